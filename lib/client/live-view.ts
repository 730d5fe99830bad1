// The pure parts of the live view (issue #14): when a view can be live, how new data is
// merged into the rows on screen without moving them under the user, what is announced,
// and how long to wait after a failed refresh. No React here, so each rule has a unit test.

import { resolveCreatedPreset } from "@/lib/call-results/created-range";
import { isoToMillis } from "@/lib/call-results/date-time";
import type { ListQuery } from "@/lib/call-results/list-query";
import type { CallResult } from "@/lib/call-results/schemas";

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

export interface LiveRows {
  /** The rows on screen, in order. */
  rows: CallResult[];
  /** Calls that just slid in at the top (highlighted briefly). */
  added: string[];
  /** New calls held back while the user works in the table ("Show N new calls"). */
  held: CallResult[];
  /** The newest page, shown in full when the held calls are let in. */
  latest: CallResult[];
}

export interface MergeResult extends LiveRows {
  /** Calls on screen whose status changed in this merge. */
  changed: string[];
}

export function initialLiveRows(rows: CallResult[]): LiveRows {
  return { rows, added: [], held: [], latest: rows };
}

/**
 * Merges a newer page into the rows on screen. Calls already shown are updated where they
 * are (a status change, a recording now available). New calls take their place at the
 * top when `hold` is false; when the user is working in the table (`hold`), nothing moves:
 * the new calls wait in `held`, and calls that fell off the newer page stay on screen.
 */
export function mergeLive(shown: LiveRows, latest: CallResult[], hold: boolean): MergeResult {
  const before = new Map(shown.rows.map((r) => [r.callId, r]));
  const changed = latest.filter((r) => {
    const was = before.get(r.callId);
    return was !== undefined && was.status !== r.status;
  });
  const fresh = latest.filter((r) => !before.has(r.callId));
  if (!hold) return { rows: latest, added: fresh.map((r) => r.callId), held: [], latest, changed: changed.map((r) => r.callId) };
  const byId = new Map(latest.map((r) => [r.callId, r]));
  return {
    rows: shown.rows.map((r) => byId.get(r.callId) ?? r),
    added: [],
    held: fresh,
    latest,
    changed: changed.map((r) => r.callId),
  };
}

/** The user asked for the held calls: the newest page as it is, the held calls highlighted. */
export function showHeld(shown: LiveRows): LiveRows {
  return { rows: shown.latest, added: shown.held.map((r) => r.callId), held: [], latest: shown.latest };
}

const calls = (n: number) => `${n} new call${n === 1 ? "" : "s"}`;

/**
 * The one polite announcement of a refresh, or "" when nothing a listener cares about
 * happened (then nothing is said). Held calls are announced when their number changes.
 */
export function liveAnnouncement(merge: MergeResult, heldBefore: number): string {
  const parts: string[] = [];
  if (merge.added.length > 0) parts.push(`${calls(merge.added.length)} at the top of the table`);
  if (merge.held.length > 0 && merge.held.length !== heldBefore) parts.push(`${calls(merge.held.length)} waiting: use the Show new calls button`);
  if (merge.changed.length > 0) parts.push(`${merge.changed.length} call${merge.changed.length === 1 ? "" : "s"} changed status`);
  return parts.length > 0 ? `${parts.join("; ")}.` : "";
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
