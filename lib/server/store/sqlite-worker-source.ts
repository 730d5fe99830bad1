import "server-only";
import { createRequire } from "node:module";
import path from "node:path";

// The code of the call index's SQLite writer thread (sqlite-worker.ts), evaluated from this
// string: it opens its own connection to the store's file with the main connection's
// settings, and runs the queries it is sent one at a time, each answered with its rows, or
// its changes, or SQLite's error and code; a transaction's writes come as one batch. It lowers its own thread's CPU priority (Linux).

export const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
try {
  const tid = Number(require("node:fs").readlinkSync("/proc/thread-self").split("/").pop());
  require("node:os").setPriority(tid, workerData.nice);
} catch {}
const db = new Database(workerData.file);
db.pragma("journal_mode = WAL");
db.pragma("synchronous = NORMAL");
db.pragma("busy_timeout = 5000");
// The sync sends few distinct statements: prepared once each, at most 64 kept.
const prepared = new Map();
function run(sql, parameters) {
  let stmt = prepared.get(sql);
  if (!stmt) {
    stmt = db.prepare(sql);
    if (prepared.size >= 64) prepared.delete(prepared.keys().next().value);
    prepared.set(sql, stmt);
  }
  return stmt.reader ? { rows: stmt.all(parameters) } : stmt.run(parameters);
}
// A transaction's writes, all or none, holding the write lock only while they run.
const batch = db.transaction((statements) => {
  for (const { sql, parameters } of statements) run(sql, parameters);
});
parentPort.on("message", ({ id, sql, parameters, batch: statements }) => {
  try {
    if (statements) {
      batch.immediate(statements);
      parentPort.postMessage({ id, changes: 0 });
      return;
    }
    const result = run(sql, parameters);
    if (result.rows) parentPort.postMessage({ id, rows: result.rows });
    else parentPort.postMessage({ id, changes: result.changes, insertId: result.lastInsertRowid });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String((error && error.message) || error), code: error && error.code } });
  }
});
`;

/** better-sqlite3's path, as hash-pool.ts finds bcryptjs: in node_modules of the app's folder (the artifact's), else the project's. */
export function driverPath(): string {
  const appDir = (globalThis as { __dashboardAppDir?: string }).__dashboardAppDir ?? process.cwd();
  return createRequire(path.join(appDir, "package.json")).resolve("better-sqlite3");
}
