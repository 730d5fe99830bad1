import "server-only";
import { localParts } from "../insights/local-time";

// The heatmap's drill-down (issue #40, "Hours") filters calls by their local hour and weekday
// in the view's time zone. Rather than compute the wall clock of every row in SQL (neither
// engine's plain SQL knows IANA zones alike), the created range is turned into the UTC
// intervals whose local hour and weekday match, which the created_ms index answers. Every
// zone's offset is a whole number of quarter hours, so the wall clock is read once per
// quarter hour and adjacent matching quarters are merged: DST changes come out right (a
// repeated hour gives two intervals, a skipped hour none).

const QUARTER_MS = 15 * 60_000;
/** The most quarter hours one range may span (400 days, beyond the index's retention). */
const MAX_QUARTERS = 400 * 96;

export interface LocalClockFilter {
  /** 0-23 on the zone's wall clock. */
  hour?: number;
  /** 1-7, Monday first, on the zone's calendar. */
  weekday?: number;
}

/** Half-open UTC intervals [start, end) within [fromMs, toMs] whose local clock matches. */
export function localIntervals(fromMs: number, toMs: number, zone: string, want: LocalClockFilter): Array<[number, number]> {
  const first = Math.floor(fromMs / QUARTER_MS) * QUARTER_MS;
  if ((toMs - first) / QUARTER_MS > MAX_QUARTERS) throw new RangeError(`the range is too long for an hour or weekday filter (at most 400 days)`);
  const out: Array<[number, number]> = [];
  for (let start = first; start <= toMs; start += QUARTER_MS) {
    const parts = localParts(start, zone);
    const matches = (want.hour === undefined || parts.hour === want.hour) && (want.weekday === undefined || parts.weekday + 1 === want.weekday);
    if (!matches) continue;
    const lo = Math.max(start, fromMs);
    const hi = Math.min(start + QUARTER_MS, toMs + 1);
    const last = out.at(-1);
    if (last && last[1] === lo) last[1] = hi;
    else out.push([lo, hi]);
  }
  return out;
}
