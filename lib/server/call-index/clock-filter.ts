import "server-only";
import { type ExpressionBuilder, sql } from "kysely";
import type { ListQuery } from "@/lib/call-results/list-query";
import { invalidParam } from "../http/list-params";
import type { Store } from "../store/database";
import type { StoreSchema } from "../store/schema";
import { localIntervals } from "./local-intervals";

// The heatmap's drill-down filters (issue #40): `hour=` and `weekday=` on the view's clock.
// The view's created range becomes the UTC intervals whose local hour and weekday match in
// its zone (local-intervals.ts, DST-correct), which the created_ms index answers, so the
// calls view's total is the heatmap cell's. A view without a range is bounded by the
// index's first and last calls.

export type Intervals = ReadonlyArray<readonly [number, number]>;

async function bound(store: Store, which: "min" | "max"): Promise<number | null> {
  // One min() or max() each: SQLite answers a lone one from the index's end.
  const row = await store.db
    .selectFrom("call_index")
    .select((eb) => eb.fn[which]<number | string | null>("created_ms").as("v"))
    .executeTakeFirst();
  return row?.v == null ? null : Number(row.v);
}

/** The UTC intervals a view's hour and weekday select in `zone`, or null when it has neither. */
export async function clockIntervals(store: Store, query: ListQuery, zone: string): Promise<Intervals | null> {
  if (query.hour === undefined && query.weekday === undefined) return null;
  // The shared parser checks only that each is a whole number (index-filters.ts).
  if (query.hour !== undefined && query.hour > 23) throw invalidParam("hour", `must be a whole number from 0 to 23, got ${query.hour}`);
  if (query.weekday !== undefined && (query.weekday < 1 || query.weekday > 7))
    throw invalidParam("weekday", `must be a whole number from 1 to 7 (Monday first), got ${query.weekday}`);
  const from = query.createdFrom ? Date.parse(query.createdFrom) : await bound(store, "min");
  const to = query.createdTo ? Date.parse(query.createdTo) : await bound(store, "max");
  if (from === null || to === null || to < from) return [];
  try {
    return localIntervals(from, to, zone, { hour: query.hour, weekday: query.weekday });
  } catch (error) {
    if (error instanceof RangeError) throw invalidParam(query.hour === undefined ? "weekday" : "hour", `needs a created range of at most 400 days`);
    throw error;
  }
}

/** The condition that a call was created in one of the intervals (none: no call). */
export function inIntervals(eb: ExpressionBuilder<StoreSchema, "call_index">, intervals: Intervals) {
  if (intervals.length === 0) return sql<boolean>`1 = 0`;
  return eb.or(intervals.map(([a, b]) => eb.and([eb("created_ms", ">=", a), eb("created_ms", "<", b)])));
}
