import "server-only";
import { sql } from "kysely";
import { CALL_STATUSES, isLiveStatus } from "@/lib/call-results/constants";
import type { StoreDb } from "../store/database";
import { type InsightsFilters, numbers, splitRange, where } from "./grouped";

// The heatmap's and the trend's counts: per UTC hour (or the rows' slot, a quarter hour in a
// zone that is not a whole number of hours from UTC) of [fromMs, toMs), the calls, the
// completed and the finished ones, and the completed calls' known durations. Each hour's
// statuses are summed by the query itself, so a 90-day range answers a row per hour, not one
// per hour, status and voicemail flag: the whole hours from the per-hour roll-ups, the edges
// from the rows (grouped.ts's splitRange).

export interface HourRow {
  hour_ms: number;
  calls: number;
  completed: number;
  /** Completed, no answer, unreachable or failed: the connected rate's denominator. */
  finished: number;
  duration_calls: number;
  duration_sum: number;
}

// Finished: every status of the spec's but the live ones (the connected rate's denominator).
const FINISHED = sql`(${sql.join(CALL_STATUSES.filter((s) => !isLiveStatus(s)).map((s) => sql.lit(s)))})`;

export async function hourCounts(db: StoreDb, fromMs: number, toMs: number, filters: InsightsFilters): Promise<HourRow[]> {
  const { hours, edges } = splitRange(fromMs, toMs, filters, false);
  // Neither an agent nor a direction asked for: the per-hour totals answer, a row per hour, status and voicemail flag.
  const table = sql.table(filters.agentId === undefined && filters.direction === undefined ? "insights_hour_total" : "insights_hour");
  const out: Record<string, unknown>[] = [];
  for (const [a, b] of hours) {
    const rows = await sql<Record<string, unknown>>`select hour_ms, sum(calls) as calls,
        sum(case when status = 'completed' then calls else 0 end) as completed,
        sum(case when status in ${FINISHED} then calls else 0 end) as finished,
        sum(case when status = 'completed' then duration_calls else 0 end) as duration_calls,
        sum(case when status = 'completed' then duration_sum else 0 end) as duration_sum
      from ${table} where hour_ms >= ${a} and hour_ms < ${b}${where(filters, "rollup")} group by hour_ms`.execute(db);
    out.push(...rows.rows);
  }
  const slot = sql`created_ms - (created_ms % ${sql.lit(filters.slotMs ?? 3_600_000)})`;
  for (const [a, b] of edges) {
    const rows = await sql<Record<string, unknown>>`select ${slot} as hour_ms, count(*) as calls,
        sum(case when status = 'completed' then 1 else 0 end) as completed,
        sum(case when status in ${FINISHED} then 1 else 0 end) as finished,
        sum(case when status = 'completed' and duration_seconds is not null then 1 else 0 end) as duration_calls,
        coalesce(sum(case when status = 'completed' then duration_seconds else 0 end), 0) as duration_sum
      from call_index where deleted = 0 and created_ms >= ${a} and created_ms < ${b}${where(filters, "rows")} group by ${slot}`.execute(db);
    out.push(...rows.rows);
  }
  return numbers<HourRow>(out);
}
