"use client";
import { useTimeZone } from "@/lib/client/time-zone";

// Names the zone the date filter's times are read in: the page's (ReviewsZone).
export function ZoneNote({ id }: { id: string }) {
  const { zone } = useTimeZone();
  return (
    <p id={id} className="self-center text-xs text-slate-700">
      Times in {zone}
    </p>
  );
}
