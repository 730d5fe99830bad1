import { apiRoute } from "@/lib/server/api-route";

// GET /api/health/live – this process is up and serving; it asks no dependency, so a
// restart is never triggered by a database or an upstream that another instance shares.
export const GET = apiRoute({ name: "GET /api/health/live", role: "anyone" }, async () =>
  Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } }),
);
