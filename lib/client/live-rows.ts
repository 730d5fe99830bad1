// How a live view's newer pages reach the rows on screen (issue #14): merged without moving
// them under the user, and what is announced. The calls view needs this from its first render,
// as Refresh merges the same way; the rest of the live view (lib/client/live-view.ts) loads
// only once Live is switched on. No React here, so each rule has a unit test.

import type { CallResult } from "@/lib/call-results/schemas";

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
