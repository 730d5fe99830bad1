import { parseListQuery } from "@/lib/call-results";
import { DashboardError } from "@/lib/errors";
import { apiRoute } from "@/lib/server/api-route";
import { listCallResults } from "@/lib/server/upstream";

// GET /api/call-results – list call results (spec §4.1), without the key.
// Cache-Control private, no-store: the data belongs to one project and changes every few
// seconds; freshness is the client cache's job (TanStack Query), not a shared cache's.
export const GET = apiRoute({ name: "GET /api/call-results", role: "viewer" }, async ({ url, trace }) => {
  const parsed = parseListQuery(url.searchParams);
  if (!parsed.success) {
    throw new DashboardError("invalid_request", `Invalid query: ${parsed.issues.map((i) => `${i.param} ${i.message}`).join("; ")}.`, {
      details: parsed.issues,
    });
  }
  const body = await listCallResults(parsed.data, trace);
  return Response.json(body, { headers: { "cache-control": "private, no-store" } });
});
