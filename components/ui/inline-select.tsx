"use client";
import { type ReactNode, useId } from "react";
import { Select, type SelectProps } from "./select";

type InlineSelectProps<T extends string | number> = SelectProps<T> & {
  label: ReactNode;
  labelClassName: string;
  /** The box holding the label and the select, side by side. */
  boxClassName: string;
};

// A select with its label beside it, on one line (the player's speed, the header's theme,
// rows per page); the id that ties them is made up here.
export function InlineSelect<T extends string | number>({ label, labelClassName, boxClassName, ...select }: InlineSelectProps<T>) {
  const id = useId();
  return (
    <div className={`flex items-center ${boxClassName}`}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <Select id={id} {...select} />
    </div>
  );
}
