import { Labelled } from "@/components/ui/labelled";
import { PresetBounds, rangePresetOptions } from "@/components/ui/range-presets";
import { Select } from "@/components/ui/select";
import { type CreatedPreset, isCreatedPreset } from "@/lib/created-range";

interface RangeFieldsProps {
  /** The preset's parameter (`reviewed`) and the bounds' (`from`, `to`). */
  names: { preset: string; from: string; to: string };
  /** "Reviewed": the labels read "Reviewed within", "Reviewed from", "Reviewed to". */
  label: string;
  values: (name: string) => string | undefined;
  zone: string;
}

// One date filter of the Reviews page: a relative preset, as the calls view's Created filter
// offers them, or explicit bounds in the page's zone. Choosing one clears the other
// (data-clears, components/ui/filter-form.tsx), so the two never go together.
export function RangeFields({ names, label, values, zone }: RangeFieldsProps) {
  const preset = values(names.preset);
  const chosen: CreatedPreset | undefined = preset && isCreatedPreset(preset) ? preset : undefined;
  const bound = (name: string, text: string) => (
    <Labelled htmlFor={name} label={`${label} ${text}`}>
      <input
        id={name}
        name={name}
        type="datetime-local"
        defaultValue={values(name)}
        data-clears={names.preset}
        aria-describedby="reviews-zone"
        className="field"
      />
    </Labelled>
  );
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">{label}</legend>
      <Labelled htmlFor={names.preset} label={`${label} within`}>
        <Select
          id={names.preset}
          name={names.preset}
          defaultValue={chosen ?? ""}
          options={rangePresetOptions("")}
          data-submit-on-change=""
          data-clears={`${names.from} ${names.to}`}
          aria-describedby={chosen ? `${names.preset}-bounds` : undefined}
          className="field"
        />
      </Labelled>
      {bound(names.from, "from")}
      {bound(names.to, "to")}
      {chosen && <PresetBounds id={`${names.preset}-bounds`} preset={chosen} zone={zone} />}
    </fieldset>
  );
}
