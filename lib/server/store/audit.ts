import "server-only";
import { sql } from "kysely";
import type { Store, StoreDb } from "./database";

// The audit trail of recording access: every signed URL issued (or refused) for play or
// download, with who, when, what, from where and the outcome. Append-only: rows are only
// ever inserted, and removed only when older than DASHBOARD_AUDIT_RETENTION_DAYS or
// beyond MAX_ROWS. Its growth is bounded three ways: only requests that passed the
// session, the per-user rate limit and id validation are recorded (lib/server/api-route.ts),
// every field has a length cap, and the table a row cap.

export interface AuditEntry {
  at: string;
  user: string;
  action: "play" | "download" | "export";
  callId: string | null;
  callTaskId: string | null;
  client: string;
  outcome: string;
  /** For exports: the format, the filters and the rows written. */
  details?: string | null;
}

/** Longer values are cut (ids are at most 128 characters once validated). */
export const MAX_FIELD_LENGTH = 256;
/** About 300 MB of rows; the oldest go first. */
export const MAX_ROWS = 2_000_000;
const CSV_BATCH = 1000;
/** Held by the instance that prunes, so instances sharing PostgreSQL take turns. */
export const PRUNE_LOCK = 7_301_966_112;

// PostgreSQL's text cannot hold a NUL character, so it is dropped on both engines alike.
export const storableText = (value: string) => value.replaceAll("\u0000", "");
const cap = (value: string | null) => (value === null ? null : storableText(value).slice(0, MAX_FIELD_LENGTH));

/** Appends one entry; rejects when the database cannot take it (the caller then refuses access). */
export async function recordAudit(db: StoreDb, entry: Omit<AuditEntry, "at">, now = Date.now()): Promise<void> {
  await db
    .insertInto("audit_entry")
    .values({
      at: new Date(now).toISOString(),
      user_name: cap(entry.user)!,
      action: entry.action,
      call_id: cap(entry.callId),
      call_task_id: cap(entry.callTaskId),
      client: cap(entry.client)!,
      outcome: cap(entry.outcome)!,
      details: cap(entry.details ?? null),
    })
    .execute();
}

/**
 * Removes entries older than the retention and beyond MAX_ROWS. On PostgreSQL one
 * instance prunes at a time (a transaction-scoped advisory lock); the others skip their
 * turn and get null. SQLite is one instance's own file.
 */
export async function pruneAudit(store: Store, retentionDays: number, now = Date.now()): Promise<number | null> {
  const cutoff = new Date(now - retentionDays * 86_400_000).toISOString();
  return store.db.transaction().execute(async (trx) => {
    if (store.engine === "postgres") {
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${PRUNE_LOCK}) as locked`.execute(trx);
      if (!rows[0]?.locked) return null;
    }
    const old = await trx.deleteFrom("audit_entry").where("at", "<", cutoff).executeTakeFirst();
    const excess = await trx.deleteFrom("audit_entry").where(sql<boolean>`id <= (select max(id) from audit_entry) - ${MAX_ROWS}`).executeTakeFirst();
    return Number(old.numDeletedRows) + Number(excess.numDeletedRows);
  });
}

export interface AuditQuery {
  user?: string;
  action?: AuditEntry["action"];
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

type Filters = Omit<AuditQuery, "page" | "pageSize">;

function filtered(db: StoreDb, q: Filters) {
  let query = db.selectFrom("audit_entry");
  if (q.user) query = query.where("user_name", "=", q.user);
  if (q.action) query = query.where("action", "=", q.action);
  if (q.from) query = query.where("at", ">=", q.from);
  if (q.to) query = query.where("at", "<=", q.to);
  return query;
}

const COLUMNS = ["at", "user_name as user", "action", "call_id as callId", "call_task_id as callTaskId", "client", "outcome", "details"] as const;

export async function listAudit(db: StoreDb, q: AuditQuery): Promise<{ entries: AuditEntry[]; total: number }> {
  const [count, entries] = await Promise.all([
    filtered(db, q)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
    filtered(db, q)
      .select(COLUMNS)
      .orderBy("id", "desc")
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
  ]);
  return { entries, total: Number(count.n) };
}

const HEADER = ["at", "user", "action", "callId", "callTaskId", "client", "outcome", "details"].join(",");

/**
 * RFC 4180 CSV. Cells starting with = + - @, a tab or a carriage return are prefixed with
 * ' so spreadsheets do not run them as formulas; cells holding a comma, quote or line
 * break are quoted, so a line break inside a value never starts a new row.
 */
export function csvCell(value: string | null): string {
  let s = value ?? "";
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const csvLine = (e: AuditEntry) => [e.at, e.user, e.action, e.callId, e.callTaskId, e.client, e.outcome, e.details ?? null].map(csvCell).join(",");

/**
 * Every matching entry as CSV, newest first, streamed: rows are read CSV_BATCH at a time
 * (keyset paging on id, so rows added meanwhile do not shift the pages) as the client
 * reads, so the export never holds the whole log in memory.
 */
export function auditCsvStream(db: StoreDb, q: Filters): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let before = Number.MAX_SAFE_INTEGER;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const rows = await filtered(db, q)
        .select(["id", ...COLUMNS])
        .where("id", "<", before)
        .orderBy("id", "desc")
        .limit(CSV_BATCH)
        .execute();
      const lines = rows.map(csvLine);
      if (!started) {
        lines.unshift(HEADER);
        started = true;
      }
      if (lines.length > 0) controller.enqueue(encoder.encode(`${lines.join("\r\n")}\r\n`));
      if (rows.length < CSV_BATCH) controller.close();
      else before = rows[rows.length - 1]!.id;
    },
  });
}
