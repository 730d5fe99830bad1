// Display formatting shared by server and client components.

/** 3725 → "1:02:05"; 65 → "0:01:05". */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}

const utcFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  year: "numeric",
  month: "short",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: false,
});

/** "21 Nov 2026, 16:52:44 UTC": the time zone is always shown. */
export function formatUtc(iso: string): string {
  return `${utcFormat.format(new Date(iso))} UTC`;
}

export function formatCount(n: number): string {
  return new Intl.NumberFormat("en-US").format(n);
}
