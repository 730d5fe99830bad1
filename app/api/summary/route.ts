import { apiRoute } from "@/lib/server/api-route";
import { spendToken } from "@/lib/server/auth/guard";
import { indexServes, indexViewSummary } from "@/lib/server/call-index/search-source";
import { invalidParam, listQueryOrRefuse } from "@/lib/server/http/list-params";
import { startInFlight } from "@/lib/server/metrics";
import { callSummary } from "@/lib/server/summary/summary";
import { isTimeZone } from "@/lib/time-zones";

// GET /api/summary – counts by status and calls over time for the list's filters (the
// list parameters and a relative `created`, plus `zone`, the IANA time zone the chart's
// days and the relative range are cut in).
// Computed from pageSize=1 list requests in the background share of the upstream budget,
// and cached for everyone; the browser keeps it briefly too.
export const GET = apiRoute({ name: "GET /api/summary", role: "viewer" }, async ({ url, request, user }) => {
  const zone = url.searchParams.get("zone") ?? "UTC";
  if (!isTimeZone(zone)) throw invalidParam("zone", "is not a known time zone");
  const query = listQueryOrRefuse(url.searchParams, { relative: true, index: true });
  // A view the call index serves is counted there, from the same rows as its list.
  if (indexServes(query)) return Response.json(await indexViewSummary(query, zone), { headers: { "cache-control": "private, max-age=10" } });
  // The user's turn in the fair queue; the counts stop when this request (and every
  // other asking for them) has gone.
  let upstream = 0;
  const ended = startInFlight("summary");
  const summary = await callSummary(query, zone, Date.now(), {
    user: user?.name ?? "anonymous",
    signal: request.signal,
    onUpstream: () => upstream++,
  }).finally(ended);
  // A summary costs the user what it asked upstream, as that many lists would; the
  // request's own token paid for one. Over the budget, the next requests wait, not this one.
  if (user && upstream > 1) await spendToken(user, upstream - 1).catch(() => undefined);
  return Response.json(summary, { headers: { "cache-control": "private, max-age=10" } });
});
