"use client";
import { useId } from "react";
import { Field } from "@/components/ui/field";
import { PresetBounds, rangePresetOptions } from "@/components/ui/range-presets";
import { type CreatedPreset, isCreatedPreset } from "@/lib/created-range";
import { fromDateTimeLocal } from "@/lib/format";
import { FILTER_LABELS } from "@/lib/labels";

export interface CreatedRange {
  created?: CreatedPreset | undefined;
  createdFrom: string | undefined;
  createdTo: string | undefined;
}

type Bounds = Record<"createdFrom" | "createdTo", string>;

interface CreatedRangePanelProps {
  value: CreatedRange;
  onChange: (value: CreatedRange) => void;
  zone: string;
  /** What the inputs show for the URL's range, and what they show now (the filter keeps both while the panel is closed). */
  shown: Bounds;
  typed: Bounds;
  setTyped: (update: (typed: Bounds) => Bounds) => void;
  error: string | null;
  setError: (error: string | null) => void;
}

// The Created popover's content (created-range-filter.tsx), loaded when it first opens: a
// relative preset, or custom date-times read in the chosen time zone, shown next to them.
export function CreatedRangePanel({ value, onChange, zone, shown, typed, setTyped, error, setError }: CreatedRangePanelProps) {
  const ids = { zone: useId(), error: useId() };
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
    const bounds = { [other]: otherTyped, [which]: iso } as Pick<CreatedRange, "createdFrom" | "createdTo">;
    const next: CreatedRange = { created: undefined, ...bounds };
    if (next.createdFrom && next.createdTo && Date.parse(next.createdFrom) > Date.parse(next.createdTo)) {
      return setError("Created to must not be before Created from.");
    }
    setError(null);
    onChange(next);
  }

  return (
    <div className="flex w-[34rem] max-w-full flex-wrap items-end gap-3">
      <Field label="Created within" className="basis-full">
        {(id) => (
          <select id={id} value={presetValue} onChange={(e) => choosePreset(e.target.value)} className="field">
            {rangePresetOptions("any").map(([p, label]) => (
              <option key={p} value={p}>
                {label}
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
              className="field"
            />
          )}
        </Field>
      ))}
      <p id={ids.zone} className="pb-2 text-xs text-slate-600">
        Times in {zone}
      </p>
      {value.created && <PresetBounds preset={value.created} zone={zone} />}
      {error && (
        <p id={ids.error} role="alert" className="basis-full text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
