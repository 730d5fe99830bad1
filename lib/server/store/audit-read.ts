import "server-only";
import { csvCell } from "../csv";
import type { AuditEntry } from "./audit";
import type { StoreDb } from "./database";

// Reading the audit trail (lib/server/store/audit.ts writes it): a page of entries for the
// audit page, and every matching entry as a CSV stream for its export.

const CSV_BATCH = 1000;

export interface AuditQuery {
  user?: string;
  action?: AuditEntry["action"];
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

export type AuditFilters = Omit<AuditQuery, "page" | "pageSize">;

function filtered(db: StoreDb, q: AuditFilters) {
  let query = db.selectFrom("audit_entry");
  if (q.user) query = query.where("user_name", "=", q.user);
  if (q.action) query = query.where("action", "=", q.action);
  if (q.from) query = query.where("at", ">=", q.from);
  if (q.to) query = query.where("at", "<=", q.to);
  return query;
}

const COLUMNS = [
  "at",
  "user_name as user",
  "action",
  "call_id as callId",
  "call_task_id as callTaskId",
  "client",
  "outcome",
  "details",
  "repeats",
  "last_at as lastAt",
] as const;

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

const HEADER = ["at", "user", "action", "callId", "callTaskId", "client", "outcome", "details", "repeats", "lastAt"].join(",");

// Every column of the header, in its order: a folded refusal's count and latest time too.
const csvLine = (e: AuditEntry) =>
  [e.at, e.user, e.action, e.callId, e.callTaskId, e.client, e.outcome, e.details ?? null, e.repeats ?? 1, e.lastAt ?? null]
    .map((v) => csvCell(v, { singleLine: true }))
    .join(",");

/**
 * Every matching entry as CSV, newest first, streamed: rows are read CSV_BATCH at a time
 * (keyset paging on id, so rows added meanwhile do not shift the pages) as the client
 * reads, so the export never holds the whole log in memory.
 */
export function auditCsvStream(db: StoreDb, q: AuditFilters): ReadableStream<Uint8Array> {
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
