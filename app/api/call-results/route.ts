import type { NextRequest } from "next/server";
import { parseListQuery } from "@/lib/call-results";
import { DashboardError } from "@/lib/errors";
import { requireApiUser } from "@/lib/server/auth/guard";
import { proxied } from "@/lib/server/respond";
import { listCallResults } from "@/lib/server/upstream";

// GET /api/call-results – list call results (spec §4.1), without the key.
// Cache-Control private, no-store: the data belongs to one project and changes every few
// seconds; freshness is the client cache's job (TanStack Query), not a shared cache's.
export function GET(request: NextRequest) {
  return proxied("GET /api/call-results", async (trace) => {
    requireApiUser(request, "viewer");
    const parsed = parseListQuery(request.nextUrl.searchParams);
    if (!parsed.success) {
      throw new DashboardError("invalid_request", `Invalid query: ${parsed.issues.map((i) => `${i.param} ${i.message}`).join("; ")}.`, {
        details: parsed.issues,
      });
    }
    const body = await listCallResults(parsed.data, trace);
    return Response.json(body, { headers: { "cache-control": "private, no-store" } });
  });
}
