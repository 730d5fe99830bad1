"use client";
import { useTimeDisplay } from "@/lib/client/time-display";
import { useTimeZone } from "@/lib/client/time-zone";
import { useNow } from "@/lib/client/use-now";
import { formatDateTime, formatRelative } from "@/lib/format";

// "5 min ago", with the absolute time and its zone as its title, shown on hover or keyboard
// focus and always read by screen readers (the tip is visually hidden, not removed); or the
// absolute time itself, when the user chose "Absolute" times (lib/client/time-display.ts).
export function RelativeTime({ iso }: { iso: string }) {
  const now = useNow();
  const { zone } = useTimeZone();
  const absolute = formatDateTime(iso, zone);
  if (useTimeDisplay() === "absolute") {
    return (
      <time dateTime={iso} className="relative-time">
        {absolute}
      </time>
    );
  }
  return (
    <span tabIndex={0} title={absolute} className="tip-host relative-time">
      <time dateTime={iso} suppressHydrationWarning>
        {formatRelative(iso, now)}
      </time>
      <span className="tip">
        <span className="sr-only">, </span>
        {absolute}
      </span>
    </span>
  );
}
