import "server-only";

// A UTC instant's place on the wall clock of a time zone: its weekday (0 = Monday), hour and
// date. The roll-ups are per UTC hour, and each maps to one local hour in a zone whose
// offset is a whole number of hours, across DST changes too (a half-hour zone's hour is
// the one its first minute falls in).

const formats = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

export interface LocalParts {
  weekday: number;
  hour: number;
  /** YYYY-MM-DD on the zone's calendar. */
  day: string;
}

// Intl's formatToParts costs tens of µs, and a 90-day page asks it for each of its thousands
// of hour rows: each hour's answer is kept, per zone (at most MAX_KEPT, then started afresh).
const kept = new Map<string, Map<number, LocalParts>>();
const MAX_KEPT = 50_000;

export function localParts(ms: number, zone: string): LocalParts {
  let zoneKept = kept.get(zone);
  if (!zoneKept || zoneKept.size > MAX_KEPT) {
    zoneKept = new Map();
    if (kept.size > 50) kept.clear();
    kept.set(zone, zoneKept);
  }
  const held = zoneKept.get(ms);
  if (held) return held;
  const parts = computeParts(ms, zone);
  zoneKept.set(ms, parts);
  return parts;
}

function computeParts(ms: number, zone: string): LocalParts {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      weekday: "short",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
    });
    formats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return { weekday: WEEKDAYS.indexOf(parts.weekday ?? ""), hour: Number(parts.hour), day: `${parts.year}-${parts.month}-${parts.day}` };
}

const wholeHour = new Map<string, boolean>();

/**
 * Whether the zone's hours are UTC hours (its offset a whole number of hours) in winter and in
 * summer: then each UTC hour of the roll-ups is one local hour. Kolkata's, Adelaide's or Lord
 * Howe's summer are not, and the page counts their hours from the rows by quarter hours.
 */
export function wholeHourZone(zone: string): boolean {
  let known = wholeHour.get(zone);
  if (known === undefined) {
    const year = new Date().getUTCFullYear();
    const format = new Intl.DateTimeFormat("en-US", { timeZone: zone, minute: "numeric" });
    known = [Date.UTC(year, 0, 15), Date.UTC(year, 6, 15)].every((ms) => Number(format.formatToParts(ms).find((p) => p.type === "minute")?.value) === 0);
    if (wholeHour.size < 1000) wholeHour.set(zone, known);
  }
  return known;
}
