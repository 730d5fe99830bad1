import type { CallField } from "@/lib/call-results/fields";
import { listQueryKey } from "@/lib/call-results/list-query";
import { resolveCreated } from "@/lib/created-range";
import { EXPORT_FORMATS, type ExportFormat } from "@/lib/dashboard-api/export";
import { DashboardError } from "@/lib/errors";
import { apiRoute } from "@/lib/server/api-route";
import { spendToken } from "@/lib/server/auth/guard";
import { indexPage, indexServes } from "@/lib/server/call-index/search-source";
import { exportStream } from "@/lib/server/export/call-export";
import { recordCompleted } from "@/lib/server/export/export-audit";
import { exportConfig } from "@/lib/server/export/export-config";
import { ALL_FIELDS } from "@/lib/server/export/export-format";
import { takeExportSlot } from "@/lib/server/export/export-slots";
import { invalidParam, listQueryOrRefuse } from "@/lib/server/http/list-params";
import { stoppingSignal } from "@/lib/server/lifecycle/shutdown";
import { startInFlight } from "@/lib/server/metrics";
import { listCallResults } from "@/lib/server/upstream/upstream";
import { isTimeZone } from "@/lib/time-zones";

// GET /api/export – every call the list's filters match, as CSV or JSON Lines (`format`),
// streamed as progress events that carry the file (lib/server/export/call-export.ts).
// Exporting is a permission of its own: whole result sets leave the dashboard.
// Recorded when it starts (no export without a record: a trail that cannot be written
// refuses it) and when it ends, with the rows written: the trail is append-only.
const AUDIT = { action: "export", refused: "the export was not started" } as const;

export const GET = apiRoute({ name: "GET /api/export", role: "downloader", sameSite: true, audit: AUDIT }, async ({ url, request, user, audit }) => {
  const format = url.searchParams.get("format") ?? "csv";
  if (!(EXPORT_FORMATS as readonly string[]).includes(format)) throw invalidParam("format", `must be one of ${EXPORT_FORMATS.join(", ")}`);
  const zone = url.searchParams.get("zone") ?? "UTC";
  if (!isTimeZone(zone)) throw invalidParam("zone", "is not a known time zone");
  // A relative range (`created=24h`) is resolved once, as the export starts, in the view's zone.
  const query = resolveCreated(listQueryOrRefuse(url.searchParams, { relative: true, index: true }), Date.now(), zone);
  const fields = fieldsOrRefuse(url.searchParams.get("fields"));
  // The same source as the view's list and summary (lib/server/call-index/search-source.ts).
  const fromIndex = indexServes(query);
  const config = exportConfig();
  // A role was required, so there is a user (anonymous without sign-in).
  const who = user ?? { name: "anonymous", role: "admin" as const };
  // Full means full now: answered at once, before anything is recorded or asked upstream.
  const release = takeExportSlot(who.name, config);
  try {
    const filters = listQueryKey({ ...query, page: undefined, pageSize: undefined, sortBy: undefined, sortOrder: undefined });
    const columns = fields === ALL_FIELDS ? "" : `; fields=${fields.join(",")}`;
    const details = (rows?: number) =>
      `${format}${columns}; ${filters ? decodeURIComponent(filters) : "no filters"}${rows === undefined ? "" : `; ${rows} rows`}`;
    await audit("started", details());
    const inFlight = startInFlight("export");
    let pages = 0;
    const stream = exportStream(query, format as ExportFormat, {
      maxRows: config.maxRows,
      idleMs: config.idleMs,
      signal: request.signal,
      stopping: stoppingSignal(),
      fields,
      // Asked in a zone (the dialog always names the view's): times on its clock, and the zone named.
      zone: url.searchParams.has("zone") ? zone : undefined,
      // Each page is an upstream request and costs the user a token, as a list would (the
      // request's own token paid the first); an empty budget slows the export down.
      fetchPage: async (q) => {
        if (fromIndex) return indexPage(q, null, zone);
        if (pages++ > 0) await payForPage(who, request.signal);
        return listCallResults(q, {}, "background");
      },
      finish: (written) => recordCompleted(() => audit("completed", details(written)), { user: who.name, details: details(written) }, request.signal),
      onEnd: (end) => {
        release();
        inFlight();
        if (end.outcome === "completed") return;
        const outcome = end.outcome === "failed" ? `failed: ${end.code}` : end.outcome;
        // A failed write is logged by audit(), and the "started" entry stands.
        audit(outcome, details(end.written)).catch(() => undefined);
      },
    });
    return new Response(stream, { headers: { "content-type": "application/x-ndjson; charset=utf-8", "cache-control": "no-store" } });
  } catch (error) {
    release();
    throw error;
  }
});

/** `fields`: the field names the file holds, in their order (the visible columns); all 18 when absent. */
function fieldsOrRefuse(value: string | null): readonly CallField[] {
  if (value === null) return ALL_FIELDS;
  const names = value.split(",");
  const known = names.every((name) => (ALL_FIELDS as readonly string[]).includes(name));
  if (!known || names.length === 0 || new Set(names).size !== names.length) {
    throw invalidParam("fields", `must list distinct field names of a call result, separated by commas (${ALL_FIELDS.slice(0, 3).join(",")}, …)`);
  }
  return names as CallField[];
}

async function payForPage(user: Parameters<typeof spendToken>[0], signal: AbortSignal): Promise<void> {
  for (;;) {
    signal.throwIfAborted();
    try {
      return await spendToken(user);
    } catch (error) {
      if (!(error instanceof DashboardError) || error.code !== "rate_limited") throw error;
      await new Promise((resolve) => setTimeout(resolve, (error.extra.retryAfterSeconds ?? 1) * 1000));
    }
  }
}
