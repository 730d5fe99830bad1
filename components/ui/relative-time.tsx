"use client";
import { useTimeZone } from "@/lib/client/time-zone";
import { useNow } from "@/lib/client/use-now";
import { formatDateTime, formatRelative } from "@/lib/format";

// "5 min ago", with the absolute time and its zone shown on hover or keyboard focus and
// always read by screen readers (the tip is visually hidden, not removed).
export function RelativeTime({ iso }: { iso: string }) {
  const now = useNow();
  const { zone } = useTimeZone();
  return (
    <span tabIndex={0} className="tip-host relative-time">
      <time dateTime={iso} suppressHydrationWarning>
        {formatRelative(iso, now)}
      </time>
      <span className="tip">
        <span className="sr-only">, </span>
        {formatDateTime(iso, zone)}
      </span>
    </span>
  );
}
