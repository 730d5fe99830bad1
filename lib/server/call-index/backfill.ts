import "server-only";
import type { SyncContext } from "./context";
import { readState, writeState } from "./state";
import { walkWindow } from "./walk";

// The backfill: closed createdAt windows from the moment it began back to the retention
// limit, newest first (so recent calls are searchable soonest), each read oldest first.
// The bookmark moves after each window is in the index (Singer's at-least-once): a restart
// re-reads at most the window it was in, and the upsert dedupes.

const DAY = 86_400_000;

/** Reads the next window; answers false when the backfill has reached the retention limit. */
export async function backfillStep(ctx: SyncContext): Promise<boolean> {
  const now = ctx.now();
  const limitMs = now - ctx.config.days * DAY;
  let mark = await readState(ctx.db, "backfill");
  if (!mark) {
    // Recorded before the first window, so the tail and a restart start from the same anchor.
    mark = { anchorMs: now, limitMs, doneToMs: now, spanPerSecond: 0 };
    await writeState(ctx.db, "backfill", mark, now);
  }
  // The limit follows the clock (and DASHBOARD_INDEX_DAYS, if it was changed).
  mark.limitMs = limitMs;
  if (mark.doneToMs <= limitMs) {
    await writeState(ctx.db, "backfill", mark, now);
    return false;
  }
  const fromMs = Math.max(limitMs, mark.doneToMs - ctx.config.windowMs);
  const started = ctx.now();
  await walkWindow(ctx, fromMs, mark.doneToMs);
  const rate = (mark.doneToMs - fromMs) / Math.max((ctx.now() - started) / 1000, 0.001);
  // A moving average, so one slow window (a rate limit) does not swing the ETA.
  mark.spanPerSecond = mark.spanPerSecond > 0 ? mark.spanPerSecond * 0.7 + rate * 0.3 : rate;
  mark.doneToMs = fromMs;
  await writeState(ctx.db, "backfill", mark, ctx.now());
  return fromMs > limitMs;
}

/** True once the backfill has reached the retention limit. */
export async function backfillDone(ctx: SyncContext): Promise<boolean> {
  const mark = await readState(ctx.db, "backfill");
  return mark !== undefined && mark.doneToMs <= ctx.now() - ctx.config.days * DAY;
}
