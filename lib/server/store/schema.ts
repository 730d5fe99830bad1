import type { Generated } from "kysely";
import type { AuditAction } from "./audit-actions";
import type { ActivitySchema } from "./schema-activity";
import type { InsightsSchema } from "./schema-insights";
import type { QualitySchema } from "./schema-quality";

// The store's tables as Kysely sees them; times are ISO strings (audit) or epoch ms, alike on both engines.

interface AuditTable {
  id: Generated<number>;
  at: string;
  user_name: string;
  action: AuditAction;
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

interface UserTable {
  /** A UUID, never reused (migration 018; putUser). Generated to the types only: migration 002 predates it. */
  id: Generated<string>;
  name: string;
  role: string;
  password_hash: string;
}

interface SessionGenerationTable {
  user_name: string;
  valid_since: number;
}

/** A saved view (migration 004): owner is a user's name, owner_id their id (018), both "" for a shared one. */
interface SavedViewTable {
  id: string;
  owner: string;
  owner_id: string;
  name: string;
  /** The calls view's query string, without "?". */
  search: string;
  created_at: string;
}

/** A user's start view; user_name holds the user's id since migration 018. */
interface StartViewTable {
  user_name: string;
  view_id: string;
}

/** A note on a call (migration 006), optionally pinned to a moment of its recording; author_id: who may edit it (018). */
export interface CallNoteTable {
  id: string;
  call_id: string;
  author: string;
  author_id: string;
  at_seconds: number | null;
  body: string;
  created_at: string;
  updated_at: string;
}

/** One reviewer's review of a call (migration 006): tags as a JSON array; one per reviewer_id (018). */
interface CallReviewTable {
  call_id: string;
  reviewer: string;
  reviewer_id: string;
  score: number;
  tags: string;
  reviewed_at: string;
}

/** A call's marks for the calls table's Review column (migration 007), kept on write. */
interface CallMarkTable {
  call_id: string;
  reviews: number;
  latest_score: number | null;
  notes: number;
  /** The latest review's or note edit's time; null with neither (migration 011). */
  latest_at: string | null;
}

/** A call of the local call index (migration 008): the 18 fields as the service sent them (booleans as 0/1), their times in epoch milliseconds, and the search columns. */
export interface CallIndexTable {
  call_id: string;
  call_task_id: string | null;
  details_url: string;
  agent_id: string;
  agent_name: string | null;
  end_user_id: string | null;
  status: string;
  direction: string;
  from_number: string;
  to_number: string;
  started_at: string | null;
  ended_at: string | null;
  duration_seconds: number | null;
  is_voicemail: number;
  created_at: string;
  updated_at: string;
  result_available: number;
  audio_available: number;
  created_ms: number;
  started_ms: number | null;
  ended_ms: number | null;
  updated_ms: number;
  /** The digits of `from` and `to`, joined by a space. */
  phone_digits: string;
  /** agentName in lower case without accents; null with no name. */
  agent_name_folded: string | null;
  /** 1 once the service no longer returns the call (a soft delete). */
  deleted: Generated<number>;
  synced_ms: number;
}

/** The call index sync's bookmarks (migration 008): a JSON value per key. */
interface CallIndexStateTable {
  key: string;
  value: string;
  updated_ms: number;
}

/** The first answer to a write that carried an Idempotency-Key (migration 010), kept 24 h. */
interface IdempotencyKeyTable {
  user_name: string;
  key: string;
  fingerprint: string;
  status: number;
  body: string;
  created_at: string;
}

/** An address an account signed in from (migration 012), as counted (IPv6 by its /64). */
interface SignInAddressTable {
  user_name: string;
  address: string;
  last_ms: number;
}

export interface StoreSchema extends QualitySchema, ActivitySchema, InsightsSchema {
  audit_entry: AuditTable;
  dashboard_user: UserTable;
  session_generation: SessionGenerationTable;
  saved_view: SavedViewTable;
  start_view: StartViewTable;
  call_note: CallNoteTable;
  call_review: CallReviewTable;
  call_mark: CallMarkTable;
  call_index: CallIndexTable;
  call_index_state: CallIndexStateTable;
  idempotency_key: IdempotencyKeyTable;
  sign_in_address: SignInAddressTable;
}
