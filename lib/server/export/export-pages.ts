import "server-only";
import type { ListQuery } from "@/lib/call-results/list-query";
import type { CallResult, ListResponse } from "@/lib/call-results/schemas";
import { DashboardError, DEFAULT_RETRY_AFTER_SECONDS } from "@/lib/errors";

// Every call a view's filters match, page by page, as one consistent snapshot:
// - without a createdTo, the view is pinned to the moment the export starts, so calls
//   created meanwhile neither shift the pages nor appear half-way;
// - the pages are walked newest first by createdAt, an order status changes cannot upset;
// - a call seen on an earlier page (a page that repeats rows) is dropped;
// - a rate limit waits out its Retry-After and asks again; other errors end the export.

export const EXPORT_PAGE_SIZE = 500;

export interface ExportPage {
  rows: CallResult[];
  /** Matching calls in the snapshot, from its first page. */
  total: number;
}

export interface WalkOptions {
  fetchPage: (query: ListQuery) => Promise<ListResponse>;
  signal: AbortSignal;
  now?: number;
  /** How to wait out a rate limit (tests pass a fake). */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const sleepFor = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/** The query the export walks: the view's filters, pinned, in a stable order. */
export function snapshotQuery(query: ListQuery, now: number): ListQuery {
  return { ...query, createdTo: query.createdTo ?? new Date(now).toISOString(), sortBy: "createdAt", sortOrder: "desc", page: 1, pageSize: EXPORT_PAGE_SIZE };
}

export async function* walkPages(query: ListQuery, options: WalkOptions): AsyncGenerator<ExportPage> {
  const { fetchPage, signal } = options;
  const sleep = options.sleep ?? sleepFor;
  const pinned = snapshotQuery(query, options.now ?? Date.now());
  // A repeated row can only come from the page just before (pages shift by a few rows),
  // so only that page's ids are kept: memory stays flat however long the export is.
  let seen = new Set<string>();
  for (let page = 1; ; page++) {
    let answer: ListResponse;
    for (;;) {
      signal.throwIfAborted();
      try {
        answer = await fetchPage({ ...pinned, page });
        break;
      } catch (error) {
        if (error instanceof DashboardError && error.code === "rate_limited") {
          await sleep((error.extra.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS) * 1000, signal);
          continue;
        }
        throw error;
      }
    }
    const rows = answer.data.filter((call) => !seen.has(call.callId));
    seen = new Set(answer.data.map((call) => call.callId));
    yield { rows, total: answer.pagination.total };
    if (answer.data.length < EXPORT_PAGE_SIZE || page >= answer.pagination.totalPages) return;
  }
}
