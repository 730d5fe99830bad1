import { apiRoute } from "@/lib/server/api-route";
import { health } from "@/lib/server/health";

// GET /api/health – each dependency ok or failing; 200 only when all are ok, else 503.
// No sign-in: load balancers call it (lib/server/health.ts says what it reveals).
export const GET = apiRoute({ name: "GET /api/health", role: "anyone" }, async () => {
  const result = await health();
  return Response.json(result, { status: result.status === "ok" ? 200 : 503, headers: { "cache-control": "no-store" } });
});
