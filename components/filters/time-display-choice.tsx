"use client";
import { InlineRadios } from "@/components/ui/inline-radios";
import { setTimeDisplay, useTimeDisplay } from "@/lib/client/time-display";

const OPTIONS = [
  ["relative", "Relative"],
  ["absolute", "Absolute"],
] as const;

// Below the zone list, in the Time zone popover (its code loads with the list): times as
// "18 h ago" or as date and time, on every page.
export function TimeDisplayChoice() {
  return (
    <InlineRadios
      label="Times"
      name="time-display"
      options={OPTIONS}
      value={useTimeDisplay()}
      onChange={setTimeDisplay}
      className="mt-2 flex flex-wrap items-center gap-x-3 border-t border-slate-200 pt-2"
    />
  );
}
