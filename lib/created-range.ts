// Relative created ranges ("Last 24 hours", "Today") kept by name in the URL (`created=24h`)
// and turned into the list's createdFrom/createdTo at each request, so a link, a reload or a
// saved view keeps meaning "the last 24 hours" instead of the day it was made. Calendar
// presets (today, yesterday, weeks) follow the wall clock of a time zone, DST included.
// Plain TypeScript: the browser, the route handlers, the export and the live view call it.
import { fromDateTimeLocal, toDateTimeLocal } from "@/lib/format";

export const CREATED_PRESETS = ["15m", "1h", "4h", "24h", "7d", "30d", "today", "yesterday", "this-week", "last-week"] as const;
export type CreatedPreset = (typeof CREATED_PRESETS)[number];

export const CREATED_PRESET_LABELS: Record<CreatedPreset, string> = {
  "15m": "Last 15 minutes",
  "1h": "Last hour",
  "4h": "Last 4 hours",
  "24h": "Last 24 hours",
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  today: "Today",
  yesterday: "Yesterday",
  "this-week": "This week",
  "last-week": "Last week",
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ROLLING: Partial<Record<CreatedPreset, number>> = {
  "15m": 15 * MINUTE,
  "1h": HOUR,
  "4h": 4 * HOUR,
  "24h": DAY,
  "7d": 7 * DAY,
  "30d": 30 * DAY,
};

export function isCreatedPreset(value: string): value is CreatedPreset {
  return (CREATED_PRESETS as readonly string[]).includes(value);
}

/** An absolute created range: ISO instants with Z, both inclusive as the list's bounds are. */
/** A query's `created` values: one known preset, none, or a problem to report under its name. */
export function readCreatedPreset(values: string[], hasBounds: boolean): { preset?: CreatedPreset } | { problem: string } {
  const value = values[0];
  if (values.length > 1) return { problem: "must be given at most once" };
  if (value === undefined) return {};
  if (!isCreatedPreset(value)) return { problem: `must be one of ${CREATED_PRESETS.join(", ")}` };
  // A name and explicit bounds would say two things about one range.
  if (hasBounds) return { problem: "must not be given with createdFrom or createdTo" };
  return { preset: value };
}

export interface ResolvedRange {
  createdFrom: string;
  createdTo: string;
}

/** Midnight, in `zone`, of the calendar day `days` after the one `now` falls on there. */
function midnight(now: number, days: number, zone: string): number {
  const [y, m, d] = toDateTimeLocal(new Date(now).toISOString(), zone).slice(0, 10).split("-").map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d + days));
  // A midnight that does not exist (a zone that springs forward at 00:00) resolves to the
  // instant the clock jumps to, which is the first instant of that day.
  return Date.parse(fromDateTimeLocal(`${day.toISOString().slice(0, 10)}T00:00`, zone)!);
}

/** Days back from `now`'s day to that week's Monday, in `zone` (weeks start on Monday, ISO 8601). */
function daysSinceMonday(now: number, zone: string): number {
  const [y, m, d] = toDateTimeLocal(new Date(now).toISOString(), zone).slice(0, 10).split("-").map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/**
 * The absolute range a preset means at `now` in `zone`. Rolling presets end at `now`;
 * "today" and "this week" end at `now` too; "yesterday" and "last week" end 1 ms before the
 * next one begins (createdTo is inclusive).
 */
export function resolveCreatedPreset(preset: CreatedPreset, now: number, zone: string): ResolvedRange {
  const iso = (ms: number) => new Date(ms).toISOString();
  const rolling = ROLLING[preset];
  if (rolling !== undefined) return { createdFrom: iso(now - rolling), createdTo: iso(now) };
  const monday = -daysSinceMonday(now, zone);
  switch (preset) {
    case "today":
      return { createdFrom: iso(midnight(now, 0, zone)), createdTo: iso(now) };
    case "yesterday":
      return { createdFrom: iso(midnight(now, -1, zone)), createdTo: iso(midnight(now, 0, zone) - 1) };
    case "this-week":
      return { createdFrom: iso(midnight(now, monday, zone)), createdTo: iso(now) };
    default:
      return { createdFrom: iso(midnight(now, monday - 7, zone)), createdTo: iso(midnight(now, monday, zone) - 1) };
  }
}

/**
 * A query with its relative range (if any) replaced by the absolute one it means now: what
 * goes upstream. A query without `created` is returned as it is.
 */
export function resolveCreated<Q extends { created?: CreatedPreset; createdFrom?: string; createdTo?: string }>(
  query: Q,
  now: number,
  zone: string,
): Omit<Q, "created"> {
  if (!query.created) return query;
  const { created, ...rest } = query;
  return { ...rest, ...resolveCreatedPreset(created, now, zone) };
}
