import { apiRoute } from "@/lib/server/api-route";
import { indexPage, indexServes } from "@/lib/server/call-index/search-source";
import { invalidParam, listQueryOrRefuse } from "@/lib/server/http/list-params";
import { liveListCallResults } from "@/lib/server/live/live-list";
import { listCallResults } from "@/lib/server/upstream/upstream";
import { isTimeZone } from "@/lib/time-zones";

// GET /api/call-results – list call results (spec §4.1), without the key. `live=1` marks a
// live view's periodic refresh: it may be up to one live interval old (a micro-cache shared
// by every viewer) and waits behind interactive requests for the upstream budget.
// A view with any of the call index's filters (phone, agentName, …) is answered by the
// index instead (lib/server/call-index/search-source.ts), live refreshes too. `zone` (IANA,
// UTC by default) is the clock of the index's hour and weekday filters.
// Cache-Control private, no-store: the data belongs to one project and changes every few
// seconds; freshness is the client cache's job (TanStack Query), not a shared cache's.
// A search by phone number or name is recorded (search-source.ts); a trail that cannot be written refuses it.
const AUDIT = { action: "search", refused: "the search was not answered" } as const;

export const GET = apiRoute({ name: "GET /api/call-results", role: "viewer", audit: AUDIT }, async ({ url, trace, audit }) => {
  const live = url.searchParams.getAll("live");
  if (live.length > 1 || (live.length === 1 && live[0] !== "1")) {
    throw invalidParam("live", "must be 1 or absent");
  }
  const zone = url.searchParams.get("zone") ?? "UTC";
  if (!isTimeZone(zone)) throw invalidParam("zone", "is not a known time zone");
  const query = listQueryOrRefuse(url.searchParams, { index: true });
  const body = indexServes(query)
    ? await indexPage(query, live.length === 1 ? null : audit, zone)
    : live.length === 1
      ? await liveListCallResults(query, trace)
      : await listCallResults(query, trace);
  return Response.json(body, { headers: { "cache-control": "private, no-store" } });
});
