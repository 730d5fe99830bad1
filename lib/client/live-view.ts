// The pure rules of the live view (issue #14): when a view can be live, the query it
// refreshes, and how long to wait after a failed refresh; how its pages merge into the rows
// on screen is lib/client/live-rows.ts. No React here, so each rule has a unit test.

import { isoToMillis } from "@/lib/call-results/date-time";
import type { ListQuery } from "@/lib/call-results/list-query";
import { resolveCreatedPreset } from "@/lib/created-range";

export interface LivePause {
  /** Why live updates are paused in this view, as the switch says it. */
  reason: string;
  /** The change that makes the view live again, and its button's label. */
  fix: Partial<ListQuery>;
  fixLabel: string;
}

/**
 * Undefined when the view can be live: the first page, newest first, with no end of the
 * created range in the past (new calls land only at the top of such a view). Otherwise
 * the reason and its fix.
 */
export function livePause(query: ListQuery, now: number): LivePause | undefined {
  if (query.sortBy !== "createdAt" || query.sortOrder !== "desc") {
    return {
      reason: "Live updates show the newest calls first: sort by Created, newest first",
      fix: { sortBy: "createdAt", sortOrder: "desc" },
      fixLabel: "Sort by Created, newest first",
    };
  }
  // A date-time without an offset is read as UTC here: the filters always write one.
  if (query.createdTo && isoToMillis(query.createdTo) < now) {
    return {
      reason: "Live updates need a Created range that reaches now: remove its end",
      fix: { createdTo: undefined },
      fixLabel: "Remove the end of the range",
    };
  }
  // "Yesterday" and "last week" end before now wherever it is resolved.
  if (query.created === "yesterday" || query.created === "last-week") {
    return {
      reason: "Live updates need a Created range that reaches now: pick one that does",
      fix: { created: "24h" },
      fixLabel: "Show the last 24 hours",
    };
  }
  if (query.page !== 1) {
    return { reason: "Live updates show the first page: go to page 1", fix: { page: 1 }, fixLabel: "Go to page 1" };
  }
  return undefined;
}

/**
 * The query a live view refreshes. A relative range is resolved once, at `startedAt` (when
 * the view went live), into a fixed start and no end: every range a live view allows reaches
 * now (livePause), and new calls must keep arriving at the top. So each refresh lists the
 * same range, which the view names, instead of one that slides under the rows on screen.
 */
export function liveQuery(query: ListQuery, startedAt: number, zone: string): ListQuery {
  if (!query.created) return query;
  const { created, ...rest } = query;
  return { ...rest, createdFrom: resolveCreatedPreset(created, startedAt, zone).createdFrom };
}

// After errors other than a rate limit: the interval doubling with each failure, to this.
const MAX_BACKOFF_MS = 60_000;

/**
 * How long a live view waits before its next refresh after `failures` failed ones in a
 * row: the server's Retry-After on a rate limit (never less than the interval), else the
 * interval doubled per failure up to a minute.
 */
export function liveRetryDelayMs(intervalMs: number, failures: number, retryAfterSeconds?: number): number {
  if (failures <= 0) return intervalMs;
  if (retryAfterSeconds !== undefined) return Math.max(intervalMs, retryAfterSeconds * 1000);
  return Math.min(intervalMs * 2 ** failures, Math.max(MAX_BACKOFF_MS, intervalMs));
}
