import { apiRoute } from "@/lib/server/api-route";
import { auditQueryOrRefuse } from "@/lib/server/audit-query";
import { auditCsvStream, listAudit } from "@/lib/server/store/audit-read";
import { currentStore } from "@/lib/server/store/current-store";

// GET /api/audit – the audit log (admins only); ?format=csv exports every matching entry, streamed.
export const GET = apiRoute({ name: "GET /api/audit", role: "admin" }, async ({ url }) => {
  const q = auditQueryOrRefuse((n) => url.searchParams.get(n));
  const { db } = await currentStore();
  if (url.searchParams.get("format") === "csv") {
    return new Response(auditCsvStream(db, q), {
      headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": 'attachment; filename="audit-log.csv"', "cache-control": "no-store" },
    });
  }
  return Response.json(await listAudit(db, q), { headers: { "cache-control": "no-store" } });
});
