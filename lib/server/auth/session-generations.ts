import "server-only";
import { DashboardError } from "@/lib/errors";
import { log } from "../log/logger";
import { currentStore } from "../store/current-store";
import { readValidSince, writeValidSince } from "../store/session-generations";

// Per-user session generations: for each user, the moment their sessions were last
// revoked (sign-out, `npm run user:add` changing a role, `npm run user:delete`). A session
// issued at or before it is void. It only ever grows, by at least 1 ms per revocation,
// and a new session is issued strictly after it, so two events in the same millisecond
// still come in order. guard.ts reads it on every request, so revocation takes effect
// at once, across processes and instances: it lives in the one store (SQLite or
// PostgreSQL). Bounded: one row per user, and a row older than the longest possible
// session (DASHBOARD_SESSION_HOURS is at most 30 days) no longer voids anything, so it
// is removed.

const LONGEST_SESSION_MS = 30 * 24 * 3_600_000;

/** Sessions of `user` issued at or before this moment (ms) are void; 0 when none were revoked. */
export async function sessionsValidSince(user: string): Promise<number> {
  try {
    return await readValidSince((await currentStore()).db, user);
  } catch (error) {
    // Without the generation a revoked session cannot be told apart: refused, not let through.
    throw unavailable(error, "read", "your session cannot be checked");
  }
}

function unavailable(error: unknown, verb: string, consequence: string): DashboardError {
  log().error({ detail: (error as Error).message }, `session generation not ${verb}`);
  return new DashboardError("store_unavailable", `The dashboard's database cannot be reached just now, so ${consequence}. Try again in a moment.`);
}

/** When a session issued now for `user` counts as issued: after any revocation so far. */
export async function issueTime(user: string, now = Date.now()): Promise<number> {
  return Math.max(now, (await sessionsValidSince(user)) + 1);
}

/** Voids every session of `user` issued up to now. */
export async function revokeSessions(user: string, now = Date.now()): Promise<void> {
  try {
    await writeValidSince((await currentStore()).db, user, now, now - LONGEST_SESSION_MS);
  } catch (error) {
    throw unavailable(error, "written", "your sessions cannot be ended");
  }
}
