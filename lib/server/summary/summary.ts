import "server-only";
import { CALL_STATUSES, type CallStatus } from "@/lib/call-results/constants";
import { LIST_QUERY_DEFAULTS, type ListQuery } from "@/lib/call-results/list-query";
import { resolveCreated } from "@/lib/created-range";
import type { Summary } from "@/lib/dashboard-api/summary";
import { DashboardError } from "@/lib/errors";
import { binLabel, binsFor, chartRange } from "@/lib/timeline";
import { sharedCache } from "../shared-cache";
import { listCallResults } from "../upstream/upstream";
import { type Asker, CountQueue } from "./summary-queue";

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

// Counts wait their turn per user, at most MAX_QUEUED in all (lib/server/summary/summary-queue.ts);
// a user counts at most SUMMARIES_PER_USER summaries at once, and is told so at once beyond.
const MAX_QUEUED = 2_000;
export const SUMMARIES_PER_USER = 4;
const queue = new CountQueue(MAX_CONCURRENT, MAX_QUEUED);
const summariesOf = new Map<string, number>();

/** The number of calls matching a query, from the cache, a request already asking, or one pageSize=1 request. */
async function count(query: ListQuery, intervalEnd: number, now: number, asker: Asker): Promise<number> {
  const key = JSON.stringify({ ...query, page: 1, pageSize: 1 });
  const cached = await cache.get(key);
  if (cached !== undefined) return cached;
  return queue.share(key, asker, async (signal) => {
    const total = (await listCallResults({ ...query, page: 1, pageSize: 1 }, {}, "background", signal)).pagination.total;
    await cache.set(key, total, now - intervalEnd > SETTLED_AFTER_MS ? SETTLED_TTL_MS : RECENT_TTL_MS);
    return total;
  });
}

/**
 * `asker`: whose summary it is, for the fair queue, and the signal of their request: when
 * every asker of a count has left, the count stops.
 */
export async function callSummary(query: ListQuery, zone: string, now = Date.now(), asker: Asker = { user: "" }): Promise<Summary> {
  const mine = summariesOf.get(asker.user) ?? 0;
  if (mine >= SUMMARIES_PER_USER) {
    throw new DashboardError("rate_limited", `You have ${mine} summaries being counted already, the most one user may. Try again when they are done.`, {
      retryAfterSeconds: 2,
    });
  }
  summariesOf.set(asker.user, mine + 1);
  try {
    return await summarise(query, zone, now, asker);
  } finally {
    const left = (summariesOf.get(asker.user) ?? 1) - 1;
    if (left > 0) summariesOf.set(asker.user, left);
    else summariesOf.delete(asker.user);
  }
}

async function summarise(viewQuery: ListQuery, zone: string, now: number, asker: Asker): Promise<Summary> {
  // A relative range is resolved on the same 15 s step as the chart's end, so repeated
  // summaries of "the last 24 hours" ask for the same counts and find them cached.
  const query: ListQuery = resolveCreated(viewQuery, Math.floor(now / RECENT_TTL_MS) * RECENT_TTL_MS, zone);
  const filters: ListQuery = { ...LIST_QUERY_DEFAULTS, ...query, page: 1, sortBy: "createdAt", sortOrder: "desc" };
  // Without a createdTo the chart ends now: on a 15 s step, so that repeated requests ask
  // for the same first and last intervals and find them cached.
  const { from, to } = chartRange(query.createdFrom, query.createdTo, Math.floor(now / RECENT_TTL_MS) * RECENT_TTL_MS);
  // Counts keep the view's own created range (none means all time); the chart needs one.
  const countsEnd = query.createdTo ? to : now;
  const { unit, step, bins } = binsFor(from, to, zone);
  const [statusCounts, binCounts] = await Promise.all([
    Promise.all(CALL_STATUSES.map((status) => count({ ...filters, status: [status] }, countsEnd, now, asker))),
    Promise.all(bins.map((bin) => count({ ...filters, createdFrom: bin.from, createdTo: bin.to }, Date.parse(bin.to), now, asker))),
  ]);
  const counts = Object.fromEntries(CALL_STATUSES.map((s, i) => [s, statusCounts[i]!])) as Record<CallStatus, number>;
  // The statuses are disjoint, so the view's own total is the sum of its statuses' counts.
  const shown: readonly CallStatus[] = query.status ?? CALL_STATUSES;
  return {
    counts,
    matching: shown.reduce((sum: number, status) => sum + counts[status], 0),
    total: statusCounts.reduce((a, b) => a + b, 0),
    range: { from: new Date(from).toISOString(), to: new Date(to).toISOString() },
    unit,
    step,
    bins: bins.map((bin, i) => ({ ...bin, label: binLabel(bin, unit, step, zone), count: binCounts[i]! })),
  };
}

// How much longer than a page's calls its server render waits for their summary.
const SUMMARY_WAIT_MS = 100;

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
