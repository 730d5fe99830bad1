// The SQLite table of calls: one column per stored field of the contract (named as the
// field), plus the project and the live flag. Rows convert to and from CallRow here only.
import type { CallRow, StoredField } from "./call-row";
import { STORED_FIELDS } from "./call-row";

// Bump when the schema or the generator changes, so old files are not reused.
export const STORE_VERSION = 8;

/** Every column a row is written with, in table order. */
const COLUMNS = ["projectId", ...STORED_FIELDS.map((f) => f.field), "live"] as const;

// SQLite keeps booleans as 0 and 1.
const BOOLEAN_COLUMNS = [...STORED_FIELDS.filter((f) => f.kind === "boolean").map((f) => f.field), "live"] as const;

type DbValue<T> = T extends boolean ? 0 | 1 : T;
export type DbRow = { id: number } & { [K in StoredField | "projectId" | "live"]: DbValue<CallRow[K]> };

// "from" and "to" are SQL keywords, so every generated column name is quoted.
const quoted = (column: string) => `"${column}"`;

function sqlType(column: (typeof STORED_FIELDS)[number]): string {
  const type = column.kind === "text" ? "TEXT" : "INTEGER";
  const unique = column.field === "callId" ? " UNIQUE" : "";
  return `${quoted(column.field)} ${type}${column.nullable ? "" : " NOT NULL"}${unique}`;
}

export const SCHEMA = `
CREATE TABLE calls (
  id INTEGER PRIMARY KEY,
  projectId INTEGER NOT NULL,
  ${STORED_FIELDS.map(sqlType).join(",\n  ")},
  live INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
`;

// The list planner (list-planner.ts) reads a page in one of three ways, each served by
// its own indexes:
// - walk a sort column's index in order, filtering on the way (calls_<column>, and
//   calls_status_<column> for one run per status);
// - scan every match of a range through a covering index and sort the keys
//   (calls_createdAt, calls_status_createdAt, calls_agent);
// - look up an id filter (calls_task, calls_end_user, the callId key).
// The walking indexes carry id right after the sort column (the tie-breaker, so the
// index order is the page order) and then createdAt and agentId, so that filters on
// them are checked on the index entry without reading the row.
export const INDEXES = `
CREATE INDEX calls_createdAt ON calls (projectId, createdAt, id, status, agentId, startedAt, endedAt, durationSeconds);
CREATE INDEX calls_startedAt ON calls (projectId, startedAt, id, createdAt, agentId);
CREATE INDEX calls_endedAt ON calls (projectId, endedAt, id, createdAt, agentId);
CREATE INDEX calls_durationSeconds ON calls (projectId, durationSeconds, id, createdAt, agentId);
CREATE INDEX calls_status_createdAt ON calls (projectId, status, createdAt, id, agentId, startedAt, endedAt, durationSeconds);
CREATE INDEX calls_status_startedAt ON calls (projectId, status, startedAt, id, createdAt, agentId);
CREATE INDEX calls_status_endedAt ON calls (projectId, status, endedAt, id, createdAt, agentId);
CREATE INDEX calls_status_durationSeconds ON calls (projectId, status, durationSeconds, id, createdAt, agentId);
CREATE INDEX calls_agent ON calls (projectId, agentId, createdAt, id, status, startedAt, endedAt, durationSeconds);
CREATE INDEX calls_task ON calls (projectId, callTaskId, createdAt);
CREATE INDEX calls_end_user ON calls (projectId, endUserId, createdAt);
CREATE INDEX calls_live ON calls (live) WHERE live = 1;
ANALYZE;
`;

/** INSERT of a whole row, with named parameters as toDb() gives them. */
export const INSERT_CALL = `INSERT INTO calls (${COLUMNS.map(quoted).join(", ")}) VALUES (${COLUMNS.map((c) => `@${c}`).join(", ")})`;

export function fromDb(r: DbRow): CallRow {
  const { id: _id, ...row }: Record<string, unknown> = r;
  for (const column of BOOLEAN_COLUMNS) row[column] = r[column] === 1;
  return row as CallRow;
}

export function toDb(row: CallRow): Omit<DbRow, "id"> {
  const out: Record<string, unknown> = { ...row };
  for (const column of BOOLEAN_COLUMNS) out[column] = row[column] ? 1 : 0;
  return out as Omit<DbRow, "id">;
}
