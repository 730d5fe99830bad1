import "server-only";
import { type ExpressionBuilder, sql } from "kysely";
import { countAuditEntry } from "../metrics";
import type { AuditAction } from "./audit-actions";
import type { Store, StoreDb } from "./database";
import type { StoreSchema } from "./schema";

// The audit trail of recording access: every signed URL issued (or refused) for play or
// download, and every export, note and review, with who, when, what, from where and the
// outcome. Append-only but for folding, which bounds what floods without losing an event:
// a refusal repeated within FOLD_WINDOW_MS (same user, action, target, address and
// outcome), and an edit of one note by one user repeated within EDIT_FOLD_WINDOW_MS, add to
// the count of the entry already there instead of a row of their own. A security event (a
// refusal, a lockout, a download) is never dropped (issue #39: at 2 M rows refusals used to
// be). Entries are removed only when older than DASHBOARD_AUDIT_RETENTION_DAYS; every
// field has a length cap; the writes are counted in dashboard_audit_entries_total, which an
// alert watches (docs/deployment.md).

export interface AuditEntry {
  at: string;
  user: string;
  action: AuditAction;
  callId: string | null;
  callTaskId: string | null;
  client: string;
  outcome: string;
  /** For exports: the format, the filters and the rows written. */
  details?: string | null;
  /** Identical refusals this entry stands for (1 for any other entry), and the latest one's time. */
  repeats?: number;
  lastAt?: string | null;
}

/** Outcomes of something that happened (a URL issued, an export started or ended, a note or review written); any other is a refusal. */
const EVENT_OUTCOMES: readonly string[] = [
  "issued",
  "pending",
  "started",
  "completed",
  "cancelled",
  "failed",
  "added",
  "edited",
  "deleted",
  "reviewed",
  "saved",
  "submitted",
  "reopened",
  "ran",
  "returned",
  "reassigned",
  "assigned",
  "interrupted",
  "searched",
];
const isRefusal = (outcome: string) => !EVENT_OUTCOMES.includes(outcome) && !outcome.startsWith("failed: ");
/** Identical refusals closer together than this share one entry. */
const FOLD_WINDOW_MS = 10 * 60_000;

/** Repeated edits of one note by one user closer together than this share one entry. */
const EDIT_FOLD_WINDOW_MS = 60_000;

/** Longer values are cut (ids are at most 128 characters once validated). */
export const MAX_FIELD_LENGTH = 256;
/** Held by the instance that prunes, so instances sharing PostgreSQL take turns. */
export const PRUNE_LOCK = 7_301_966_112;

// PostgreSQL's text cannot hold a NUL character, so it is dropped on both engines alike.
const storableText = (value: string) => value.replaceAll("\u0000", "");
const cap = (value: string | null) => (value === null ? null : storableText(value).slice(0, MAX_FIELD_LENGTH));

/** The window an entry folds within: refusals' and note edits'; none for any other. */
function foldWindow(row: ReturnType<typeof storedRow>): number | null {
  if (isRefusal(row.outcome)) return FOLD_WINDOW_MS;
  if ((row.action === "note" && row.outcome === "edited") || (row.action === "evaluation" && row.outcome === "saved")) return EDIT_FOLD_WINDOW_MS;
  return null;
}

/** Adds one to the same entry from the last `windowMs`, if there is one; whether it did. */
async function foldInto(db: StoreDb, row: ReturnType<typeof storedRow>, now: number, windowMs: number): Promise<boolean> {
  const since = new Date(now - windowMs).toISOString();
  const same = (column: "call_id" | "call_task_id" | "details", value: string | null) => (eb: ExpressionBuilder<StoreSchema, "audit_entry">) =>
    value === null ? eb(column, "is", null) : eb(column, "=", value);
  const latest = await db
    .selectFrom("audit_entry")
    .select("id")
    .where("user_name", "=", row.user_name)
    .where("at", ">=", since)
    .where("action", "=", row.action)
    .where("client", "=", row.client)
    .where("outcome", "=", row.outcome)
    .where(same("call_id", row.call_id))
    .where(same("call_task_id", row.call_task_id))
    .where(same("details", row.details))
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!latest) return false;
  await db
    .updateTable("audit_entry")
    .set((eb) => ({ repeats: eb("repeats", "+", 1), last_at: row.at }))
    .where("id", "=", latest.id)
    .execute();
  return true;
}

function storedRow(entry: Omit<AuditEntry, "at">, now: number) {
  return {
    at: new Date(now).toISOString(),
    user_name: cap(entry.user)!,
    action: entry.action,
    call_id: cap(entry.callId),
    call_task_id: cap(entry.callTaskId),
    client: cap(entry.client)!,
    outcome: cap(entry.outcome)!,
    details: cap(entry.details ?? null),
  };
}

/**
 * Appends one entry, or folds a repeated refusal or note edit into its entry; rejects when
 * the database cannot take it (the caller then refuses access). Never drops one.
 */
export async function recordAudit(db: StoreDb, entry: Omit<AuditEntry, "at">, now = Date.now()): Promise<void> {
  const row = storedRow(entry, now);
  const windowMs = foldWindow(row);
  if (windowMs !== null && (await foldInto(db, row, now, windowMs))) {
    countAuditEntry("folded");
    return;
  }
  await db.insertInto("audit_entry").values(row).execute();
  countAuditEntry("written");
}

/**
 * Removes entries older than the retention, and no others: an entry younger than that is
 * never pushed out, whatever the number of refusals. On PostgreSQL one instance prunes at
 * a time (a transaction-scoped advisory lock); the others skip their turn and get null.
 * SQLite is one instance's own file.
 */
export async function pruneAudit(store: Store, retentionDays: number, now = Date.now()): Promise<number | null> {
  const cutoff = new Date(now - retentionDays * 86_400_000).toISOString();
  return store.db.transaction().execute(async (trx) => {
    if (store.engine === "postgres") {
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${PRUNE_LOCK}) as locked`.execute(trx);
      if (!rows[0]?.locked) return null;
    }
    const old = await trx.deleteFrom("audit_entry").where("at", "<", cutoff).executeTakeFirst();
    return Number(old.numDeletedRows);
  });
}
