import { apiRoute } from "@/lib/server/api-route";
import { indexConfig } from "@/lib/server/call-index/config";
import { indexStatus } from "@/lib/server/call-index/status";
import { currentStore } from "@/lib/server/store/current-store";

// GET /api/index/status – the call index's coverage, freshness and backfill progress, for
// whoever may list calls (the coverage line). Read from the store: any instance answers.
export const GET = apiRoute({ name: "GET /api/index/status", role: "viewer" }, async () => {
  const { db } = await currentStore();
  return Response.json(await indexStatus(db, indexConfig(), Date.now()), { headers: { "cache-control": "no-store" } });
});
