import type { NextRequest } from "next/server";
import { auditCsv, listAudit } from "@/lib/server/audit";
import { parseAuditQuery } from "@/lib/server/audit-query";
import { requireApiUser } from "@/lib/server/auth/guard";
import { proxied } from "@/lib/server/respond";

// GET /api/audit – the audit log (admins only); ?format=csv exports every matching entry.
export function GET(request: NextRequest) {
  return proxied("GET /api/audit", async () => {
    requireApiUser(request, "admin");
    const q = parseAuditQuery((n) => request.nextUrl.searchParams.get(n));
    if (request.nextUrl.searchParams.get("format") === "csv") {
      const { entries } = listAudit({ ...q, page: 1, pageSize: 1_000_000 });
      return new Response(auditCsv(entries), {
        headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": 'attachment; filename="audit-log.csv"', "cache-control": "no-store" },
      });
    }
    return Response.json(listAudit(q), { headers: { "cache-control": "no-store" } });
  });
}
