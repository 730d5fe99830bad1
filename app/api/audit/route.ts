import { auditCsv, listAudit } from "@/lib/server/audit";
import { parseAuditQuery } from "@/lib/server/audit-query";
import { apiRoute } from "@/lib/server/api-route";

// GET /api/audit – the audit log (admins only); ?format=csv exports every matching entry.
export const GET = apiRoute({ name: "GET /api/audit", role: "admin" }, async ({ url }) => {
  const q = parseAuditQuery((n) => url.searchParams.get(n));
  if (url.searchParams.get("format") === "csv") {
    const { entries } = listAudit({ ...q, page: 1, pageSize: 1_000_000 });
    return new Response(auditCsv(entries), {
      headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": 'attachment; filename="audit-log.csv"', "cache-control": "no-store" },
    });
  }
  return Response.json(listAudit(q), { headers: { "cache-control": "no-store" } });
});
