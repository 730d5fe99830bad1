import "server-only";
import { type RawBuilder, SqliteAdapter, sql } from "kysely";
import { DURATION_BUCKETS } from "@/lib/insights/buckets";
import { foldName } from "../call-index/rows";
import type { StoreDb } from "../store/database";

// Grouped counts over a created range, [fromMs, toMs): the whole UTC hours inside it from the
// roll-ups, and only the partial hours at its two edges from the call index's rows (at most
// two hours of calls, through the created_ms index). So a range that is not cut on the hour
// is counted exactly, and a long one never scans calls.
//
// What the roll-ups do not count by (part of an agent's name, a duration range, or a zone
// whose hours are not the UTC hours) is counted from the rows over the whole range
// (`rowsOnly`): exact, but a scan of the range's calls, which the page says.

const HOUR = 3_600_000;

export interface InsightsFilters {
  status?: readonly string[];
  agentId?: string;
  direction?: readonly string[];
  voicemail?: 0 | 1;
  // The filters only the rows answer.
  agentName?: string;
  minDuration?: number;
  maxDuration?: number;
  /** The rows' time slot: an hour, or a quarter hour in a zone whose local hours are not UTC hours. */
  slotMs?: number;
}

/** Whether the roll-ups cannot answer these filters, and the rows are counted instead. */
const rowsOnly = (f: InsightsFilters) => f.agentName !== undefined || f.minDuration !== undefined || f.maxDuration !== undefined || (f.slotMs ?? HOUR) !== HOUR;

export type GroupKey = "hour_ms" | "agent_id" | "status" | "voicemail";

export interface GroupedRow {
  hour_ms?: number;
  agent_id?: string;
  status?: string;
  voicemail?: number;
  calls: number;
  duration_calls: number;
  duration_sum: number;
}

export interface BucketRow {
  agent_id?: string;
  bucket: number;
  calls: number;
}

/** The parts of [fromMs, toMs): whole hours for the roll-ups, edges (or all of it) for the rows. */
function splitRange(fromMs: number, toMs: number, filters: InsightsFilters): { hours: [number, number] | null; edges: Array<[number, number]> } {
  if (rowsOnly(filters)) return { hours: null, edges: [[fromMs, toMs]] };
  const a = Math.ceil(fromMs / HOUR) * HOUR;
  const b = Math.floor(toMs / HOUR) * HOUR;
  if (a >= b) return { hours: null, edges: [[fromMs, toMs]] };
  return { hours: [a, b], edges: [[fromMs, a] as [number, number], [b, toMs] as [number, number]].filter(([x, y]) => x < y) };
}

/** LIKE's own characters escaped (the calls view's agentName search, search-query.ts). */
const containing = (text: string) => `%${text.replace(/[%_\\]/g, "\\$&")}%`;

/** The filters as SQL (" and …"), on a roll-up table or on the call index's rows. */
export function where(filters: InsightsFilters, table: "rollup" | "rows", withStatus = true): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [];
  if (withStatus && filters.status) parts.push(sql`status in (${sql.join(filters.status)})`);
  if (filters.agentId !== undefined) parts.push(sql`agent_id = ${filters.agentId}`);
  if (filters.direction) parts.push(sql`direction in (${sql.join(filters.direction)})`);
  if (filters.voicemail !== undefined) parts.push(sql`${sql.ref(table === "rows" ? "is_voicemail" : "voicemail")} = ${filters.voicemail}`);
  if (table === "rows" && filters.agentName !== undefined)
    parts.push(sql`agent_name_folded like ${containing(foldName(filters.agentName.trim()))} escape '\\'`);
  if (table === "rows" && filters.minDuration !== undefined) parts.push(sql`duration_seconds >= ${filters.minDuration}`);
  if (table === "rows" && filters.maxDuration !== undefined) parts.push(sql`duration_seconds <= ${filters.maxDuration}`);
  return parts.length === 0 ? sql`` : sql` and ${sql.join(parts, sql` and `)}`;
}

