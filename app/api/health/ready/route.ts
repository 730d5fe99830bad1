import { apiRoute } from "@/lib/server/api-route";
import { readiness } from "@/lib/server/health";

// GET /api/health/ready – whether this instance can serve now: 503 only when its store
// cannot be reached; Redis and the upstream are reported (lib/server/health.ts says why).
export const GET = apiRoute({ name: "GET /api/health/ready", role: "anyone" }, readiness);
