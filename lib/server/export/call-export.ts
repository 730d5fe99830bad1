import "server-only";
import type { ListQuery } from "@/lib/call-results/list-query";
import { DashboardError } from "@/lib/errors";
import { listCallResults } from "../upstream";
import type { ExportEvent, ExportFormat } from "@/lib/dashboard-api/export";
import { exportHeader, exportLine } from "./export-format";
import { walkPages } from "./export-pages";

// An export as a stream of events (lib/dashboard-api/export.ts), built page by page.
// Nothing is held beyond one page; the upstream is asked at background priority.

export interface ExportOutcome {
  outcome: "completed" | "cancelled" | "failed";
  written: number;
  code?: string;
}

export function exportStream(
  query: ListQuery,
  format: ExportFormat,
  options: { maxRows: number; signal: AbortSignal; onEnd: (result: ExportOutcome) => void },
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let written = 0;
  let promised = 0;
  let ended = false;
  const end = (result: ExportOutcome) => {
    if (!ended) options.onEnd(result);
    ended = true;
  };
  const pages = walkPages(query, { fetchPage: (q) => listCallResults(q, {}, "background"), signal: options.signal });
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const send = (event: ExportEvent) => controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
      try {
        const next = await pages.next();
        if (next.done) {
          send({ type: "done", written, total: promised });
          controller.close();
          end({ outcome: "completed", written });
          return;
        }
        const { rows, total } = next.value;
        if (!started) {
          if (total > options.maxRows) {
            throw new DashboardError("invalid_request", `The view matches ${total} calls; an export holds at most ${options.maxRows}. Narrow the filters.`);
          }
          send({ type: "start", total });
          promised = total;
          started = true;
        }
        const text = (written === 0 ? exportHeader(format) : "") + rows.map((call) => exportLine(call, format)).join("");
        written += rows.length;
        send({ type: "rows", count: rows.length, text });
      } catch (error) {
        if (options.signal.aborted) {
          controller.close();
          end({ outcome: "cancelled", written });
          return;
        }
        if (!(error instanceof DashboardError)) console.error(`export: ${(error as Error)?.message ?? String(error)}`);
        const e = error instanceof DashboardError ? error : new DashboardError("internal_error", "The export failed.");
        send({ type: "error", code: e.code, message: e.message, written });
        controller.close();
        end({ outcome: "failed", written, code: e.code });
      }
    },
    async cancel() {
      await pages.return(undefined);
      end({ outcome: "cancelled", written });
    },
  });
}
