import type { NextRequest } from "next/server";
import { requireApiUser } from "@/lib/server/auth/guard";
import { errorResponse, toDashboardError } from "@/lib/server/http/respond";
import { passthroughList } from "@/lib/server/upstream/upstream-passthrough";

// GET /api/bench-passthrough – the list relayed with no checks, for `npm run bench` only.
// It does not exist (404) unless the server was started with BENCH_PASSTHROUGH=1 (only
// the bench and the e2e server do), and even then it needs a session like every other
// route when sign-in is on. Not apiRoute: its log line would weigh on the baseline.
export async function GET(request: NextRequest) {
  if (process.env.BENCH_PASSTHROUGH !== "1") return Response.json({ error: "Not found", code: "not_found" }, { status: 404 });
  try {
    await requireApiUser(request, "viewer");
    return await passthroughList(request.nextUrl.search);
  } catch (error) {
    return errorResponse(toDashboardError(error));
  }
}
