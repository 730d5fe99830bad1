import { apiRoute } from "@/lib/server/api-route";
import { health } from "@/lib/server/health";
import { metricsResponse } from "@/lib/server/metrics";

// GET /api/metrics – this instance's Prometheus metrics: 404 unless DASHBOARD_METRICS_TOKEN
// is set, then for its bearer only (a scraper has no session, hence "anyone" plus the token).
export const GET = apiRoute({ name: "GET /api/metrics", role: "anyone" }, ({ request }) => metricsResponse(request, health));
