// A few radios on one line after their name, as one radio group (the toolbar's density, the
// time zone popover's time display). The options are [value, label] pairs; the name shown
// before them is the group's label, read once.
export function InlineRadios<T extends string>({
  label,
  name,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
  name: string;
  options: readonly (readonly [T, string])[];
  value: T;
  onChange: (value: T) => void;
  className: string;
}) {
  return (
    <div role="radiogroup" aria-label={label} className={`${className} text-sm`}>
      <span aria-hidden="true" className="font-medium">
        {label}
      </span>
      {options.map(([option, text]) => (
        <label key={option} className="flex items-center gap-1.5">
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} className="size-4 accent-sky-700" />
          {text}
        </label>
      ))}
    </div>
  );
}
