import "server-only";
import { sql } from "kysely";
import { recordAudit } from "../store/audit";
import type { Store } from "../store/database";

// An export's "started" audit entry gets its end (completed, failed, cancelled) from the
// process that ran it. A process killed mid-export (kill -9, a crash, a redeploy) leaves a
// start with no end (issue #39). At start, such starts are given an end of their own,
// "interrupted", so the trail says what became of them. On SQLite the store is this
// process's own, so nothing can be running yet; on PostgreSQL another instance may be
// exporting right now, so only starts older than STALE_MS count (an export reads at least a
// page every DASHBOARD_EXPORT_IDLE_SECONDS and at most 10 M rows), and one instance at a
// time looks (an advisory lock).

export const STALE_MS = 6 * 3_600_000;
const LOOK_BACK_MS = 7 * 86_400_000;
const LOCK = 7_301_966_113;

/** The part of a start's details its end repeats: a call export's whole, a Reviews export's up to its count. */
const stem = (details: string) => (details.startsWith("reviews ") ? details.slice(0, details.lastIndexOf("; ")) : details);

/** Ends each start that has no end with "interrupted"; how many (null: another instance is looking). */
export async function markInterruptedExports(store: Store, now = Date.now()): Promise<number | null> {
  return store.db.transaction().execute(async (trx) => {
    if (store.engine === "postgres") {
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${LOCK}) as locked`.execute(trx);
      if (!rows[0]?.locked) return null;
    }
    const staleBefore = new Date(now - (store.engine === "postgres" ? STALE_MS : 0)).toISOString();
    const rows = await trx
      .selectFrom("audit_entry")
      .select(["id", "user_name", "client", "outcome", "details", "at"])
      .where("action", "=", "export")
      .where("at", ">=", new Date(now - LOOK_BACK_MS).toISOString())
      .orderBy("id")
      .execute();
    const ends = rows.filter((r) => r.outcome !== "started");
    const open = rows.filter(
      (s) =>
        s.outcome === "started" &&
        s.at < staleBefore &&
        !ends.some((e) => e.id > s.id && e.user_name === s.user_name && (e.details ?? "").startsWith(stem(s.details ?? ""))),
    );
    for (const s of open)
      await recordAudit(
        trx,
        { user: s.user_name, action: "export", callId: null, callTaskId: null, client: s.client, outcome: "interrupted", details: s.details },
        now,
      );
    return open.length;
  });
}
