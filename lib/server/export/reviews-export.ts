import "server-only";
import type { ExportFormat } from "@/lib/dashboard-api/export";
import { DashboardError } from "@/lib/errors";
import type { SessionUser } from "@/lib/roles";
import { spendToken } from "../auth/guard";
import { callFacts } from "../call-facts";
import { log } from "../log/logger";
import { rememberCallDates } from "../reviews/call-dates";
import type { StoreDb } from "../store/database";
import { listReviewedCalls, notesOfCalls, type ReviewedCallsFilter } from "../store/reviewed-calls";
import { IDLE_MESSAGE, idleWatch } from "./export-idle";
import { reviewsExportHeader, reviewsExportLines } from "./reviews-export-format";

// The Reviews list's export as a download, built BATCH calls at a time from the store (with
// their notes, at most NOTES_PER_CALL each) and their facts from the service at background
// priority: nothing beyond one batch is held. Bounded: a list of more than
// REVIEWS_EXPORT_MAX_CALLS is refused before anything is read. The file ends only once
// `finish` has recorded the completed export; any failure breaks the download instead of
// ending it, so a partial file is never taken for a whole one.

export const REVIEWS_EXPORT_MAX_CALLS = 10_000;
const BATCH = 20;

/** The number of calls the export would hold, or a 400 when it is more than it may. */
export async function reviewsExportTotal(db: StoreDb, filter: ReviewedCallsFilter): Promise<number> {
  const { total } = await listReviewedCalls(db, filter, { offset: 0, limit: 0 });
  if (total > REVIEWS_EXPORT_MAX_CALLS)
    throw new DashboardError(
      "invalid_request",
      `The list holds ${total.toLocaleString("en-US")} calls; an export holds at most ${REVIEWS_EXPORT_MAX_CALLS.toLocaleString("en-US")}. Narrow the filters.`,
    );
  return total;
}

/** A token of the user's budget for each look-up, waited for rather than refused: an export is long work. */
async function payWaiting(user: SessionUser, points: number, signal: AbortSignal): Promise<void> {
  for (;;) {
    signal.throwIfAborted();
    try {
      return await spendToken(user, points);
    } catch (error) {
      if (!(error instanceof DashboardError) || error.code !== "rate_limited") throw error;
      await new Promise((resolve) => setTimeout(resolve, (error.extra.retryAfterSeconds ?? 1) * 1000));
    }
  }
}

export function reviewsExportStream(
  db: StoreDb,
  filter: ReviewedCallsFilter,
  format: ExportFormat,
  options: {
    user: SessionUser;
    signal: AbortSignal;
    total: number;
    /** The Reviews page's zone: times on its clock with their offset, and the zone named (reviews-export-format.ts). */
    zone?: string;
    finish: (written: number) => Promise<void>;
    onEnd: (outcome: string, written: number) => void;
    /** A reader that takes nothing for this long ends the file with an error (DASHBOARD_EXPORT_IDLE_SECONDS). */
    idleMs?: number;
  },
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let written = 0;
  let ended = false;
  const end = (outcome: string) => {
    if (!ended) options.onEnd(outcome, written);
    ended = true;
  };
  let stalled: ReadableStreamDefaultController<Uint8Array> | undefined;
  const idleMs = options.idleMs ?? 30_000;
  const idle = idleWatch(idleMs, () => {
    if (ended || !stalled) return;
    end("failed: export_idle");
    stalled.error(new DashboardError("rate_limited", IDLE_MESSAGE(idleMs)));
  });
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      idle.disarm();
      try {
        // Read no further than the total counted at the start: calls reviewed meanwhile wait for the next export.
        const limit = Math.min(BATCH, options.total - written);
        const { calls } = limit > 0 ? await listReviewedCalls(db, filter, { offset: written, limit }) : { calls: [] };
        if (ended) return;
        if (calls.length === 0) {
          if (written === 0) controller.enqueue(encoder.encode(reviewsExportHeader(format, options.zone)));
          await options.finish(written);
          controller.close();
          end("completed");
          return;
        }
        const ids = calls.map((c) => c.callId);
        const [notes, facts] = await Promise.all([
          notesOfCalls(db, ids),
          callFacts(ids, { pay: (points) => payWaiting(options.user, points, options.signal), priority: "background", signal: options.signal }),
        ]);
        await rememberCallDates(db, facts.values());
        const text = calls.map((stored) =>
          reviewsExportLines({ stored, call: facts.get(stored.callId) ?? null, notes: notes.filter((n) => n.callId === stored.callId) }, format, options.zone),
        );
        controller.enqueue(encoder.encode((written === 0 ? reviewsExportHeader(format, options.zone) : "") + text.join("")));
        written += calls.length;
        stalled = controller;
        idle.arm();
      } catch (error) {
        if (ended) return;
        const aborted = options.signal.aborted;
        if (!aborted && !(error instanceof DashboardError)) log().error(`reviews export: ${(error as Error)?.message ?? String(error)}`);
        end(aborted ? "cancelled" : `failed: ${error instanceof DashboardError ? error.code : "internal_error"}`);
        controller.error(error);
      }
    },
    cancel() {
      idle.disarm();
      end("cancelled");
    },
  });
}
