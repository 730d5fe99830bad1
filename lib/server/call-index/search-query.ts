import "server-only";
import { sql } from "kysely";
import type { SortBy } from "@/lib/call-results/constants";
import { LIST_QUERY_DEFAULTS, type ListQuery } from "@/lib/call-results/list-query";
import type { ListResponse } from "@/lib/call-results/schemas";
import type { Store } from "../store/database";
import { clockIntervals } from "./clock-filter";
import { rowToCall } from "./rows";
import { rangeSlot, rolledUpCounts } from "./view-counts";
import { filtered, type SortColumn } from "./view-filter";

// A page of a view as the call index answers it (issue #37): the view's filter
// (view-filter.ts) with the list's sort, paging and exact total; the total from the roll-ups
// when the view's filters allow (view-counts.ts), so it costs a few reads at any size.

const SORT_COLUMNS: Record<SortBy, SortColumn> = {
  createdAt: "created_ms",
  startedAt: "started_ms",
  endedAt: "ended_ms",
  durationSeconds: "duration_seconds",
};

/**
 * Whether SQLite should read the page in its sort's order rather than through the index of a
 * filter: its planner guesses a status, direction, duration or created range rare, and sorts
 * every call it matches (60,000 at 250,000 calls for inbound or web, 1–5 minutes). When the view
 * holds 2 % or more of its range's calls, 50 of them come within a few thousand rows of the
 * sort's index. PostgreSQL's planner, with its statistics, chooses well by itself.
 */
async function readInSortOrder(store: Store, query: ListQuery, total: number): Promise<boolean> {
  if (store.engine !== "sqlite") return false;
  const range = await rolledUpCounts(store, { ...LIST_QUERY_DEFAULTS, createdFrom: query.createdFrom, createdTo: query.createdTo }, [rangeSlot(query)], true);
  const all = range?.reduce((sum, c) => sum + c.calls, 0) ?? 0;
  return total >= 0.02 * all;
}

/** A page of the view, in its order, with the exact number of calls it matches; `zone` is the clock of its hour and weekday filters. */
export async function searchCalls(store: Store, query: ListQuery, zone = "UTC"): Promise<ListResponse> {
  const clock = await clockIntervals(store, query, zone);
  const base = filtered(store, query, { clock });
  // The exact total from the roll-ups when the filters allow (view-counts.ts), else over the rows.
  const rolled = await rolledUpCounts(store, query, [rangeSlot(query)], true);
  const total = rolled
    ? rolled.reduce((sum, c) => sum + c.calls, 0)
    : Number((await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
  const offset = (query.page - 1) * query.pageSize;
  const column = SORT_COLUMNS[query.sortBy];
  // Nulls sort as the service's own store does (SQLite's: lowest), on both engines; the
  // call id breaks ties, so a page boundary never moves between equal values. created_ms is
  // never null: without the words, PostgreSQL reads its index backwards instead of sorting.
  const nulls = column === "created_ms" ? sql`` : query.sortOrder === "asc" ? sql`nulls first` : sql`nulls last`;
  const rows =
    total <= offset
      ? []
      : await (rolled && (await readInSortOrder(store, query, total)) ? filtered(store, query, { clock, readBy: column }) : base)
          .selectAll()
          .orderBy(sql`${sql.ref(column)} ${sql.raw(query.sortOrder)} ${nulls}`)
          .orderBy("call_id", query.sortOrder)
          .limit(query.pageSize)
          .offset(offset)
          .execute();
  return {
    data: rows.map(rowToCall),
    pagination: { page: query.page, pageSize: query.pageSize, total, totalPages: Math.ceil(total / query.pageSize) },
  };
}
