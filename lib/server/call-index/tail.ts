import "server-only";
import { LIVE_STATUSES } from "@/lib/call-results/constants";
import { readPage, type SyncContext, save } from "./context";
import { readState, writeState } from "./state";
import { walkWindow } from "./walk";

// Each poll: the tail (calls created since the watermark, less an overlap for calls stamped
// a little before they appear) and the hot set (calls that can still change: the live
// statuses, and ended calls whose result or recording is not ready yet, until a give-up age).

const BY_ID_UP_TO = 5;

/** Reads from the watermark less the overlap up to now, then moves the watermark to now. */
export async function tail(ctx: SyncContext): Promise<number> {
  const now = ctx.now();
  const mark = await readState(ctx.db, "tail");
  const backfill = await readState(ctx.db, "backfill");
  const fromMs = (mark?.watermarkMs ?? backfill?.anchorMs ?? now) - ctx.config.overlapMs;
  const read = await walkWindow(ctx, fromMs, now + 1);
  await writeState(ctx.db, "tail", { watermarkMs: now, atMs: ctx.now() }, ctx.now());
  return read;
}

/** Re-reads the calls that can still change; answers how many were read. */
export async function hotSet(ctx: SyncContext): Promise<number> {
  const { pageSize, giveUpMs, lookbackMs } = ctx.config;
  const now = ctx.now();
  // The live ones, whenever created (a long call lands in the past), through the status filter.
  const live = new Set<string>();
  let read = 0;
  for (let page = 1; ; page++) {
    const answer = await readPage(ctx, { status: [...LIVE_STATUSES], page, pageSize, sortBy: "createdAt", sortOrder: "asc" });
    read += await save(ctx, answer.data, live);
    if (page >= answer.pagination.totalPages || answer.data.length === 0) break;
  }
  // Those the index still holds as live but the service no longer lists as live (they ended),
  // and the recently ended ones without a result or a recording yet.
  const rows = await ctx.db
    .selectFrom("call_index")
    .select(["call_id", "created_ms"])
    .where("deleted", "=", 0)
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "in", [...LIVE_STATUSES]), eb("created_ms", ">=", now - lookbackMs)]),
        eb.and([
          eb("status", "not in", [...LIVE_STATUSES]),
          eb.or([eb("result_available", "=", 0), eb("audio_available", "=", 0)]),
          eb("updated_ms", ">=", now - giveUpMs),
        ]),
      ]),
    )
    .execute();
  const changing = rows.filter((r) => !live.has(r.call_id));
  if (changing.length === 0) return read;
  if (changing.length <= BY_ID_UP_TO) {
    for (const { call_id } of changing) {
      const answer = await readPage(ctx, { callId: call_id, page: 1, pageSize: 1, sortBy: "createdAt", sortOrder: "asc" });
      read += await save(ctx, answer.data);
    }
    return read;
  }
  // Many: one walk over the span they were created in costs fewer requests than one each.
  const created = changing.map((r) => r.created_ms);
  return read + (await walkWindow(ctx, Math.min(...created), Math.max(...created) + 1));
}
