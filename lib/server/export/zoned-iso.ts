import "server-only";

// Apart from lib/format.ts, which the calls page loads: only the export writes times this way.
const formatters = new Map<string, Intl.DateTimeFormat>();
function parts(ms: number, zone: string): Record<string, number> {
  let f = formatters.get(zone);
  if (!f) {
    const two = "2-digit" as const;
    f = new Intl.DateTimeFormat("en-US", { year: "numeric", month: two, day: two, hour: two, minute: two, second: two, timeZone: zone, hourCycle: "h23" });
    formatters.set(zone, f);
  }
  return Object.fromEntries(f.formatToParts(new Date(ms)).map((p) => [p.type, Number(p.value)]));
}

/** An instant as ISO 8601 on a zone's clock with its offset: "2026-11-21T11:52:44-05:00" (milliseconds kept when there are any). Anything unreadable is returned as it was. */
export function toZonedIso(iso: string, zone: string): string {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return iso;
  const w = parts(ms, zone);
  const p = (n: number, len = 2) => String(n).padStart(len, "0");
  const wall = Date.UTC(w.year!, w.month! - 1, w.day!, w.hour!, w.minute!, w.second!);
  const offset = Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000);
  const fraction = ms % 1000 === 0 ? "" : `.${p(((ms % 1000) + 1000) % 1000, 3)}`;
  const sign = offset < 0 ? "-" : "+";
  return `${p(w.year!, 4)}-${p(w.month!)}-${p(w.day!)}T${p(w.hour!)}:${p(w.minute!)}:${p(w.second!)}${fraction}${sign}${p(Math.trunc(Math.abs(offset) / 60))}:${p(Math.abs(offset) % 60)}`;
}
