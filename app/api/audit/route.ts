import { auditCsvStream, listAudit } from "@/lib/server/audit";
import { parseAuditQuery } from "@/lib/server/audit-query";
import { apiRoute } from "@/lib/server/api-route";

// GET /api/audit – the audit log (admins only); ?format=csv exports every matching entry, streamed.
export const GET = apiRoute({ name: "GET /api/audit", role: "admin" }, async ({ url }) => {
  const q = parseAuditQuery((n) => url.searchParams.get(n));
  if (url.searchParams.get("format") === "csv") {
    return new Response(auditCsvStream(q), {
      headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": 'attachment; filename="audit-log.csv"', "cache-control": "no-store" },
    });
  }
  return Response.json(listAudit(q), { headers: { "cache-control": "no-store" } });
});
