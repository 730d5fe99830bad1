// The Reviews list's own tables, apart from schema.ts to keep it one screen: the activity index
// (migration 019) and the reviewed or noted calls' creation times (migration 022).

/**
 * One review or note of a call, as a point of the call's activity: its time, and the time of
 * the call's activity just before it ("" for the first), overall and by the same user name.
 * Rewritten for a call with every write to its reviews or notes (call-activity.ts).
 */
interface CallActivityTable {
  call_id: string;
  /** A note's id, or "review:" and the reviewer's id. */
  point_id: string;
  /** The note's author or the review's reviewer, by name (the list filters by name). */
  user_name: string;
  /** A note's latest edit, a review's latest marking (ISO). */
  at: string;
  /** The UTC day of `at`, YYYY-MM-DD. */
  day: string;
  prev_at: string;
  prev_user_at: string;
}

export interface ActivitySchema {
  call_activity: CallActivityTable;
  /** A reviewed or noted call's creation time, for the Reviews list's call-date filter. */
  call_date: { call_id: string; created_at: string };
}
