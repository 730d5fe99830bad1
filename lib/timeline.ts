// The bins of the "Calls over time" chart: hourly up to 2 days, daily up to 92 days,
// weekly beyond, never more than 60 (a unit is grouped in twos, threes… to stay under),
// with edges on the wall clock of the view's time zone, so that a "day" is the user's day
// across daylight-saving changes. The bins partition the range exactly: each ends 1 ms
// before the next begins (the list's createdTo is inclusive), so their counts add up.
import { fromDateTimeLocal, toDateTimeLocal } from "./format";

export const MAX_BINS = 60;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** With no created range, the chart covers the last 7 days. */
const DEFAULT_SPAN_MS = 7 * DAY;

export type BinUnit = "hour" | "day" | "week";

export interface Bin {
  /** First instant in the bin (ISO, Z). */
  from: string;
  /** Last instant in the bin (ISO, Z), inclusive. */
  to: string;
}

export interface Bins {
  unit: BinUnit;
  /** Units per bin. */
  step: number;
  bins: Bin[];
}

/** The range the chart covers: the view's created range, or the 7 days up to now. */
export function chartRange(createdFrom: string | undefined, createdTo: string | undefined, now: number): { from: number; to: number } {
  const to = createdTo ? Date.parse(createdTo) : now;
  const from = createdFrom ? Date.parse(createdFrom) : to - DEFAULT_SPAN_MS;
  return { from, to };
}

function unitFor(span: number): BinUnit {
  if (span <= 2 * DAY) return "hour";
  if (span <= 92 * DAY) return "day";
  return "week";
}

/** The wall clock of an instant in a zone, as calendar numbers. */
function wall(ms: number, zone: string) {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2})/.exec(toDateTimeLocal(new Date(ms).toISOString(), zone))!;
  return { y: Number(m[1]), mo: Number(m[2]), d: Number(m[3]), h: Number(m[4]) };
}

/** The instant a wall-clock time has in a zone (calendar overflow, such as day 32, rolls over). */
function instant(y: number, mo: number, d: number, h: number, zone: string): number {
  const c = new Date(Date.UTC(y, mo - 1, d, h));
  const p = (n: number, len = 2) => String(n).padStart(len, "0");
  const local = `${p(c.getUTCFullYear(), 4)}-${p(c.getUTCMonth() + 1)}-${p(c.getUTCDate())}T${p(c.getUTCHours())}:00`;
  return Date.parse(fromDateTimeLocal(local, zone)!);
}

/** The start of the unit `ms` falls in, and the edge `k` units later, on the zone's wall clock. */
function edges(ms: number, unit: BinUnit, zone: string): (k: number) => number {
  const w = wall(ms, zone);
  if (unit === "hour") return (k) => instant(w.y, w.mo, w.d, w.h + k, zone);
  // Weeks start on Monday.
  const back = unit === "week" ? (new Date(Date.UTC(w.y, w.mo - 1, w.d)).getUTCDay() + 6) % 7 : 0;
  const days = unit === "week" ? 7 : 1;
  return (k) => instant(w.y, w.mo, w.d - back + k * days, 0, zone);
}

export function binsFor(from: number, to: number, zone: string): Bins {
  if (!(to >= from)) return { unit: "hour", step: 1, bins: [] };
  const unit = unitFor(to - from);
  const edge = edges(from, unit, zone);
  // The unit edges from the one at or before `from` to the first after `to`. A wall-clock
  // hour that does not exist (2 AM on a spring-forward night) lands on the next one: skip it.
  const starts: number[] = [];
  for (let k = 0; ; k++) {
    const e = edge(k);
    if (starts.length > 0 && e <= starts.at(-1)!) continue;
    starts.push(e);
    if (e > to) break;
  }
  const step = Math.max(1, Math.ceil((starts.length - 1) / MAX_BINS));
  const bins: Bin[] = [];
  for (let i = 0; i < starts.length - 1; i += step) {
    const start = Math.max(starts[i]!, from);
    const end = Math.min(starts[Math.min(i + step, starts.length - 1)]! - 1, to);
    bins.push({ from: new Date(start).toISOString(), to: new Date(end).toISOString() });
  }
  return { unit, step, bins };
}

const labelFormats = new Map<string, Intl.DateTimeFormat>();
function labelFormat(zone: string, kind: "hour" | "day"): Intl.DateTimeFormat {
  const key = `${zone}|${kind}`;
  let f = labelFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      ...(kind === "hour"
        ? { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }
        : { weekday: "short", day: "numeric", month: "short" }),
    });
    labelFormats.set(key, f);
  }
  return f;
}

/**
 * A bin's interval in words, in the view's zone: "23 Nov, 14:00 – 15:00", "Mon 23 Nov",
 * "Mon 16 Nov – Sun 22 Nov". The server sends it with each bin, so the chart's code in the
 * browser builds no date formats (issue #28's first-load JS).
 */
export function binLabel(bin: Bin, unit: BinUnit, step: number, zone: string): string {
  const from = new Date(bin.from);
  const end = new Date(Date.parse(bin.to) + 1);
  if (unit === "hour") return `${labelFormat(zone, "hour").format(from)} – ${labelFormat(zone, "hour").format(end).split(", ").at(-1)}`;
  if (unit === "day" && step === 1) return labelFormat(zone, "day").format(from);
  return `${labelFormat(zone, "day").format(from)} – ${labelFormat(zone, "day").format(new Date(bin.to))}`;
}
