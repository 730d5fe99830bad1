import "server-only";
import { sql } from "kysely";
import type { StoreDb } from "../store/database";
import { type InsightsFilters, where } from "./grouped";

// Calls per agent created in a list of UTC intervals (the calls view's hour and weekday
// filters, call-index/clock-filter.ts): the whole UTC hours from the per-hour roll-up, by key,
// and the partial hours from the rows. In a zone a whole number of hours from UTC only the
// view's first and last intervals can be cut off the hour; in any other, most are, and the
// rows answer instead (null).

const HOUR = 3_600_000;
// Hours per statement: below both engines' bound-parameter limits.
const CHUNK = 1000;
const MOST_EDGES = 4;

export async function agentsInIntervals(
  db: StoreDb,
  intervals: ReadonlyArray<readonly [number, number]>,
  filters: InsightsFilters,
): Promise<Array<{ agent_id: string; calls: number }> | null> {
  const hours: number[] = [];
  const edges: Array<[number, number]> = [];
  for (const [a, b] of intervals) {
    const [ha, hb] = [Math.ceil(a / HOUR) * HOUR, Math.floor(b / HOUR) * HOUR];
    if (ha >= hb) {
      edges.push([a, b]);
      continue;
    }
    if (a < ha) edges.push([a, ha]);
    if (hb < b) edges.push([hb, b]);
    for (let h = ha; h < hb; h += HOUR) hours.push(h);
  }
  if (edges.length > MOST_EDGES) return null;
  const out: Array<{ agent_id: string; calls: number }> = [];
  const add = (rows: Array<{ agent_id: string; calls: unknown }>) => out.push(...rows.map((r) => ({ agent_id: r.agent_id, calls: Number(r.calls) })));
  for (let i = 0; i < hours.length; i += CHUNK) {
    const rows = await sql<{ agent_id: string; calls: unknown }>`select agent_id, sum(calls) as calls from insights_hour
      where hour_ms in (${sql.join(hours.slice(i, i + CHUNK))})${where(filters, "rollup")} group by agent_id`.execute(db);
    add(rows.rows);
  }
  for (const [a, b] of edges) {
    const rows = await sql<{ agent_id: string; calls: unknown }>`select agent_id, count(*) as calls from call_index
      where deleted = 0 and created_ms >= ${a} and created_ms < ${b}${where(filters, "rows")} group by agent_id`.execute(db);
    add(rows.rows);
  }
  return out;
}
