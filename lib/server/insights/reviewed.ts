import "server-only";
import { SqliteAdapter, sql } from "kysely";
import type { StoreDb } from "../store/database";
import { type InsightsFilters, numbers, where } from "./grouped";

// The reviews' side of the Insights page: how many of a range's calls were reviewed, and
// their latest scores, per agent.

// SQLite's CROSS JOIN keeps call_mark (the reviewed calls: human work, far fewer than the
// calls) as the outer loop, each looked up by key; its planner otherwise walked the range's
// calls and probed call_mark for each (50 ms for 30 days of a million calls). PostgreSQL's
// planner orders a plain (comma) join by its statistics.
export const crossJoin = (db: StoreDb) => (db.getExecutor().adapter instanceof SqliteAdapter ? sql` cross join` : sql`,`);

/** Reviewed calls (call_mark), those with a score and the sum of their latest scores, per agent, for [fromMs, toMs). */
export async function reviewedCounts(db: StoreDb, fromMs: number, toMs: number, filters: InsightsFilters) {
  const rows = await sql<Record<string, unknown>>`select call_index.agent_id as agent_id, count(*) as reviewed, count(call_mark.latest_score) as scored,
      coalesce(sum(call_mark.latest_score), 0) as score_sum
    from call_mark${crossJoin(db)} call_index
    where call_index.call_id = call_mark.call_id and call_mark.reviews > 0 and deleted = 0 and created_ms >= ${fromMs} and created_ms < ${toMs}${where(filters, "rows")}
    group by call_index.agent_id`.execute(db);
  return numbers<{ agent_id: string; reviewed: number; scored: number; score_sum: number }>(rows.rows);
}
