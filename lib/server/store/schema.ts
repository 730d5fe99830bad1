import type { Generated } from "kysely";

// The tables of the one store, as Kysely sees them. Times are ISO strings (audit) or
// milliseconds since the epoch (session generations), the same on both engines, so a
// query compares them the same way on both.

export interface AuditTable {
  id: Generated<number>;
  at: string;
  user_name: string;
  action: "play" | "download" | "export" | "note" | "review";
  call_id: string | null;
  call_task_id: string | null;
  client: string;
  outcome: string;
  /** What an export held: format, filters, rows (migration 003). */
  details: string | null;
  /** How many identical refusals this entry stands for, and when the latest came (migration 005). */
  repeats: Generated<number>;
  last_at: string | null;
}

export interface UserTable {
  name: string;
  role: string;
  password_hash: string;
}

export interface SessionGenerationTable {
  user_name: string;
  valid_since: number;
}

/** A saved view (migration 004): owner is a user's name, or "" for a shared view. */
export interface SavedViewTable {
  id: string;
  owner: string;
  name: string;
  /** The calls view's query string, without "?". */
  search: string;
  created_at: string;
}

export interface StartViewTable {
  user_name: string;
  view_id: string;
}

/** A note on a call (migration 006), optionally pinned to a moment of its recording. */
export interface CallNoteTable {
  id: string;
  call_id: string;
  author: string;
  at_seconds: number | null;
  body: string;
  created_at: string;
  updated_at: string;
}

/** One reviewer's review of a call (migration 006): tags as a JSON array. */
export interface CallReviewTable {
  call_id: string;
  reviewer: string;
  score: number;
  tags: string;
  reviewed_at: string;
}

/** A call's marks for the calls table's Review column (migration 007), kept on write. */
export interface CallMarkTable {
  call_id: string;
  reviews: number;
  latest_score: number | null;
  notes: number;
}

export interface StoreSchema {
  audit_entry: AuditTable;
  dashboard_user: UserTable;
  session_generation: SessionGenerationTable;
  saved_view: SavedViewTable;
  start_view: StartViewTable;
  call_note: CallNoteTable;
  call_review: CallReviewTable;
  call_mark: CallMarkTable;
}
