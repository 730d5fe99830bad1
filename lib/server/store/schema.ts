import type { Generated } from "kysely";

// The tables of the one store, as Kysely sees them. Times are ISO strings (audit) or
// milliseconds since the epoch (session generations), the same on both engines, so a
// query compares them the same way on both.

export interface AuditTable {
  id: Generated<number>;
  at: string;
  user_name: string;
  action: "play" | "download" | "export";
  call_id: string | null;
  call_task_id: string | null;
  client: string;
  outcome: string;
  /** What an export held: format, filters, rows (migration 003). */
  details: string | null;
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

export interface StoreSchema {
  audit_entry: AuditTable;
  dashboard_user: UserTable;
  session_generation: SessionGenerationTable;
}
