import "server-only";
import { CALL_STATUSES, type CallStatus } from "@/lib/call-results/constants";
import { LIST_QUERY_DEFAULTS, type ListQuery } from "@/lib/call-results/list-query";
import { DashboardError } from "@/lib/errors";
import type { Summary } from "@/lib/dashboard-api/summary";
import { binsFor, chartRange } from "@/lib/timeline";
import { sharedCache } from "./shared-cache";
import { listCallResults } from "./upstream";

// Counts by status and calls over time, for the summary above the table. The service has
// no statistics operation, but the list's pagination.total under a filter is a count, so
// each figure is one pageSize=1 request: background work in the upstream budget, at most
// four at once, and cached for everyone (every user sees the same project).

const MAX_CONCURRENT = 4;
// A count over an interval that ended long ago no longer changes; a recent one may.
const SETTLED_AFTER_MS = 60 * 60_000;
const SETTLED_TTL_MS = 10 * 60_000;
const RECENT_TTL_MS = 15_000;

// Shared by every user, and by every instance through Redis when REDIS_URL is set.
const cache = sharedCache<number>("summary", 20_000);

// Counts queued behind the four running; past this many, new summaries are refused.
const MAX_QUEUED = 2_000;
let running = 0;
const waiting: (() => void)[] = [];
async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) {
    if (waiting.length >= MAX_QUEUED) {
      throw new DashboardError("rate_limited", "Too many summaries are being counted at once. Try again in a moment.", { retryAfterSeconds: 5 });
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

// Counts being asked upstream, by key, so that summaries asked at once share each request:
// a page whose server render stops waiting for its summary is followed at once by the
// browser asking for the same one. An entry lives only while its request runs or queues,
// and the queue is bounded (MAX_QUEUED), so this is too.
const inFlight = new Map<string, Promise<number>>();

/** The number of calls matching a query, from the cache, a request already asking, or one pageSize=1 request. */
async function count(query: ListQuery, intervalEnd: number, now: number): Promise<number> {
  const key = JSON.stringify({ ...query, page: 1, pageSize: 1 });
  const cached = await cache.get(key);
  if (cached !== undefined) return cached;
  const asking = inFlight.get(key);
  if (asking) return asking;
  const request = (async () => {
    const total = await limited(async () => (await listCallResults({ ...query, page: 1, pageSize: 1 }, {}, "background")).pagination.total);
    await cache.set(key, total, now - intervalEnd > SETTLED_AFTER_MS ? SETTLED_TTL_MS : RECENT_TTL_MS);
    return total;
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, request);
  return request;
}

export async function callSummary(query: ListQuery, zone: string, now = Date.now()): Promise<Summary> {
  const filters: ListQuery = { ...LIST_QUERY_DEFAULTS, ...query, page: 1, sortBy: "createdAt", sortOrder: "desc" };
  // Without a createdTo the chart ends now: on a 15 s step, so that repeated requests ask
  // for the same first and last intervals and find them cached.
  const { from, to } = chartRange(query.createdFrom, query.createdTo, Math.floor(now / RECENT_TTL_MS) * RECENT_TTL_MS);
  // Counts keep the view's own created range (none means all time); the chart needs one.
  const countsEnd = query.createdTo ? to : now;
  const { unit, step, bins } = binsFor(from, to, zone);
  const [statusCounts, binCounts] = await Promise.all([
    Promise.all(CALL_STATUSES.map((status) => count({ ...filters, status: [status] }, countsEnd, now))),
    Promise.all(bins.map((bin) => count({ ...filters, createdFrom: bin.from, createdTo: bin.to }, Date.parse(bin.to), now))),
  ]);
  const counts = Object.fromEntries(CALL_STATUSES.map((s, i) => [s, statusCounts[i]!])) as Record<CallStatus, number>;
  return {
    counts,
    total: statusCounts.reduce((a, b) => a + b, 0),
    range: { from: new Date(from).toISOString(), to: new Date(to).toISOString() },
    unit,
    step,
    bins: bins.map((bin, i) => ({ ...bin, count: binCounts[i]! })),
  };
}

// How much longer than a page's calls its server render waits for their summary.
export const SUMMARY_WAIT_MS = 100;

/**
 * The summary of a query, for a page that renders it along with its calls: undefined when it
 * is not counted `waitMs` after `callsReady` settles, or cannot be counted. Summaries are
 * cached for everyone, so a page load usually finds one at once; one still being counted
 * is left to the browser to ask for (and to show its error, if any), and never holds the
 * calls back by more than `waitMs`. The counting goes on, and fills the cache for that ask.
 */
export async function summaryInTime(
  query: ListQuery,
  zone: string,
  callsReady: Promise<unknown>,
  { waitMs = SUMMARY_WAIT_MS, count = callSummary }: { waitMs?: number; count?: typeof callSummary } = {},
): Promise<Summary | undefined> {
  const counting = count(query, zone).catch(() => undefined);
  await callsReady.catch(() => undefined);
  // The timer is left to run out: it only resolves a race already decided.
  const late = new Promise<undefined>((resolve) => setTimeout(resolve, waitMs));
  return Promise.race([counting, late]);
}
