import { parseListQuery } from "@/lib/call-results/list-query";
import { DashboardError } from "@/lib/errors";
import { apiRoute } from "@/lib/server/api-route";
import { exportStream } from "@/lib/server/export/call-export";
import { exportMaxRows } from "@/lib/server/export/export-config";
import { EXPORT_FORMATS, type ExportFormat } from "@/lib/server/export/export-format";

// GET /api/export – every call the list's filters match, as CSV or JSON Lines (`format`),
// streamed as progress events that carry the file (lib/server/export/call-export.ts).
// Exporting is a permission of its own: whole result sets leave the dashboard.
export const GET = apiRoute({ name: "GET /api/export", role: "downloader" }, async ({ url, request }) => {
  const format = url.searchParams.get("format") ?? "csv";
  if (!(EXPORT_FORMATS as readonly string[]).includes(format)) {
    throw new DashboardError("invalid_request", `Invalid query: format must be one of ${EXPORT_FORMATS.join(", ")}.`, {
      details: [{ param: "format", message: `must be one of ${EXPORT_FORMATS.join(", ")}` }],
    });
  }
  const params = new URLSearchParams(url.searchParams);
  params.delete("format");
  const parsed = parseListQuery(params);
  if (!parsed.success) {
    throw new DashboardError("invalid_request", `Invalid query: ${parsed.issues.map((i) => `${i.param} ${i.message}`).join("; ")}.`, {
      details: parsed.issues,
    });
  }
  const stream = exportStream(parsed.data, format as ExportFormat, { maxRows: exportMaxRows(), signal: request.signal, onEnd: () => undefined });
  return new Response(stream, { headers: { "content-type": "application/x-ndjson; charset=utf-8", "cache-control": "no-store" } });
});
