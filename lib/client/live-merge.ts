// How a live view's newer pages reach the rows on screen (issue #14): merged without moving
// them under the user, and what is announced. Loaded with the live view's code
// (components/calls/use-live-feed.ts), only once Live is switched on; Refresh alone replaces
// the rows (live-rows.ts). No React here, so each rule has a unit test.

import type { CallResult } from "@/lib/call-results/schemas";
import { type LiveRows, refreshRows } from "./live-rows";

export interface MergeResult extends LiveRows {
  /** Calls on screen whose status changed in this merge. */
  changed: string[];
}

/**
 * Merges a newer page into the rows on screen. Calls already shown are updated where they
 * are (a status change, a recording now available). New calls take their place at the
 * top when `hold` is false; when the user is working in the table (`hold`), nothing moves:
 * the new calls wait in `held`, and calls that fell off the newer page stay on screen.
 */
export function mergeLive(shown: LiveRows, latest: CallResult[], hold: boolean): MergeResult {
  const before = new Map(shown.rows.map((r) => [r.callId, r]));
  const changed = latest
    .filter((r) => {
      const was = before.get(r.callId);
      return was !== undefined && was.status !== r.status;
    })
    .map((r) => r.callId);
  if (!hold) return { ...refreshRows(shown, latest), changed };
  const byId = new Map(latest.map((r) => [r.callId, r]));
  return {
    rows: shown.rows.map((r) => byId.get(r.callId) ?? r),
    added: [],
    held: latest.filter((r) => !before.has(r.callId)),
    latest,
    changed,
  };
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
