import "server-only";

// The code of the call index's SQLite writer thread (sqlite-worker.ts), evaluated from this
// string: it opens its own connection to the store's file with the main connection's
// settings, and runs the queries it is sent one at a time, each answered with its rows, or
// its changes, or SQLite's error and code. It lowers its own thread's CPU priority (Linux).

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
parentPort.on("message", ({ id, sql, parameters }) => {
  try {
    let stmt = prepared.get(sql);
    if (!stmt) {
      stmt = db.prepare(sql);
      if (prepared.size >= 64) prepared.delete(prepared.keys().next().value);
      prepared.set(sql, stmt);
    }
    if (stmt.reader) parentPort.postMessage({ id, rows: stmt.all(parameters) });
    else {
      const { changes, lastInsertRowid } = stmt.run(parameters);
      parentPort.postMessage({ id, changes, insertId: lastInsertRowid });
    }
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String((error && error.message) || error), code: error && error.code } });
  }
});
`;
