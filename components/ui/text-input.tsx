// A one-line text field under its label, as the admin forms lay them out in a row (the
// quality program's scorecards, plans and calibrations): the label names the field.
export function TextInput({
  label,
  value,
  onChange,
  maxLength,
  required = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  required?: boolean;
}) {
  return (
    <label className="text-sm">
      {label}
      <input className="field block" value={value} maxLength={maxLength} required={required} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}
