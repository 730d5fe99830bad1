import { apiRoute } from "@/lib/server/api-route";
import { indexConfig } from "@/lib/server/call-index/config";
import { indexStatus } from "@/lib/server/call-index/status";
import { insightsShortSeconds } from "@/lib/server/insights/config";
import { checkCoverage } from "@/lib/server/insights/coverage";
import { compareRange, insightsData } from "@/lib/server/insights/page-data";
import { readInsightsParams } from "@/lib/server/insights/params";
import { currentStore } from "@/lib/server/store/current-store";

// GET /api/insights – the Insights page's data (headline figures with their comparison,
// agents, hour × weekday heatmap, trend, duration histogram) for a range and the filters
// the roll-ups count by, from the call index's roll-ups: no upstream request.
export const GET = apiRoute({ name: "GET /api/insights", role: "viewer" }, async ({ url }) => {
  const now = Date.now();
  const config = indexConfig();
  const req = readInsightsParams(url.searchParams, now);
  const { db } = await currentStore();
  const status = await indexStatus(db, config, now);
  checkCoverage(status, req.fromMs, compareRange(req)?.[0]);
  const data = await insightsData(db, req, insightsShortSeconds(), status.lastTailAt);
  return Response.json(data, { headers: { "cache-control": "private, no-store" } });
});
