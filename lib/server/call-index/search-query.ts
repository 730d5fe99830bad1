import "server-only";
import { sql } from "kysely";
import type { SortBy } from "@/lib/call-results/constants";
import type { ListQuery } from "@/lib/call-results/list-query";
import type { ListResponse } from "@/lib/call-results/schemas";
import type { Store } from "../store/database";
import { clockIntervals } from "./clock-filter";
import { rowToCall } from "./rows";
import { rangeSlot, rolledUpCounts } from "./view-counts";
import { filtered } from "./view-filter";

// A page of a view as the call index answers it (issue #37): the view's filter
// (view-filter.ts) with the list's sort, paging and exact total; the total from the roll-ups
// when the view's filters allow (view-counts.ts), so it costs a few reads at any size.

const SORT_COLUMNS: Record<SortBy, "created_ms" | "started_ms" | "ended_ms" | "duration_seconds"> = {
  createdAt: "created_ms",
  startedAt: "started_ms",
  endedAt: "ended_ms",
  durationSeconds: "duration_seconds",
};

/** A page of the view, in its order, with the exact number of calls it matches; `zone` is the clock of its hour and weekday filters. */
export async function searchCalls(store: Store, query: ListQuery, zone = "UTC"): Promise<ListResponse> {
  const base = filtered(store, query, { clock: await clockIntervals(store, query, zone) });
  const column = SORT_COLUMNS[query.sortBy];
  // Nulls sort as the service's own store does (SQLite's: lowest), on both engines; the
  // call id breaks ties, so a page boundary never moves between equal values.
  const nulls = query.sortOrder === "asc" ? sql`nulls first` : sql`nulls last`;
  // The exact total from the roll-ups when the filters allow (view-counts.ts), else over the rows.
  const countAll = async () => {
    const rolled = await rolledUpCounts(store, query, [rangeSlot(query)], true);
    if (rolled) return rolled.reduce((sum, c) => sum + c.calls, 0);
    return Number((await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
  };
  const [total, rows] = await Promise.all([
    countAll(),
    base
      .selectAll()
      .orderBy(sql`${sql.ref(column)} ${sql.raw(query.sortOrder)} ${nulls}`)
      .orderBy("call_id", query.sortOrder)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return {
    data: rows.map(rowToCall),
    pagination: { page: query.page, pageSize: query.pageSize, total, totalPages: Math.ceil(total / query.pageSize) },
  };
}
