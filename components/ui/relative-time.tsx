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
  const absolute = formatDateTime(iso, useTimeZone().zone);
  const relative = useTimeDisplay() === "relative";
  return (
    <span tabIndex={relative ? 0 : undefined} title={relative ? absolute : undefined} className="tip-host relative-time">
      <time dateTime={iso} suppressHydrationWarning>
        {relative ? formatRelative(iso, now) : absolute}
      </time>
      {relative && (
        <span className="tip">
          <span className="sr-only">, </span>
          {absolute}
        </span>
      )}
    </span>
  );
}
