import "server-only";
import type { CallResult, ListQuery, ListResponse } from "@/lib/call-results";
import { DashboardError } from "@/lib/errors";
import type { StoreDb } from "../store/database";
import type { IndexConfig } from "./config";
import { countIndexError, countIndexRequest } from "./metrics";
import { upsertCalls } from "./rows";
import { writeState } from "./state";

// What every step of the sync works with: the store, the settings, the one way it reads the
// service (a page of the list, retried until it is answered) and the one way it writes.

export type FetchPage = (query: ListQuery, signal: AbortSignal) => Promise<ListResponse>;

export interface SyncContext {
  db: StoreDb;
  config: IndexConfig;
  fetchPage: FetchPage;
  /** Aborted when the server stops: the step ends at once, its window not checkpointed. */
  signal: AbortSignal;
  now: () => number;
  /** False once this instance no longer holds the syncer's lease. */
  mayWrite: () => boolean;
}

/** The sync was stopped (shutdown) or lost its lease: the step ends, nothing half-recorded. */
export class SyncInterrupted extends Error {}

export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  });
}

export function checkRunning(ctx: SyncContext): void {
  if (ctx.signal.aborted) throw new SyncInterrupted("the sync was stopped");
  if (!ctx.mayWrite()) throw new SyncInterrupted("this instance no longer holds the syncer's lease");
}

/** Records a failure for the status (the sync goes on by itself). */
export async function recordError(ctx: SyncContext, error: unknown): Promise<void> {
  countIndexError();
  const message = error instanceof Error ? error.message : String(error);
  await writeState(ctx.db, "error", { atMs: ctx.now(), message }, ctx.now()).catch(() => undefined);
}

/**
 * One page, retried until the service answers: a 429 or the dashboard's own busy answer
 * waits its Retry-After; a 5xx (after the client's own retries), a timeout or a network
 * error waits retryMs. Nothing is skipped, so nothing is missed once the fault clears.
 */
export async function readPage(ctx: SyncContext, query: ListQuery): Promise<ListResponse> {
  for (;;) {
    checkRunning(ctx);
    try {
      countIndexRequest();
      return await ctx.fetchPage(query, ctx.signal);
    } catch (error) {
      if (ctx.signal.aborted) throw new SyncInterrupted("the sync was stopped");
      const retryAfter = error instanceof DashboardError ? error.extra.retryAfterSeconds : undefined;
      await recordError(ctx, error);
      await sleep(retryAfter !== undefined ? Math.max(retryAfter * 1000, 250) : ctx.config.retryMs, ctx.signal);
    }
  }
}

/**
 * Upserts a page in one transaction, unless this instance has stopped or lost the lease
 * meanwhile. The server's sync writes through Store.syncDb (a worker thread on SQLite), so a
 * page's write never holds the event loop that serves users.
 */
export async function save(ctx: SyncContext, calls: readonly CallResult[], seen?: Set<string>): Promise<number> {
  for (const call of calls) seen?.add(call.callId);
  checkRunning(ctx);
  await upsertCalls(ctx.db, calls, ctx.now());
  checkRunning(ctx);
  return calls.length;
}

/** The list query of one createdAt window [fromMs, toMs), oldest first (both bounds of the spec are inclusive). */
export function windowQuery(fromMs: number, toMs: number, page: number, pageSize: number, extra: Partial<ListQuery> = {}): ListQuery {
  return {
    createdFrom: new Date(fromMs).toISOString(),
    createdTo: new Date(toMs - 1).toISOString(),
    page,
    pageSize,
    sortBy: "createdAt",
    sortOrder: "asc",
    ...extra,
  };
}
