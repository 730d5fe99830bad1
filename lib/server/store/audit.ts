import "server-only";
import { type ExpressionBuilder, sql } from "kysely";
import type { Store, StoreDb } from "./database";
import type { StoreSchema } from "./schema";

// The audit trail of recording access: every signed URL issued (or refused) for play or
// download, and every export, with who, when, what, from where and the outcome.
// Append-only but for one thing: a refusal repeated within FOLD_WINDOW_MS (same user,
// action, target, address and outcome) adds to the count of the entry already there
// instead of a row of its own, so a low-privilege user cannot push real entries out by
// being refused. Entries are removed only when older than DASHBOARD_AUDIT_RETENTION_DAYS.
// Growth is bounded too: every field has a length cap, and once the table holds
// MAX_ROWS entries, new refusals are no longer written (real events still are).

export interface AuditEntry {
  at: string;
  user: string;
  action: "play" | "download" | "export" | "note" | "review" | "search";
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
export const EVENT_OUTCOMES: readonly string[] = [
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
  "searched",
];
export const isRefusal = (outcome: string) => !EVENT_OUTCOMES.includes(outcome) && !outcome.startsWith("failed: ");
/** Identical refusals closer together than this share one entry. */
export const FOLD_WINDOW_MS = 10 * 60_000;

/** Longer values are cut (ids are at most 128 characters once validated). */
export const MAX_FIELD_LENGTH = 256;
/** About 300 MB of rows: past it, refusals are no longer written. */
export const MAX_ROWS = 2_000_000;
/** How long one instance trusts its answer to "is the trail full?", a count over the whole table. */
const FULL_CHECK_MS = 60_000;
/** Held by the instance that prunes, so instances sharing PostgreSQL take turns. */
export const PRUNE_LOCK = 7_301_966_112;

// PostgreSQL's text cannot hold a NUL character, so it is dropped on both engines alike.
export const storableText = (value: string) => value.replaceAll("\u0000", "");
const cap = (value: string | null) => (value === null ? null : storableText(value).slice(0, MAX_FIELD_LENGTH));

let fullness: { maxRows: number; at: number; full: boolean } | undefined;
async function isFull(db: StoreDb, maxRows: number, now: number): Promise<boolean> {
  if (fullness?.maxRows === maxRows && now - fullness.at < FULL_CHECK_MS) return fullness.full;
  const { n } = await db
    .selectFrom("audit_entry")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  fullness = { maxRows, at: now, full: Number(n) >= maxRows };
  return fullness.full;
}

/** Adds one to a refusal's entry from the last FOLD_WINDOW_MS, if there is one; whether it did. */
async function foldRefusal(db: StoreDb, row: ReturnType<typeof storedRow>, now: number): Promise<boolean> {
  const since = new Date(now - FOLD_WINDOW_MS).toISOString();
  const same = (column: "call_id" | "call_task_id", value: string | null) => (eb: ExpressionBuilder<StoreSchema, "audit_entry">) =>
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
 * Appends one entry, folds a repeated refusal into its entry, or (a refusal, the trail
 * full) writes nothing; rejects when the database cannot take it (the caller then refuses
 * access).
 */
export async function recordAudit(db: StoreDb, entry: Omit<AuditEntry, "at">, now = Date.now(), maxRows = MAX_ROWS): Promise<void> {
  const row = storedRow(entry, now);
  if (isRefusal(row.outcome)) {
    if (await foldRefusal(db, row, now)) return;
    if (await isFull(db, maxRows, now)) return;
  }
  await db.insertInto("audit_entry").values(row).execute();
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
