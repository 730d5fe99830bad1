// ISO 8601 date-times as the spec's createdFrom/createdTo take them: with or without an
// offset. One home for their checks, shared by the list's parser and the audit trail's filters.
// Date, hours and minutes; optional seconds and fraction; optional Z or ±hh:mm offset.
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/i;

/** True for a real calendar date-time in ISO 8601 form, with or without an offset. */
export function isIsoDateTime(value: string): boolean {
  const m = ISO_DATE_TIME.exec(value);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((v) => Number(v ?? 0)) as number[];
  const offset = m[7];
  if (offset && offset.toUpperCase() !== "Z") {
    const [oh, om] = offset.slice(1).split(":").map(Number) as [number, number];
    if (oh > 23 || om > 59) return false;
  }
  const d = new Date(Date.UTC(year!, month! - 1, day!, hour, minute, second));
  return (
    d.getUTCFullYear() === year &&
    d.getUTCMonth() === month! - 1 &&
    d.getUTCDate() === day &&
    d.getUTCHours() === hour &&
    d.getUTCMinutes() === minute &&
    d.getUTCSeconds() === second
  );
}

/** A date-time that says its offset (Z or ±hh:mm); one without is the service's local time. */
export const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

/** The instant of a checked date-time, one without an offset read as UTC (the demo service's zone, and the audit trail's). */
export function isoToMillis(value: string): number {
  return Date.parse(HAS_OFFSET.test(value) ? value : `${value}Z`);
}

// Compared only when both carry an offset or both do not: how the service places a
// date-time without one is its own business, so a mix cannot be judged here.
export function endsBeforeStart(from: string, to: string): boolean {
  if (HAS_OFFSET.test(from) !== HAS_OFFSET.test(to)) return false;
  return isoToMillis(from) > isoToMillis(to);
}
