// Drill-down links from the Insights page to the calls view (issue #40): the page's range
// (the preset by name, or its bounds), zone and filters, plus what the clicked figure adds:
// an agent, a weekday and hour (`weekday=1..7`, Monday first, and `hour=0..23`, in `tz`), or
// a duration bar (`minDuration`/`maxDuration` of completed calls). The index serves views
// with these filters, so the view's total is the figure clicked.

const CARRIED = ["created", "createdFrom", "createdTo", "status", "agentId", "direction", "voicemail", "agentName", "minDuration", "maxDuration"];

export function callsHref(pageSearch: string, zone: string, extra: Record<string, string | number>): string {
  const from = new URLSearchParams(pageSearch);
  const params = new URLSearchParams();
  for (const name of CARRIED) for (const value of from.getAll(name)) params.append(name, value);
  params.set("tz", zone);
  for (const [name, value] of Object.entries(extra)) params.set(name, String(value));
  return `/?${params}`;
}

/**
 * A duration bar's calls: completed, within the bar and within the page's own duration
 * filter; null when the two do not meet (the bar is empty, and has no calls to open).
 */
export function durationHref(pageSearch: string, zone: string, from: number, to: number | null): string | null {
  const page = new URLSearchParams(pageSearch);
  const min = Math.max(from, Number(page.get("minDuration") ?? 0));
  const pageMax = page.get("maxDuration");
  const max = pageMax === null ? to : Math.min(to ?? Number.POSITIVE_INFINITY, Number(pageMax));
  if (max !== null && max < min) return null;
  return callsHref(pageSearch, zone, { status: "completed", minDuration: min, ...(max === null ? {} : { maxDuration: max }) });
}
