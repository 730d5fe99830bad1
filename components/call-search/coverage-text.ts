// The words of the call index's coverage line (index-source-line.tsx).
import type { IndexStatus } from "@/lib/dashboard-api/index-status";

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** "30 Aug" in the view's zone. */
export function shortDate(ms: number, zone: string): string {
  let f = dateFormats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: zone });
    dateFormats.set(zone, f);
  }
  return f.format(new Date(ms));
}

/** "3 s ago", "2 min ago": the index's tail runs every few seconds, so seconds matter. */
export function updatedAgo(iso: string, now: number): string {
  const s = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  return s < 60 ? `${s} s ago` : s < 3600 ? `${Math.round(s / 60)} min ago` : `${Math.round(s / 3600)} h ago`;
}

function left(seconds: number | null): string {
  if (seconds === null) return "";
  if (seconds < 60) return ", less than a minute left";
  return seconds < 3600 ? `, about ${Math.round(seconds / 60)} min left` : `, about ${Math.round(seconds / 3600)} h left`;
}

/** "Search covers 30 Aug – now", and while the backfill runs, "· Indexing: 45 %, about 12 min left". */
export function coverageText(status: IndexStatus, zone: string): string {
  const covers = status.coverageFrom === null ? "Search covers no calls yet" : `Search covers ${shortDate(Date.parse(status.coverageFrom), zone)} – now`;
  return status.backfill.done ? covers : `${covers} · Indexing: ${Math.floor(status.backfill.percent)} %${left(status.backfill.etaSeconds)}`;
}
