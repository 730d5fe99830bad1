import "server-only";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { authConfig } from "./auth/auth-config";

// The audit trail of recording access: every signed URL issued (or refused) for play or
// download, with who, when, what, from where and the outcome. Append-only: rows are only
// ever inserted, and removed only when older than DASHBOARD_AUDIT_RETENTION_DAYS.

export interface AuditEntry {
  at: string;
  user: string;
  action: "play" | "download";
  callId: string | null;
  callTaskId: string | null;
  client: string;
  outcome: string;
}

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
}

export function recordAudit(entry: Omit<AuditEntry, "at">, now = Date.now()): void {
  prune(now);
  open()
    .prepare("INSERT INTO audit (at, user, action, call_id, call_task_id, client, outcome) VALUES (?, ?, ?, ?, ?, ?, ?)")
    .run(new Date(now).toISOString(), entry.user, entry.action, entry.callId, entry.callTaskId, entry.client, entry.outcome);
}

export interface AuditQuery {
  user?: string;
  action?: "play" | "download";
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

export function listAudit(q: AuditQuery): { entries: AuditEntry[]; total: number } {
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
  const sql = where.length ? `WHERE ${where.join(" AND ")}` : "";
  const total = (open().prepare(`SELECT count(*) AS n FROM audit ${sql}`).get(params) as { n: number }).n;
  const rows = open()
    .prepare(
      `SELECT at, user, action, call_id AS callId, call_task_id AS callTaskId, client, outcome FROM audit ${sql} ORDER BY id DESC LIMIT @limit OFFSET @offset`,
    )
    .all({ ...params, limit: q.pageSize, offset: (q.page - 1) * q.pageSize }) as AuditEntry[];
  return { entries: rows, total };
}

/** RFC 4180 CSV; cells starting with = + - @ are prefixed so spreadsheets do not run them. */
export function auditCsv(entries: AuditEntry[]): string {
  const cell = (v: string | null) => {
    let s = v ?? "";
    if (/^[=+\-@]/.test(s)) s = `'${s}`;
    return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const lines = [["at", "user", "action", "callId", "callTaskId", "client", "outcome"].join(",")];
  for (const e of entries) lines.push([e.at, e.user, e.action, e.callId, e.callTaskId, e.client, e.outcome].map(cell).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
