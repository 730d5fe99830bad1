// The rows on screen of the calls view and how a newer page of the same query replaces them
// (issue #14). The view needs this from its first render, as Refresh brings newer pages; the
// live view's merge, which holds new calls back while the user works in the table, and its
// announcements (live-merge.ts) load only once Live is switched on. No React here, so each
// rule has a unit test.

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

export function initialLiveRows(rows: CallResult[]): LiveRows {
  return { rows, added: [], held: [], latest: rows };
}

/** A newer page as it is: calls not shown before slid in at the top, highlighted. */
export function refreshRows(shown: LiveRows, latest: CallResult[]): LiveRows {
  const before = new Set(shown.rows.map((r) => r.callId));
  return { rows: latest, added: latest.filter((r) => !before.has(r.callId)).map((r) => r.callId), held: [], latest };
}

/** The user asked for the held calls: the newest page as it is, the held calls highlighted. */
export function showHeld(shown: LiveRows): LiveRows {
  return { rows: shown.latest, added: shown.held.map((r) => r.callId), held: [], latest: shown.latest };
}
