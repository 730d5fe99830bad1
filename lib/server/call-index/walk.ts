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
  // The next page is asked for while this one is written (pipelining): at most one page read
  // ahead, so memory stays bounded, and abandoned with the walk if a write fails.
  const ahead = new AbortController();
  const reading: SyncContext = { ...ctx, signal: AbortSignal.any([ctx.signal, ahead.signal]) };
  try {
    let read = 0;
    let current = first;
    for (let page = 2; ; page++) {
      const more = page <= first.pagination.totalPages && (page === 2 || current.data.length > 0);
      const next = more ? readPage(reading, windowQuery(fromMs, toMs, page, pageSize)) : undefined;
      next?.catch(() => undefined);
      read += await save(ctx, current.data, seen);
      if (!next) return read;
      current = await next;
    }
  } finally {
    ahead.abort();
  }
}
