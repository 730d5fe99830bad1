import "server-only";
import { applyRollups, FACT_COLUMNS, pruneRollups } from "../insights/rollups";
import { checkRunning, readPage, type SyncContext, windowQuery } from "./context";
import { readState, writeState } from "./state";
import { walkWindow } from "./walk";

// Reconciliation (Fivetran's re-sync with soft deletes): each day's total in the index is
// compared with the service's (one pageSize=1 request a day). A day that differs is walked
// again, and what the service no longer returns is marked deleted: hidden from every
// answer, not silently kept. Also the lookback, and the retention's prune.

const DAY = 86_400_000;
const CHUNK = 500;

async function indexCount(ctx: SyncContext, fromMs: number, toMs: number): Promise<number> {
  const row = await ctx.db
    .selectFrom("call_index")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("deleted", "=", 0)
    .where("created_ms", ">=", fromMs)
    .where("created_ms", "<", toMs)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Walks [fromMs, toMs) again and marks deleted each call of it the service did not return. */
async function rewalk(ctx: SyncContext, fromMs: number, toMs: number): Promise<number> {
  const seen = new Set<string>();
  await walkWindow(ctx, fromMs, toMs, seen);
  const held = await ctx.db
    .selectFrom("call_index")
    .select("call_id")
    .where("deleted", "=", 0)
    .where("created_ms", ">=", fromMs)
    .where("created_ms", "<", toMs)
    .execute();
  const gone = held.map((r) => r.call_id).filter((id) => !seen.has(id));
  checkRunning(ctx);
  for (let i = 0; i < gone.length; i += CHUNK) {
    const ids = gone.slice(i, i + CHUNK);
    // A deleted call leaves the Insights roll-ups in the same transaction.
    await ctx.db.transaction().execute(async (tx) => {
      const facts = await tx.selectFrom("call_index").select(FACT_COLUMNS).where("call_id", "in", ids).where("deleted", "=", 0).execute();
      await tx.updateTable("call_index").set({ deleted: 1, synced_ms: ctx.now() }).where("call_id", "in", ids).execute();
      await applyRollups(tx, facts, []);
    });
  }
  return gone.length;
}

/** Compares every covered day's total with the service's and re-walks those that differ. */
export async function reconcile(ctx: SyncContext): Promise<{ differingDays: number; deleted: number }> {
  const backfill = await readState(ctx.db, "backfill");
  const tailMark = await readState(ctx.db, "tail");
  if (!backfill || !tailMark) return { differingDays: 0, deleted: 0 };
  // Only what the index claims to hold completely: the windows walked, up to the last tail.
  const fromMs = Math.max(backfill.doneToMs, ctx.now() - ctx.config.days * DAY);
  const toMs = tailMark.watermarkMs;
  let differingDays = 0;
  let deleted = 0;
  for (let day = Math.floor(fromMs / DAY) * DAY; day < toMs; day += DAY) {
    const [start, end] = [Math.max(day, fromMs), Math.min(day + DAY, toMs)];
    const theirs = (await readPage(ctx, windowQuery(start, end, 1, 1))).pagination.total;
    if (theirs === (await indexCount(ctx, start, end))) continue;
    differingDays++;
    deleted += await rewalk(ctx, start, end);
  }
  await writeState(ctx.db, "reconcile", { atMs: ctx.now(), differingDays }, ctx.now());
  return { differingDays, deleted };
}

/** Re-walks the last lookbackMs (long calls are stamped with their creation time, in the past). */
export async function lookback(ctx: SyncContext): Promise<number> {
  const now = ctx.now();
  const read = await walkWindow(ctx, now - ctx.config.lookbackMs, now + 1);
  await writeState(ctx.db, "lookback", { atMs: ctx.now() }, ctx.now());
  return read;
}

/** Deletes the rows older than the retention (DASHBOARD_INDEX_DAYS). */
export async function prune(ctx: SyncContext): Promise<number> {
  const cutoff = ctx.now() - ctx.config.days * DAY;
  // The pruned calls leave the Insights roll-ups in the same transaction, and the roll-ups'
  // rows of the hours and days before the cutoff go with them.
  const removed = await ctx.db.transaction().execute(async (tx) => {
    // Counted from the rows read, not the delete's answer: on SQLite the sync's writes run at the commit (Store.syncDb).
    const rows = await tx
      .selectFrom("call_index")
      .select([...FACT_COLUMNS, "deleted"])
      .where("created_ms", "<", cutoff)
      .execute();
    await tx.deleteFrom("call_index").where("created_ms", "<", cutoff).execute();
    await applyRollups(
      tx,
      rows.filter((r) => Number(r.deleted) === 0),
      [],
    );
    await pruneRollups(tx, cutoff);
    return rows.length;
  });
  await writeState(ctx.db, "prune", { atMs: ctx.now(), removed }, ctx.now());
  return removed;
}
