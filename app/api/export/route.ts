import { listQueryKey } from "@/lib/call-results/list-query";
import { apiRoute, auditOrRefuse } from "@/lib/server/api-route";
import { clientAddress } from "@/lib/server/client-address";
import { exportStream } from "@/lib/server/export/call-export";
import { exportMaxRows } from "@/lib/server/export/export-config";
import { EXPORT_FORMATS, type ExportFormat } from "@/lib/dashboard-api/export";
import { invalidParam, listQueryOrRefuse } from "@/lib/server/list-params";
import { startInFlight } from "@/lib/server/metrics";

// GET /api/export – every call the list's filters match, as CSV or JSON Lines (`format`),
// streamed as progress events that carry the file (lib/server/export/call-export.ts).
// Exporting is a permission of its own: whole result sets leave the dashboard.
export const GET = apiRoute({ name: "GET /api/export", role: "downloader" }, async ({ url, request, user }) => {
  const format = url.searchParams.get("format") ?? "csv";
  if (!(EXPORT_FORMATS as readonly string[]).includes(format)) throw invalidParam("format", `must be one of ${EXPORT_FORMATS.join(", ")}`);
  const query = listQueryOrRefuse(url.searchParams);
  // Recorded when it starts (no export without a record: a trail that cannot be written
  // refuses it) and when it ends, with the rows written: the trail is append-only.
  const filters = listQueryKey({ ...query, page: undefined, pageSize: undefined, sortBy: undefined, sortOrder: undefined });
  // A role was required, so there is a user (anonymous without sign-in).
  const entry = { user: user?.name ?? "anonymous", action: "export" as const, callId: null, callTaskId: null, client: clientAddress(request) };
  const details = (rows?: number) => `${format}; ${filters ? decodeURIComponent(filters) : "no filters"}${rows === undefined ? "" : `; ${rows} rows`}`;
  await auditOrRefuse({ ...entry, outcome: "started", details: details() }, "the export was not started");
  const ended = startInFlight("export");
  const stream = exportStream(query, format as ExportFormat, {
    maxRows: exportMaxRows(),
    signal: request.signal,
    onEnd: (end) => {
      ended();
      const outcome = end.outcome === "failed" ? `failed: ${end.code}` : end.outcome;
      // The file has left by now; a failed write is logged by auditOrRefuse, and the
      // "started" entry stands.
      auditOrRefuse({ ...entry, outcome, details: details(end.written) }).catch(() => undefined);
    },
  });
  return new Response(stream, { headers: { "content-type": "application/x-ndjson; charset=utf-8", "cache-control": "no-store" } });
});
