"use client";
import { useId } from "react";
import { SPEEDS } from "./player-controls";

// The playback speed; it stays for the next recording and the next visit (player-preferences.ts).
export function SpeedSelect({ rate, onChange }: { rate: number; onChange: (rate: number) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-1">
      <label htmlFor={id} className="text-xs text-slate-300">
        Speed
      </label>
      <select
        id={id}
        value={rate}
        onChange={(e) => onChange(Number(e.target.value))}
        className="rounded bg-slate-800 px-1 py-1 text-sm focus:outline-2 focus:outline-sky-400"
      >
        {SPEEDS.map((s) => (
          <option key={s} value={s}>
            {s}×
          </option>
        ))}
      </select>
    </div>
  );
}
