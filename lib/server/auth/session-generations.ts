import "server-only";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { authConfig } from "./auth-config";

// Per-user session generations: for each user, the moment their sessions were last
// revoked (sign-out, `npm run user:add` changing a role, `npm run user:delete`). A session
// issued at or before it is void. It only ever grows, by at least 1 ms per revocation,
// and a new session is issued strictly after it, so two events in the same millisecond
// still come in order. guard.ts reads it on every request, so revocation takes
// effect at once, also across processes (the scripts write it directly).
// A small SQLite table under DASHBOARD_DATA_DIR for now; it moves into the shared store
// of #9 (Kysely over SQLite/PostgreSQL) later, behind this same interface.
// Bounded: one row per user, and a row older than the longest possible session
// (DASHBOARD_SESSION_HOURS is at most 30 days) no longer voids anything, so it is removed.

const LONGEST_SESSION_MS = 30 * 24 * 3_600_000;
const MAX_NAME_LENGTH = 256;

let db: { dir: string; handle: Database.Database; read: Database.Statement; write: Database.Statement; prune: Database.Statement } | undefined;

function open() {
  const dir = authConfig().dataDir;
  if (db?.dir !== dir) {
    db?.handle.close();
    fs.mkdirSync(dir, { recursive: true });
    const handle = new Database(path.join(dir, "sessions.sqlite"));
    handle.pragma("journal_mode = WAL");
    handle.exec("CREATE TABLE IF NOT EXISTS session_generation (user TEXT PRIMARY KEY, valid_since INTEGER NOT NULL)");
    db = {
      dir,
      handle,
      read: handle.prepare("SELECT valid_since AS validSince FROM session_generation WHERE user = ?"),
      write: handle.prepare(
        "INSERT INTO session_generation (user, valid_since) VALUES (?, ?) ON CONFLICT (user) DO UPDATE SET valid_since = max(valid_since + 1, excluded.valid_since)",
      ),
      prune: handle.prepare("DELETE FROM session_generation WHERE valid_since < ?"),
    };
  }
  return db;
}

/** Sessions of `user` issued at or before this moment (ms) are void; 0 when none were revoked. */
export function sessionsValidSince(user: string): number {
  const row = open().read.get(user.slice(0, MAX_NAME_LENGTH)) as { validSince: number } | undefined;
  return row?.validSince ?? 0;
}

/** When a session issued now for `user` counts as issued: after any revocation so far. */
export function issueTime(user: string, now = Date.now()): number {
  return Math.max(now, sessionsValidSince(user) + 1);
}

/** Voids every session of `user` issued up to now. */
export function revokeSessions(user: string, now = Date.now()): void {
  const store = open();
  store.write.run(user.slice(0, MAX_NAME_LENGTH), now);
  store.prune.run(now - LONGEST_SESSION_MS);
}
