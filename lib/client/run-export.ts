"use client";
// Runs an export in the browser: reads the server's event stream (one JSON object a
// line), reports progress, and only a finished export becomes a file, handed over as an
// ordinary download (no file picker, so it works the same everywhere).
import { type ExportEvent, type ExportFormat, type ExportRange, exportFileName } from "@/lib/dashboard-api/export";
import { ApiError, errorOf } from "@/lib/dashboard-api/fetch";
import { PAGE_PATHS } from "@/lib/dashboard-api/page-paths";
import { withSearch } from "@/lib/dashboard-api/paths";

export interface ExportResult {
  written: number;
  /** The calls the snapshot matched when the export started. */
  total: number;
  fileName: string;
  /** The absolute created range the server resolved when the export started. */
  range: ExportRange;
}

export async function runExport(
  search: string,
  format: ExportFormat,
  options: {
    signal: AbortSignal;
    /** The view's time zone: a relative range is resolved in it, once, as the export starts. */
    zone: string;
    onProgress: (written: number, total: number) => void;
    onStart?: (range: ExportRange) => void;
    /** The fields of each row (the visible columns); all 18 when absent. */
    fields?: readonly string[];
  },
): Promise<ExportResult> {
  const params = new URLSearchParams(search);
  params.set("format", format);
  if (options.fields) params.set("fields", options.fields.join(","));
  // The zone a relative range (`created=today`) is resolved in, as the view shows it.
  params.set("zone", options.zone);
  const response = await fetch(withSearch(PAGE_PATHS.export, params), { signal: options.signal, headers: { accept: "application/x-ndjson" } });
  if (!response.ok || !response.body) throw errorOf(response, await response.json().catch(() => null), `The export could not start (HTTP ${response.status}).`);
  const parts: string[] = [];
  let total = 0;
  let range: ExportRange | undefined;
  let written = 0;
  let buffer = "";
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    buffer += decoder.decode(value, { stream: !done });
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const line of lines) {
      if (!line) continue;
      const event = JSON.parse(line) as ExportEvent;
      if (event.type === "start") {
        total = event.total;
        range = event.range;
        options.onStart?.(range);
      } else if (event.type === "rows") {
        parts.push(event.text);
        written += event.count;
      } else if (event.type === "error") throw new ApiError(event.code as ApiError["code"], event.message, 200);
      else if (event.type === "done") {
        // The server always sends start (with the range) before done.
        if (!range) throw new ApiError("internal_error", "The export ended without saying which range it held; no file was saved.", 200);
        const held = range;
        const fileName = exportFileName(format, held);
        save(new Blob(parts, { type: format === "csv" ? "text/csv;charset=utf-8" : "application/x-ndjson" }), fileName);
        return { written: event.written, total: event.total, fileName, range: held };
      }
      options.onProgress(written, total);
    }
    if (done) throw new ApiError("upstream_error", "The export was cut off before it finished; no file was saved.", 200);
  }
}

function save(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = href;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
