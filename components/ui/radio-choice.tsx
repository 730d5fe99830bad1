import type { ReactNode } from "react";

// A few radio buttons on one line under a legend (the export dialog's format and columns, a
// saved view's scope). The options are [value, label] pairs; the value may be a string or a
// boolean. `disabled` names the options that cannot be chosen; `children` follow the options
// inside the group (why one is disabled).
export function RadioChoice<T extends string | boolean>({
  legend,
  name,
  options,
  value,
  onChange,
  disabled,
  children,
}: {
  legend: string;
  name: string;
  options: readonly (readonly [T, string])[];
  value: T;
  onChange: (value: T) => void;
  disabled?: (option: T) => boolean;
  children?: ReactNode;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {options.map(([option, label]) => (
          <label key={String(option)} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={String(option)}
              checked={value === option}
              disabled={disabled?.(option)}
              onChange={() => onChange(option)}
              className="size-4 accent-sky-700"
            />
            {label}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