const numbers = <T>(rows: Record<string, unknown>[]): T[] =>
  rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, k === "agent_id" || k === "status" ? v : Number(v)])) as T);

/** Calls, known durations and their sum, grouped by `keys`, for [fromMs, toMs). */
export async function groupedCounts(db: StoreDb, fromMs: number, toMs: number, filters: InsightsFilters, keys: readonly GroupKey[]): Promise<GroupedRow[]> {
  const { hours, edges } = splitRange(fromMs, toMs, filters);
  const out: GroupedRow[] = [];
  if (hours) {
    const cols = sql.join(keys.map((k) => sql.ref(k)));
    // Neither an agent nor a direction asked for: the per-hour totals answer, a row per hour and status.
    const totals = !keys.includes("agent_id") && filters.agentId === undefined && filters.direction === undefined;
    const table = sql.table(totals ? "insights_hour_total" : "insights_hour");
    const rows = await sql<
      Record<string, unknown>
    >`select ${cols}, sum(calls) as calls, sum(duration_calls) as duration_calls, sum(duration_sum) as duration_sum
      from ${table} where hour_ms >= ${hours[0]} and hour_ms < ${hours[1]}${where(filters, "rollup")} group by ${cols}`.execute(db);
    out.push(...numbers<GroupedRow>(rows.rows));
  }
  const exprs: Record<GroupKey, RawBuilder<unknown>> = {
    hour_ms: sql`created_ms - (created_ms % ${sql.lit(filters.slotMs ?? HOUR)})`,
    agent_id: sql.ref("agent_id"),
    status: sql.ref("status"),
    voicemail: sql.ref("is_voicemail"),
  };
  const cols = sql.join(keys.map((k) => sql`${exprs[k]} as ${sql.ref(k)}`));
  const groups = sql.join(keys.map((k) => exprs[k]));
  for (const [a, b] of edges) {
    const rows = await sql<
      Record<string, unknown>
    >`select ${cols}, count(*) as calls, count(duration_seconds) as duration_calls, coalesce(sum(duration_seconds), 0) as duration_sum
      from call_index where deleted = 0 and created_ms >= ${a} and created_ms < ${b}${where(filters, "rows")} group by ${groups}`.execute(db);
    out.push(...numbers<GroupedRow>(rows.rows));
  }
  return out;
}

/** Completed calls with a duration per duration bucket (and agent when `byAgent`), for [fromMs, toMs). */
export async function bucketCounts(db: StoreDb, fromMs: number, toMs: number, filters: InsightsFilters, byAgent: boolean): Promise<BucketRow[]> {
  // Only completed calls have a bucket: a status filter without "completed" leaves none.
  if (filters.status && !filters.status.includes("completed")) return [];
  const { hours, edges } = splitRange(fromMs, toMs, filters);
  const agent = byAgent ? sql`agent_id, ` : sql``;
  const out: BucketRow[] = [];
  if (hours) {
    const rows = await sql<Record<string, unknown>>`select ${agent}bucket, sum(calls) as calls from insights_duration
      where hour_ms >= ${hours[0]} and hour_ms < ${hours[1]}${where(filters, "rollup", false)} group by ${agent}bucket`.execute(db);
    out.push(...numbers<BucketRow>(rows.rows));
  }
  const bucket = sql.raw(
    `case ${[...DURATION_BUCKETS]
      .reverse()
      .map((b) => `when duration_seconds >= ${b} then ${b}`)
      .join(" ")} else 0 end`,
  );
  for (const [a, b] of edges) {
    const rows = await sql<Record<string, unknown>>`select ${agent}${bucket} as bucket, count(*) as calls from call_index
      where deleted = 0 and status = 'completed' and duration_seconds is not null and created_ms >= ${a} and created_ms < ${b}${where(filters, "rows", false)}
      group by ${agent}${bucket}`.execute(db);
    out.push(...numbers<BucketRow>(rows.rows));
  }
  return out;
}

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
