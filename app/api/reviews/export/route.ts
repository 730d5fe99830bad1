import { EXPORT_FORMATS, type ExportFormat } from "@/lib/dashboard-api/export";
import { resolveReviewRanges, reviewsSearch } from "@/lib/reviews/reviews-query";
import { apiRoute } from "@/lib/server/api-route";
import { recordCompleted } from "@/lib/server/export/export-audit";
import { exportConfig } from "@/lib/server/export/export-config";
import { takeExportSlot } from "@/lib/server/export/export-slots";
import { reviewsExportStream, reviewsExportTotal } from "@/lib/server/export/reviews-export";
import { invalidParam } from "@/lib/server/http/list-params";
import { reviewsQueryOrRefuse } from "@/lib/server/reviews/reviewed-calls";
import { currentStore } from "@/lib/server/store/current-store";
import { isTimeZone } from "@/lib/time-zones";

const CONTENT_TYPES: Record<ExportFormat, string> = { csv: "text/csv; charset=utf-8", jsonl: "application/x-ndjson; charset=utf-8" };

// GET /api/reviews/export – every call of the Reviews list's filters (no paging) with its
// facts, reviews and notes, as CSV or JSON Lines (`format`), downloaded as a file. The
// calls export's role, slots and audit trail: whole lists leave the dashboard.
// Recorded when it starts (a trail that cannot be written refuses it) and when it ends.
const AUDIT = { action: "export", refused: "the export was not started" } as const;

export const GET = apiRoute({ name: "GET /api/reviews/export", role: "downloader", sameSite: true, audit: AUDIT }, async ({ url, request, user, audit }) => {
  const format = url.searchParams.get("format") ?? "csv";
  if (!(EXPORT_FORMATS as readonly string[]).includes(format)) throw invalidParam("format", `must be one of ${EXPORT_FORMATS.join(", ")}`);
  // The page's zone (its link's tz=, or the user's setting), for the file's times; none: as stored.
  const zone = url.searchParams.get("zone") ?? undefined;
  if (zone !== undefined && !isTimeZone(zone)) throw invalidParam("zone", "is not a known time zone");
  const query = reviewsQueryOrRefuse(
    (n) => (n === "page" || n === "pageSize" ? null : url.searchParams.get(n)),
    (n) => url.searchParams.getAll(n),
  );
  // The end is pinned to now, so what is reviewed while the file is written cannot shift its pages.
  // A preset ("today") is read in the page's zone.
  const now = new Date().toISOString();
  const { page: _page, pageSize: _pageSize, ...ranged } = query;
  const filters = resolveReviewRanges(ranged, Date.parse(now), zone ?? "UTC");
  const filter = { ...filters, to: filters.to && filters.to < now ? filters.to : now };
  const config = exportConfig();
  const release = takeExportSlot(user.name, config);
  try {
    const { db } = await currentStore();
    const total = await reviewsExportTotal(db, filter);
    const filters = decodeURIComponent(reviewsSearch(query).toString()) || "no filters";
    const details = (calls: number) => `reviews ${format}; ${filters}; ${calls} calls`;
    await audit("started", details(total));
    const stream = reviewsExportStream(db, filter, format as ExportFormat, {
      user,
      signal: request.signal,
      idleMs: config.idleMs,
      total,
      zone,
      finish: (written) => recordCompleted(() => audit("completed", details(written)), { user: user.name, details: details(written) }, request.signal),
      onEnd: (outcome, written) => {
        release();
        if (outcome !== "completed") audit(outcome, details(written)).catch(() => undefined);
      },
    });
    const name = `reviews_${now.slice(0, 16).replace(":", "-")}Z.${format}`;
    return new Response(stream, {
      headers: { "content-type": CONTENT_TYPES[format as ExportFormat], "content-disposition": `attachment; filename="${name}"`, "cache-control": "no-store" },
    });
  } catch (error) {
    release();
    throw error;
  }
});
