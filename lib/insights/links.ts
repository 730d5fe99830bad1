// Drill-down links from the Insights page to the calls view (issue #40): the page's range
// (the preset by name, or its bounds), zone and filters, plus what the clicked figure adds:
// an agent, a weekday and hour (`weekday=1..7`, Monday first, and `hour=0..23`, in `tz`), or
// a duration bar (`minDuration`/`maxDuration` of completed calls). The index serves views
// with these filters, so the view's total is the figure clicked.

const CARRIED = ["created", "createdFrom", "createdTo", "status", "agentId", "direction", "voicemail"];

export function callsHref(pageSearch: string, zone: string, extra: Record<string, string | number>): string {
  const from = new URLSearchParams(pageSearch);
  const params = new URLSearchParams();
  for (const name of CARRIED) for (const value of from.getAll(name)) params.append(name, value);
  params.set("tz", zone);
  for (const [name, value] of Object.entries(extra)) params.set(name, String(value));
  return `/?${params}`;
}
