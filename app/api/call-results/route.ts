import { parseListQuery } from "@/lib/call-results";
import { DashboardError } from "@/lib/errors";
import { apiRoute } from "@/lib/server/api-route";
import { liveListCallResults } from "@/lib/server/live-list";
import { listCallResults } from "@/lib/server/upstream";

// GET /api/call-results – list call results (spec §4.1), without the key. `live=1` marks a
// live view's periodic refresh: it may be up to one live interval old (a micro-cache shared
// by every viewer) and waits behind interactive requests for the upstream budget.
// Cache-Control private, no-store: the data belongs to one project and changes every few
// seconds; freshness is the client cache's job (TanStack Query), not a shared cache's.
export const GET = apiRoute({ name: "GET /api/call-results", role: "viewer" }, async ({ url, trace }) => {
  const live = url.searchParams.getAll("live");
  if (live.length > 1 || (live.length === 1 && live[0] !== "1")) {
    throw new DashboardError("invalid_request", "Invalid query: live must be 1 (a live view's refresh) or absent.", {
      details: [{ param: "live", message: "must be 1 or absent" }],
    });
  }
  const parsed = parseListQuery(url.searchParams);
  if (!parsed.success) {
    throw new DashboardError("invalid_request", `Invalid query: ${parsed.issues.map((i) => `${i.param} ${i.message}`).join("; ")}.`, {
      details: parsed.issues,
    });
  }
  const body = live.length === 1 ? await liveListCallResults(parsed.data, trace) : await listCallResults(parsed.data, trace);
  return Response.json(body, { headers: { "cache-control": "private, no-store" } });
});
