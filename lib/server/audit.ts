import "server-only";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { authConfig } from "./auth/auth-config";

// The audit trail of recording access: every signed URL issued (or refused) for play or
// download, with who, when, what, from where and the outcome. Append-only: rows are only
// ever inserted, and removed only when older than DASHBOARD_AUDIT_RETENTION_DAYS or
// beyond MAX_ROWS. Its growth is bounded three ways: only requests that passed the
// session, the per-user rate limit and id validation are recorded (lib/server/api-route.ts),
// every field has a length cap, and the table a row cap.

export interface AuditEntry {
  at: string;
  user: string;
  action: "play" | "download";
  callId: string | null;
  callTaskId: string | null;
  client: string;
  outcome: string;
}

/** Longer values are cut (ids are at most 128 characters once validated). */
export const MAX_FIELD_LENGTH = 256;
/** About 300 MB of rows; the oldest go first. */
const MAX_ROWS = 2_000_000;
const CSV_BATCH = 1000;

let db: Database.Database | undefined;
let prunedAt = 0;

function open(): Database.Database {
  if (!db) {
    const dir = authConfig().dataDir;
    fs.mkdirSync(dir, { recursive: true });
    db = new Database(path.join(dir, "audit.sqlite"));
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = NORMAL");
    db.exec(`CREATE TABLE IF NOT EXISTS audit (
      id INTEGER PRIMARY KEY, at TEXT NOT NULL, user TEXT NOT NULL, action TEXT NOT NULL,
      call_id TEXT, call_task_id TEXT, client TEXT NOT NULL, outcome TEXT NOT NULL);
      CREATE INDEX IF NOT EXISTS audit_at ON audit (at);`);
  }
  return db;
}

function prune(now: number) {
  if (now - prunedAt < 3_600_000) return;
  prunedAt = now;
  const cutoff = new Date(now - authConfig().auditRetentionDays * 86_400_000).toISOString();
  open().prepare("DELETE FROM audit WHERE at < ?").run(cutoff);
  open().prepare("DELETE FROM audit WHERE id <= (SELECT max(id) FROM audit) - ?").run(MAX_ROWS);
}

const cap = (value: string | null) => (value === null ? null : value.slice(0, MAX_FIELD_LENGTH));

export function recordAudit(entry: Omit<AuditEntry, "at">, now = Date.now()): void {
  prune(now);
  open()
    .prepare("INSERT INTO audit (at, user, action, call_id, call_task_id, client, outcome) VALUES (?, ?, ?, ?, ?, ?, ?)")
    .run(new Date(now).toISOString(), cap(entry.user), entry.action, cap(entry.callId), cap(entry.callTaskId), cap(entry.client), cap(entry.outcome));
}

export interface AuditQuery {
  user?: string;
  action?: "play" | "download";
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

function filters(q: Omit<AuditQuery, "page" | "pageSize">): { sql: string; params: Record<string, unknown> } {
  const where: string[] = [];
  const params: Record<string, unknown> = {};
  const add = (condition: string, name: string, value: unknown) => {
    where.push(condition);
    params[name] = value;
  };
  if (q.user) add("user = @user", "user", q.user);
  if (q.action) add("action = @action", "action", q.action);
  if (q.from) add("at >= @from", "from", q.from);
  if (q.to) add("at <= @to", "to", q.to);
  return { sql: where.join(" AND "), params };
}

const COLUMNS = "at, user, action, call_id AS callId, call_task_id AS callTaskId, client, outcome";

export function listAudit(q: AuditQuery): { entries: AuditEntry[]; total: number } {
  const { sql, params } = filters(q);
  const where = sql ? `WHERE ${sql}` : "";
  const total = (open().prepare(`SELECT count(*) AS n FROM audit ${where}`).get(params) as { n: number }).n;
  const rows = open()
    .prepare(`SELECT ${COLUMNS} FROM audit ${where} ORDER BY id DESC LIMIT @limit OFFSET @offset`)
    .all({ ...params, limit: q.pageSize, offset: (q.page - 1) * q.pageSize }) as AuditEntry[];
  return { entries: rows, total };
}

const HEADER = ["at", "user", "action", "callId", "callTaskId", "client", "outcome"].join(",");

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

const csvLine = (e: AuditEntry) => [e.at, e.user, e.action, e.callId, e.callTaskId, e.client, e.outcome].map(csvCell).join(",");

/**
 * Every matching entry as CSV, newest first, streamed: rows are read CSV_BATCH at a time
 * (keyset paging on id, so rows added meanwhile do not shift the pages) as the client
 * reads, so the export never holds the whole log in memory.
 */
export function auditCsvStream(q: Omit<AuditQuery, "page" | "pageSize">): ReadableStream<Uint8Array> {
  const { sql, params } = filters(q);
  const statement = open().prepare(`SELECT id, ${COLUMNS} FROM audit WHERE id < @before ${sql ? `AND ${sql}` : ""} ORDER BY id DESC LIMIT ${CSV_BATCH}`);
  const encoder = new TextEncoder();
  let before = Number.MAX_SAFE_INTEGER;
  let started = false;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const rows = statement.all({ ...params, before }) as Array<AuditEntry & { id: number }>;
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
