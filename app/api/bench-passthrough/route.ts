import type { NextRequest } from "next/server";
import { passthroughList } from "@/lib/server/upstream";

// GET /api/bench-passthrough – the list relayed with no checks, for `npm run bench` only.
// It does not exist (404) unless the server was started with BENCH_PASSTHROUGH=1.
export function GET(request: NextRequest) {
  if (process.env.BENCH_PASSTHROUGH !== "1") return Response.json({ error: "Not found", code: "not_found" }, { status: 404 });
  return passthroughList(request.nextUrl.search);
}
