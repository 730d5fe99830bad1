import type { ReactNode, SelectHTMLAttributes } from "react";

/** A select's options as data: each [value, label]. */
export type SelectOptions<T extends string | number> = readonly (readonly [T, ReactNode])[];

export type SelectProps<T extends string | number> = SelectHTMLAttributes<HTMLSelectElement> & { options: SelectOptions<T> };

// A <select> whose options are data; every other prop is the select's own. Server and client
// components both use it (InlineSelect names it with a label of its own).
export function Select<T extends string | number>({ options, ...select }: SelectProps<T>) {
  return (
    <select {...select}>
      {options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  );
}
