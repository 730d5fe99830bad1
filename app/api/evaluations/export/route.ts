import { apiRoute } from "@/lib/server/api-route";
import { exportConfig } from "@/lib/server/export/export-config";
import { takeExportSlot } from "@/lib/server/export/export-slots";
import { invalidParam } from "@/lib/server/http/list-params";
import { evaluationsCsv } from "@/lib/server/quality/evaluations-export";
import { evaluationsFilter } from "@/lib/server/quality/evaluations-query";
import { currentStore } from "@/lib/server/store/current-store";
import { isTimeZone } from "@/lib/time-zones";

// GET /api/evaluations/export – the submitted evaluations of GET /api/evaluations' filters (no
// paging, at most 5,000) as CSV, a row each with a column per question (lib/server/quality/
// evaluations-export.ts), times in `zone`. The calls export's role, slots and audit trail.
// Recorded once the file is made, before it is sent: a trail that cannot be written refuses it.
const AUDIT = { action: "export", refused: "the export was not made" } as const;

export const GET = apiRoute({ name: "GET /api/evaluations/export", role: "downloader", sameSite: true, audit: AUDIT }, async ({ url, user, audit }) => {
  const zone = url.searchParams.get("zone") ?? undefined;
  if (zone !== undefined && !isTimeZone(zone)) throw invalidParam("zone", "is not a known time zone");
  const filter = evaluationsFilter((n) => url.searchParams.get(n));
  const release = takeExportSlot(user.name, exportConfig());
  try {
    const { db } = await currentStore();
    const { text, count } = await evaluationsCsv(db, filter, zone);
    const filters = new URLSearchParams([...url.searchParams].filter(([n]) => n !== "zone")).toString();
    await audit("completed", `evaluations csv; ${decodeURIComponent(filters) || "no filters"}; ${count} evaluations`);
    const name = `evaluations_${new Date().toISOString().slice(0, 16).replace(":", "-")}Z.csv`;
    return new Response(text, {
      headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${name}"`, "cache-control": "no-store" },
    });
  } finally {
    release();
  }
});
