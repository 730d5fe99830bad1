import { parseListQuery } from "@/lib/call-results/list-query";
import { DashboardError } from "@/lib/errors";
import { apiRoute } from "@/lib/server/api-route";
import { callSummary } from "@/lib/server/summary";
import { isTimeZone } from "@/lib/time-zones";

// GET /api/summary – counts by status and calls over time for the list's filters (the
// list parameters, plus `zone`, the IANA time zone the chart's days are cut in).
// Computed from pageSize=1 list requests in the background share of the upstream budget,
// and cached for everyone; the browser keeps it briefly too.
export const GET = apiRoute({ name: "GET /api/summary", role: "viewer" }, async ({ url }) => {
  const zone = url.searchParams.get("zone") ?? "UTC";
  if (!isTimeZone(zone))
    throw new DashboardError("invalid_request", `Invalid query: zone is not a known time zone.`, {
      details: [{ param: "zone", message: "is not a known time zone" }],
    });
  const params = new URLSearchParams(url.searchParams);
  params.delete("zone");
  const parsed = parseListQuery(params);
  if (!parsed.success) {
    throw new DashboardError("invalid_request", `Invalid query: ${parsed.issues.map((i) => `${i.param} ${i.message}`).join("; ")}.`, {
      details: parsed.issues,
    });
  }
  const summary = await callSummary(parsed.data, zone);
  return Response.json(summary, { headers: { "cache-control": "private, max-age=10" } });
});
