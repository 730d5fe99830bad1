"use client";
import { setTimeDisplay, TIME_DISPLAYS, type TimeDisplay, useTimeDisplay } from "@/lib/client/time-display";

const LABELS: Record<TimeDisplay, string> = { relative: "Relative", absolute: "Absolute" };

// In the Columns panel: times as "18 h ago" or as date and time, on every page.
export function TimeDisplayChoice() {
  const display = useTimeDisplay();
  return (
    <fieldset className="mt-2 border-t border-slate-200 pt-2">
      <legend className="field-label float-left mb-1 w-full">Times</legend>
      {TIME_DISPLAYS.map((option) => (
        <label key={option} className="menu-option">
          <input
            type="radio"
            name="time-display"
            value={option}
            checked={display === option}
            onChange={() => setTimeDisplay(option)}
            className="size-4 accent-sky-700"
          />
          {LABELS[option]}
        </label>
      ))}
    </fieldset>
  );
}
