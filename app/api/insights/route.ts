import { apiRoute } from "@/lib/server/api-route";
import { insightsAnswer } from "@/lib/server/insights/answer";
import { currentStore } from "@/lib/server/store/current-store";

// GET /api/insights – the Insights page's data (headline figures with their comparison,
// agents, hour × weekday heatmap, trend, duration histogram) for a range and the filters
// the roll-ups count by, from the call index's roll-ups: no upstream request.
export const GET = apiRoute({ name: "GET /api/insights", role: "viewer" }, async ({ url }) => {
  const { db } = await currentStore();
  const data = await insightsAnswer(db, url.searchParams, Date.now());
  return Response.json(data, { headers: { "cache-control": "private, no-store" } });
});
