import "server-only";
import { readPage, type SyncContext, save, windowQuery } from "./context";

// Reading one closed createdAt window (Airbyte's datetime cursor): oldest first, in pages of
// pageSize. Offset paging is stable only inside a window that no new call can enter, and
// deep offsets are slow, so a window holding more than splitAbove calls is halved first.

/**
 * Reads every call created in [fromMs, toMs) and upserts it, page by page. `seen` collects
 * the ids read (reconciliation). Answers the number of calls read.
 */
export async function walkWindow(ctx: SyncContext, fromMs: number, toMs: number, seen?: Set<string>): Promise<number> {
  const { pageSize, splitAbove } = ctx.config;
  const first = await readPage(ctx, windowQuery(fromMs, toMs, 1, pageSize));
  if (first.pagination.total > splitAbove && toMs - fromMs > 1) {
    const middle = Math.floor((fromMs + toMs) / 2);
    return (await walkWindow(ctx, fromMs, middle, seen)) + (await walkWindow(ctx, middle, toMs, seen));
  }
  let read = await save(ctx, first.data, seen);
  for (let page = 2; page <= first.pagination.totalPages; page++) {
    const next = await readPage(ctx, windowQuery(fromMs, toMs, page, pageSize));
    read += await save(ctx, next.data, seen);
    if (next.data.length === 0) break;
  }
  return read;
}
