// A few radio buttons on one line under a legend (the export dialog's format and columns).
// The options are [value, label] pairs; the value may be a string or a boolean.
export function RadioChoice<T extends string | boolean>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly (readonly [T, string])[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-1 flex gap-4">
        {options.map(([option, label]) => (
          <label key={String(option)} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={String(option)}
              checked={value === option}
              onChange={() => onChange(option)}
              className="size-4 accent-sky-700"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
