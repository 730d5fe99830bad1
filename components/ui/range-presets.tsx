import { CREATED_PRESET_LABELS, CREATED_PRESETS, type CreatedPreset, resolveCreatedPreset } from "@/lib/created-range";
import { formatDateTime } from "@/lib/format";
import type { SelectOptions } from "./select";

// The relative range presets (lib/created-range.ts) as the calls view's Created filter and the
// Reviews page's date filters offer them: one list of choices, and what a chosen one means now.

/** "Any time" (as `any`), then each preset by its name, as a Select's options. */
export function rangePresetOptions<A extends string>(any: A): SelectOptions<A | CreatedPreset> {
  return [[any, "Any time"], ...CREATED_PRESETS.map((p) => [p, CREATED_PRESET_LABELS[p]] as const)];
}

// A preset's range as it stands now, From and To, in the chosen zone: "Last 24 hours" is
// read as the two instants the list is asked for.
export function PresetBounds({ preset, zone, id }: { preset: CreatedPreset; zone: string; id?: string }) {
  const range = resolveCreatedPreset(preset, Date.now(), zone);
  return (
    <p id={id} className="basis-full text-sm text-slate-700">
      {CREATED_PRESET_LABELS[preset]}: from {formatDateTime(range.createdFrom, zone)} to {formatDateTime(range.createdTo, zone)}
    </p>
  );
}
