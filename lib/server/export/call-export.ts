import "server-only";
import type { CallField } from "@/lib/call-results/fields";
import type { ListQuery } from "@/lib/call-results/list-query";
import type { ListResponse } from "@/lib/call-results/schemas";
import type { ExportEvent, ExportFormat, ExportRange } from "@/lib/dashboard-api/export";
import { DashboardError } from "@/lib/errors";
import { log } from "../log/logger";
import { listCallResults } from "../upstream/upstream";
import { exportHeader, exportLine } from "./export-format";
import { IDLE_MESSAGE, idleWatch } from "./export-idle";
import { snapshotQuery, walkPages } from "./export-pages";

// An export as a stream of events (lib/dashboard-api/export.ts), built page by page.
// Nothing is held beyond one page; the upstream is asked at background priority. The
// created range is resolved once, when the export starts (an open end is pinned to that
// moment), and the start event names it, so the file can say which range it holds.
// "done" is sent only once `finish` has recorded the completed export: a file whose
// record could not be written is never offered as complete.

export interface ExportOutcome {
  outcome: "completed" | "cancelled" | "failed";
  written: number;
  code?: string;
}

export function exportStream(
  query: ListQuery,
  format: ExportFormat,
  options: {
    maxRows: number;
    signal: AbortSignal;
    /** The fields of each row, in order (all 18 unless asked otherwise). */
    fields?: readonly CallField[];
    /** The view's zone: times are written on its clock, with their offset, and the file names it. */
    zone?: string;
    /** Aborted when the server shuts down: the export ends with a `shutting_down` error event. */
    stopping?: AbortSignal;
    /** Records a completed export; the file is offered only once it resolves. */
    finish: (written: number) => Promise<void>;
    /** Every end (completed, cancelled, failed), once: after `finish` for a completed one. */
    onEnd: (result: ExportOutcome) => void;
    now?: number;
    fetchPage?: (query: ListQuery) => Promise<ListResponse>;
    /** A reader that takes nothing for this long ends the export with an error event (DASHBOARD_EXPORT_IDLE_SECONDS). */
    idleMs?: number;
  },
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let written = 0;
  let promised = 0;
  let ended = false;
  const end = (result: ExportOutcome) => {
    if (!ended) options.onEnd(result);
    ended = true;
  };
  const now = options.now ?? Date.now();
  const pinned = snapshotQuery(query, now);
  const range: ExportRange = { from: pinned.createdFrom ?? null, to: new Date(pinned.createdTo!).toISOString() };
  const fetchPage = options.fetchPage ?? ((q: ListQuery) => listCallResults(q, {}, "background"));
  const pages = walkPages(query, { fetchPage, signal: options.signal, now });
  let started = false;
  let stalled: ReadableStreamDefaultController<Uint8Array> | undefined;
  const idleMs = options.idleMs ?? 30_000;
  const idle = idleWatch(idleMs, () => {
    if (ended || !stalled) return;
    stalled.enqueue(
      encoder.encode(`${JSON.stringify({ type: "error", code: "export_idle", message: IDLE_MESSAGE(idleMs), written } satisfies ExportEvent)}\n`),
    );
    stalled.close();
    end({ outcome: "failed", written, code: "export_idle" });
    void pages.return(undefined);
  });
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      idle.disarm();
      const send = (event: ExportEvent) => controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
      try {
        const next = await untilStopped(pages.next(), options.stopping, () => written);
        // Cancelled while the page was on its way: the stream is closed already.
        if (ended) return;
        if (next.done) {
          await options.finish(written);
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
          send({ type: "start", total, range });
          promised = total;
          started = true;
        }
        const text =
          (written === 0 ? exportHeader(format, options.fields, options.zone) : "") +
          rows.map((call) => exportLine(call, format, options.fields, options.zone)).join("");
        written += rows.length;
        send({ type: "rows", count: rows.length, text });
        // Handed over: the reader has idleMs to ask for more.
        stalled = controller;
        idle.arm();
      } catch (error) {
        if (ended) return;
        if (options.signal.aborted) {
          controller.close();
          end({ outcome: "cancelled", written });
          return;
        }
        if (!(error instanceof DashboardError)) log().error(`export: ${(error as Error)?.message ?? String(error)}`);
        const e = error instanceof DashboardError ? error : new DashboardError("internal_error", "The export failed.");
        send({ type: "error", code: e.code, message: e.message, written });
        controller.close();
        end({ outcome: "failed", written, code: e.code });
      }
    },
    async cancel() {
      idle.disarm();
      // Ended first: a page still on its way finds the stream closed and writes nothing.
      end({ outcome: "cancelled", written });
      await pages.return(undefined);
    },
  });
}

/** The page, or a `shutting_down` error as soon as the server stops (the page still on its way is dropped). */
function untilStopped<T>(page: Promise<T>, stopping: AbortSignal | undefined, written: () => number): Promise<T> {
  if (!stopping) return page;
  const stopped = () =>
    new DashboardError("shutting_down", `The dashboard is restarting: the export stopped after ${written()} rows, so this file is incomplete. Start it again.`);
  if (stopping.aborted) return Promise.reject(stopped());
  return new Promise<T>((resolve, reject) => {
    const onStop = () => reject(stopped());
    stopping.addEventListener("abort", onStop, { once: true });
    page.then(resolve, reject).finally(() => stopping.removeEventListener("abort", onStop));
  });
}
