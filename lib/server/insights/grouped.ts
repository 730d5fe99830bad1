import "server-only";
import { type RawBuilder, sql } from "kysely";
import { DURATION_BUCKETS } from "@/lib/insights/buckets";
import { foldName } from "../call-index/rows";
import type { StoreDb } from "../store/database";

// Grouped counts over a created range, [fromMs, toMs), never a scan of its calls: its whole
// UTC days from the per-day roll-ups (migration 023), the whole UTC hours of its partial days
// from the per-hour ones (015), and only the partial hours at its two edges from the call
// index's rows (at most two hours of calls, through the created_ms index). A zone's midnight
// need not be UTC's: its days' edges are whole hours, so any range is counted exactly. The
// counts by hour (the heatmap and the trend, hours.ts) read the per-hour roll-ups for all
// its whole hours.
//
// What the roll-ups do not count by (part of an agent's name, a duration range, or a zone
// whose hours are not the UTC hours) is counted from the rows over the whole range
// (`rowsOnly`): exact, but a scan of the range's calls, which the page says.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

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

type GroupKey = "agent_id" | "status" | "voicemail";

export interface GroupedRow {
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

type Range = [number, number];

/** The parts of [fromMs, toMs): whole days (when `byDay`) and whole hours for the roll-ups, edges (or all of it) for the rows. */
export function splitRange(fromMs: number, toMs: number, filters: InsightsFilters, byDay: boolean): { days: Range | null; hours: Range[]; edges: Range[] } {
  if (rowsOnly(filters)) return { days: null, hours: [], edges: [[fromMs, toMs]] };
  const a = Math.ceil(fromMs / HOUR) * HOUR;
  const b = Math.floor(toMs / HOUR) * HOUR;
  if (a >= b) return { days: null, hours: [], edges: [[fromMs, toMs]] };
  const some = (ranges: Range[]) => ranges.filter(([x, y]) => x < y);
  const edges = some([
    [fromMs, a],
    [b, toMs],
  ]);
  const [da, db] = [Math.ceil(a / DAY) * DAY, Math.floor(b / DAY) * DAY];
  if (!byDay || da >= db) return { days: null, hours: [[a, b]], edges };
  return {
    days: [da, db],
    hours: some([
      [a, da],
      [db, b],
    ]),
    edges,
  };
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

/** The rows as numbers (PostgreSQL's bigint sums come as strings), agent ids and statuses aside. */
export const numbers = <T>(rows: Record<string, unknown>[]): T[] =>
  rows.map((r) => {
    const out: Record<string, unknown> = {};
    for (const k in r) out[k] = k === "agent_id" || k === "status" ? r[k] : Number(r[k]);
    return out as T;
  });

/** The roll-up reads of a range's whole days and whole hours: a statement per part, from the day table and the hour table. */
async function readRollups(
  db: StoreDb,
  parts: { days: Range | null; hours: Range[] },
  tables: [day: string, hour: string],
  select: (table: RawBuilder<unknown>, time: RawBuilder<unknown>, range: Range) => RawBuilder<Record<string, unknown>>,
): Promise<Record<string, unknown>[]> {
  const reads = [
    ...(parts.days ? [select(sql.table(tables[0]), sql.ref("day_ms"), parts.days)] : []),
    ...parts.hours.map((range) => select(sql.table(tables[1]), sql.ref("hour_ms"), range)),
  ];
  const out: Record<string, unknown>[] = [];
  for (const read of reads) out.push(...(await read.execute(db)).rows);
  return out;
}

/** Calls, known durations and their sum, grouped by `keys`, for [fromMs, toMs) (by hour: hours.ts). */
export async function groupedCounts(db: StoreDb, fromMs: number, toMs: number, filters: InsightsFilters, keys: readonly GroupKey[]): Promise<GroupedRow[]> {
  const { edges, ...parts } = splitRange(fromMs, toMs, filters, true);
  const cols = sql.join(keys.map((k) => sql.ref(k)));
  // Neither an agent nor a direction asked for: the per-hour totals answer, a row per hour and status.
  const totals = !keys.includes("agent_id") && filters.agentId === undefined && filters.direction === undefined;
  const out = await readRollups(
    db,
    parts,
    ["insights_day", totals ? "insights_hour_total" : "insights_hour"],
    (table, time, [a, b]) => sql`select ${cols}, sum(calls) as calls, sum(duration_calls) as duration_calls, sum(duration_sum) as duration_sum
      from ${table} where ${time} >= ${a} and ${time} < ${b}${where(filters, "rollup")} group by ${cols}`,
  );
  const exprs: Record<GroupKey, RawBuilder<unknown>> = {
    agent_id: sql.ref("agent_id"),
    status: sql.ref("status"),
    voicemail: sql.ref("is_voicemail"),
  };
  const rowCols = sql.join(keys.map((k) => sql`${exprs[k]} as ${sql.ref(k)}`));
  const groups = sql.join(keys.map((k) => exprs[k]));
  for (const [a, b] of edges) {
    const rows = await sql<
      Record<string, unknown>
    >`select ${rowCols}, count(*) as calls, count(duration_seconds) as duration_calls, coalesce(sum(duration_seconds), 0) as duration_sum
      from call_index where deleted = 0 and created_ms >= ${a} and created_ms < ${b}${where(filters, "rows")} group by ${groups}`.execute(db);
    out.push(...rows.rows);
  }
  return numbers<GroupedRow>(out);
}

/** Completed calls with a duration per duration bucket (and agent when `byAgent`), for [fromMs, toMs). */
export async function bucketCounts(db: StoreDb, fromMs: number, toMs: number, filters: InsightsFilters, byAgent: boolean): Promise<BucketRow[]> {
  // Only completed calls have a bucket: a status filter without "completed" leaves none.
  if (filters.status && !filters.status.includes("completed")) return [];
  const { edges, ...parts } = splitRange(fromMs, toMs, filters, true);
  const agent = byAgent ? sql`agent_id, ` : sql``;
  const out = await readRollups(
    db,
    parts,
    ["insights_day_duration", "insights_duration"],
    (table, time, [a, b]) => sql`select ${agent}bucket, sum(calls) as calls from ${table}
      where ${time} >= ${a} and ${time} < ${b}${where(filters, "rollup", false)} group by ${agent}bucket`,
  );
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
    out.push(...rows.rows);
  }
  return numbers<BucketRow>(out);
}
