import { apiRoute } from "@/lib/server/api-route";
import { readiness } from "@/lib/server/health";

// GET /api/health – the readiness check under its first name (/api/health/ready), kept
// for load balancers configured before the split.
export const GET = apiRoute({ name: "GET /api/health", role: "anyone" }, readiness);
