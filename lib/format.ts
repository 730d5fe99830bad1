// Display formatting shared by server and client components. Every absolute time names
// its zone; zones are IANA names ("UTC", "Europe/Berlin").

/** 3725 → "1:02:05"; 65 → "0:01:05". */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}

/**
 * 1234567 → "1,234,567". Counts are whole numbers, grouped by hand: the page's first
 * Intl.NumberFormat cost about 11 ms of the calls page's load in a Chromium CPU profile
 * (issue #18), for the summary's counts alone.
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString("en-US");
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ",");
  return n < 0 ? `-${digits}` : digits;
}

// Intl formatters are costly to build and a table formats thousands of times: keep them.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: "display" | "parts", zone: string): Intl.DateTimeFormat {
  const key = `${kind}|${zone}`;
  let f = formatters.get(key);
  if (!f) {
    const fields = { year: "numeric", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" } as const;
    f =
      kind === "display"
        ? new Intl.DateTimeFormat("en-GB", { ...fields, month: "short", timeZone: zone, hourCycle: "h23" })
        : new Intl.DateTimeFormat("en-US", { ...fields, month: "2-digit", timeZone: zone, hourCycle: "h23" });
    formatters.set(key, f);
  }
  return f;
}

/** "21 Nov 2026, 16:52:44 UTC": the zone is always shown. */
export function formatDateTime(iso: string, zone = "UTC"): string {
  return `${formatter("display", zone).format(new Date(iso))} ${zone}`;
}

/** "just now", "5 min ago", "3 h ago", "2 days ago", "in 4 min". */
export function formatRelative(iso: string, now: number): string {
  const seconds = Math.round((now - Date.parse(iso)) / 1000);
  const future = seconds < 0;
  const s = Math.abs(seconds);
  let text: string;
  if (s < 45) return "just now";
  if (s < 3600) text = `${Math.round(s / 60)} min`;
  else if (s < 86_400) text = `${Math.round(s / 3600)} h`;
  else {
    const days = Math.round(s / 86_400);
    text = `${days} ${days === 1 ? "day" : "days"}`;
  }
  return future ? `in ${text}` : `${text} ago`;
}

function wallClock(ms: number, zone: string) {
  const f = formatter("parts", zone);
  const parts = Object.fromEntries(f.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

function zoneOffsetMs(ms: number, zone: string): number {
  const w = wallClock(ms, zone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(ms / 1000) * 1000;
}

/** An instant as the value of <input type="datetime-local"> in a zone: "2026-11-21T16:52". */
export function toDateTimeLocal(iso: string, zone: string): string {
  const w = wallClock(Date.parse(iso), zone);
  const p = (n: number, len = 2) => String(n).padStart(len, "0");
  return `${p(w.year, 4)}-${p(w.month)}-${p(w.day)}T${p(w.hour)}:${p(w.minute)}`;
}

/** A datetime-local value read in a zone, as an ISO instant with Z; null when invalid. */
export function fromDateTimeLocal(value: string, zone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0)) as number[];
  const asUtc = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  if (Number.isNaN(asUtc)) return null;
  // Two passes settle the offset across a daylight-saving change.
  let ms = asUtc - zoneOffsetMs(asUtc, zone);
  ms = asUtc - zoneOffsetMs(ms, zone);
  return new Date(ms).toISOString();
}
