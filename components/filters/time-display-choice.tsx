"use client";
import { setTimeDisplay, useTimeDisplay } from "@/lib/client/time-display";

const OPTIONS = [
  ["relative", "Relative"],
  ["absolute", "Absolute"],
] as const;

// Below the zone list, in the Time zone popover (its code loads with the list): times as
// "18 h ago" or as date and time, on every page.
export function TimeDisplayChoice() {
  const display = useTimeDisplay();
  return (
    <div role="radiogroup" aria-label="Times" className="mt-2 flex flex-wrap items-center gap-x-3 border-t border-slate-200 pt-2 text-sm">
      <span aria-hidden="true" className="font-medium">
        Times
      </span>
      {OPTIONS.map(([option, text]) => (
        <label key={option} className="flex items-center gap-1.5">
          <input
            type="radio"
            name="time-display"
            value={option}
            checked={display === option}
            onChange={() => setTimeDisplay(option)}
            className="size-4 accent-sky-700"
          />
          {text}
        </label>
      ))}
    </div>
  );
}
