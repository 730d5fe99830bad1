"use client";
import { useId, useState } from "react";
import { useTimeZone } from "@/lib/client/time-zone";
import { useSyncedState } from "@/lib/client/use-synced-state";
import { fromDateTimeLocal, startOfDay, toDateTimeLocal } from "@/lib/format";
import { FILTER_LABELS } from "@/lib/labels";
import { Field } from "@/components/ui/field";
import { INPUT_CLASS } from "@/components/ui/labelled";

const HOUR = 3_600_000;
const PRESETS = [
  { id: "1h", label: "Last hour", from: (now: number) => new Date(now - HOUR).toISOString() },
  { id: "today", label: "Today", from: (now: number, zone: string) => startOfDay(now, zone) },
  { id: "24h", label: "Last 24 hours", from: (now: number) => new Date(now - 24 * HOUR).toISOString() },
  { id: "7d", label: "Last 7 days", from: (now: number) => new Date(now - 7 * 24 * HOUR).toISOString() },
  { id: "30d", label: "Last 30 days", from: (now: number) => new Date(now - 30 * 24 * HOUR).toISOString() },
] as const;

interface Range {
  createdFrom: string | undefined;
  createdTo: string | undefined;
}

// Created from / to, as presets or custom date-times read in the chosen time zone, which
// is always shown next to them.
export function CreatedRangeFilter({ value, onChange }: { value: Range; onChange: (value: Range) => void }) {
  const { zone } = useTimeZone();
  const ids = { zone: useId(), error: useId() };
  // Which preset produced the current range, so the select can name it.
  const [chosen, setChosen] = useState<{ id: string; from: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // What the inputs show: the URL's range in the chosen zone, or what is being typed.
  const shown = {
    createdFrom: value.createdFrom ? toDateTimeLocal(value.createdFrom, zone) : "",
    createdTo: value.createdTo ? toDateTimeLocal(value.createdTo, zone) : "",
  };
  const [typed, setTyped] = useSyncedState(shown);

  const presetValue = !value.createdFrom && !value.createdTo ? "any" : chosen && chosen.from === value.createdFrom && !value.createdTo ? chosen.id : "custom";

  function choosePreset(id: string) {
    setError(null);
    if (id === "any") return onChange({ createdFrom: undefined, createdTo: undefined });
    const preset = PRESETS.find((p) => p.id === id);
    if (!preset) return;
    const from = preset.from(Date.now(), zone);
    setChosen({ id, from });
    onChange({ createdFrom: from, createdTo: undefined });
  }

  function changeBound(which: "createdFrom" | "createdTo", local: string) {
    setTyped((t) => ({ ...t, [which]: local }));
    const iso = local === "" ? undefined : fromDateTimeLocal(local, zone);
    if (iso === null) return setError("Enter a complete date and time.");
    const next = { ...value, [which]: iso };
    if (next.createdFrom && next.createdTo && Date.parse(next.createdFrom) > Date.parse(next.createdTo)) {
      return setError("Created to must not be before Created from.");
    }
    setError(null);
    onChange(next);
  }

  return (
    <div className="flex flex-wrap items-end gap-3">
      <Field label="Created within">
        {(id) => (
          <select id={id} value={presetValue} onChange={(e) => choosePreset(e.target.value)} className={INPUT_CLASS}>
            <option value="any">Any time</option>
            {PRESETS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
            <option value="custom" disabled>
              Custom range
            </option>
          </select>
        )}
      </Field>
      {(["createdFrom", "createdTo"] as const).map((which) => (
        <Field key={which} label={FILTER_LABELS[which]}>
          {(id) => (
            <input
              id={id}
              type="datetime-local"
              aria-describedby={`${ids.zone} ${error ? ids.error : ""}`}
              aria-invalid={error ? true : undefined}
              value={typed[which]}
              onChange={(e) => changeBound(which, e.target.value)}
              className={INPUT_CLASS}
            />
          )}
        </Field>
      ))}
      <p id={ids.zone} className="pb-2 text-xs text-slate-600">
        Times in {zone}
      </p>
      {error && (
        <p id={ids.error} role="alert" className="basis-full text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
