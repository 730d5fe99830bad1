"use client";
import { type InputHTMLAttributes, useId } from "react";

type SliderProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type" | "onChange"> & {
  /** The slider's name, for screen readers (the player's layout says it to the eye). */
  label: string;
  onValue: (value: number) => void;
};

// A slider of the recording player (seek, volume): a range input named by a hidden label.
export function PlayerSlider({ label, onValue, className = "", ...input }: SliderProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input id={id} type="range" onChange={(e) => onValue(Number(e.target.value))} className={`h-2 accent-sky-400 ${className}`} {...input} />
    </>
  );
}
