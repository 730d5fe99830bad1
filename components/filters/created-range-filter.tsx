"use client";
import { useId, useState } from "react";
import { Field } from "@/components/ui/field";
import { INPUT_CLASS } from "@/components/ui/labelled";
import { Popover } from "@/components/ui/popover";
import { CREATED_PRESET_LABELS, CREATED_PRESETS, type CreatedPreset, isCreatedPreset } from "@/lib/call-results/created-range";
import { useTimeZone } from "@/lib/client/time-zone";
import { useSyncedState } from "@/lib/client/use-synced-state";
import { fromDateTimeLocal, toDateTimeLocal } from "@/lib/format";
import { FILTER_LABELS } from "@/lib/labels";

interface Range {
  created?: CreatedPreset | undefined;
  createdFrom: string | undefined;
  createdTo: string | undefined;
}

// The created range in a popover: a relative preset kept by name (`created=24h`, resolved at
// each request) or custom date-times read in the chosen time zone, which is shown next to them.
export function CreatedRangeFilter({ value, onChange }: { value: Range; onChange: (value: Range) => void }) {
  const { zone } = useTimeZone();
  const ids = { zone: useId(), error: useId() };
  const [error, setError] = useState<string | null>(null);
  // What the inputs show: the URL's range in the chosen zone, or what is being typed.
  const shown = {
    createdFrom: value.createdFrom ? toDateTimeLocal(value.createdFrom, zone) : "",
    createdTo: value.createdTo ? toDateTimeLocal(value.createdTo, zone) : "",
  };
  const [typed, setTyped] = useSyncedState(shown);

  const presetValue = value.created ?? (!value.createdFrom && !value.createdTo ? "any" : "custom");

  function choosePreset(id: string) {
    setError(null);
    onChange({ created: isCreatedPreset(id) ? id : undefined, createdFrom: undefined, createdTo: undefined });
  }

  function changeBound(which: "createdFrom" | "createdTo", local: string) {
    setTyped((t) => ({ ...t, [which]: local }));
    const iso = local === "" ? undefined : fromDateTimeLocal(local, zone);
    if (iso === null) return setError("Enter a complete date and time.");
    // The other bound as typed, when it is not in the URL yet: typed quickly one after the
    // other, the second change came before the first reached the URL, and built on the URL
    // alone it dropped the first (or missed an inverted range). As shown, the URL's own value
    // keeps its seconds, which the input cannot show.
    const other = which === "createdFrom" ? "createdTo" : "createdFrom";
    const otherTyped = typed[other] === shown[other] ? value[other] : typed[other] === "" ? undefined : (fromDateTimeLocal(typed[other], zone) ?? value[other]);
    // Typing a bound replaces the relative range by an explicit one.
    const bounds = { [other]: otherTyped, [which]: iso } as Pick<Range, "createdFrom" | "createdTo">;
    const next: Range = { created: undefined, ...bounds };
    if (next.createdFrom && next.createdTo && Date.parse(next.createdFrom) > Date.parse(next.createdTo)) {
      return setError("Created to must not be before Created from.");
    }
    setError(null);
    onChange(next);
  }

  const summary = value.created ? CREATED_PRESET_LABELS[value.created] : presetValue === "any" ? "Any time" : "Custom range";
  return (
    <Popover label={`${FILTER_LABELS.created}: ${summary}`} title={FILTER_LABELS.created}>
      {() => (
        <div className="flex w-[34rem] max-w-full flex-wrap items-end gap-3">
          <Field label="Created within" className="basis-full">
            {(id) => (
              <select id={id} value={presetValue} onChange={(e) => choosePreset(e.target.value)} className={INPUT_CLASS}>
                <option value="any">Any time</option>
                {CREATED_PRESETS.map((p) => (
                  <option key={p} value={p}>
                    {CREATED_PRESET_LABELS[p]}
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
      )}
    </Popover>
  );
}
