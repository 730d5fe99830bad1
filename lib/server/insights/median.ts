import "server-only";
import { sql } from "kysely";
import { DURATION_BUCKETS } from "@/lib/insights/buckets";
import type { StoreDb } from "../store/database";
import { type BucketRow, type InsightsFilters, splitRange, where } from "./grouped";

// The exact median duration of completed calls: the histogram's counts say which bucket
// holds the middle rank and where in it, so only that bucket's durations are read. A range
// of whole UTC days or more, filtered by nothing but status, counts them per second from the
// per-day roll-up (insights_day_seconds, migration 023: at most a row per day and second of
// the bucket) and from the rows of its partial days; any other reads the values themselves,
// one indexed query on the call index's (duration_seconds, created_ms).

type Range = [number, number];

/** Completed calls per whole second in [lo, hi) for the range, in order; null when the per-day roll-up cannot count them. */
async function perSecond(db: StoreDb, fromMs: number, toMs: number, filters: InsightsFilters, lo: number, hi: number) {
  if (filters.agentId !== undefined || filters.direction !== undefined || filters.voicemail !== undefined) return null;
  const { days } = splitRange(fromMs, toMs, filters, true);
  if (!days) return null;
  const counts = new Map<number, number>();
  const add = (rows: Array<{ s: unknown; n: unknown }>) => {
    for (const r of rows) counts.set(Number(r.s), (counts.get(Number(r.s)) ?? 0) + Number(r.n));
  };
  const read = await sql<{ s: unknown; n: unknown }>`select seconds as s, sum(calls) as n from insights_day_seconds
    where day_ms >= ${days[0]} and day_ms < ${days[1]} and seconds >= ${lo} and seconds < ${hi} group by seconds`.execute(db);
  add(read.rows);
  for (const [a, b] of [
    [fromMs, days[0]],
    [days[1], toMs],
  ] as Range[]) {
    if (a >= b) continue;
    // `+duration_seconds`: no index on the duration for this read (SQLite chose it and walked
    // every call of the bucket ever indexed); the range's completed calls are the fewer.
    const rows = await sql<{ s: unknown; n: unknown }>`select duration_seconds as s, count(*) as n from call_index
      where status = 'completed' and created_ms >= ${a} and created_ms < ${b} and deleted = 0
        and +duration_seconds >= ${lo} and +duration_seconds < ${hi} group by duration_seconds`.execute(db);
    add(rows.rows);
  }
  return [...counts].sort(([x], [y]) => x - y);
}

/** The durations at `offset` and (when `two`) the one after it among those counted per second, in order. */
function atOffset(counts: Array<[number, number]>, offset: number, two: boolean): number[] {
  const out: number[] = [];
  let before = 0;
  for (const [seconds, calls] of counts) {
    while (out.length < (two ? 2 : 1) && offset + out.length < before + calls) out.push(seconds);
    if (out.length === (two ? 2 : 1)) break;
    before += calls;
  }
  return out;
}

/** The durations at `rank` and the one after it when both are in the same bucket (one query), in order. */
async function valuesAt(
  db: StoreDb,
  fromMs: number,
  toMs: number,
  filters: InsightsFilters,
  sorted: BucketRow[],
  rank: number,
  two: boolean,
): Promise<number[]> {
  let before = 0;
  for (const row of sorted) {
    if (rank < before + row.calls) {
      const next = DURATION_BUCKETS[DURATION_BUCKETS.indexOf(row.bucket) + 1] ?? 2 ** 31 - 1;
      const both = two && rank + 1 < before + row.calls;
      const counts = await perSecond(db, fromMs, toMs, filters, row.bucket, next);
      if (counts) {
        const found = atOffset(counts, rank - before, both);
        return found.length > 0 ? found : [row.bucket];
      }
      const found = await sql<{ d: number }>`select duration_seconds as d from call_index
        where duration_seconds >= ${row.bucket} and duration_seconds < ${next} and created_ms >= ${fromMs} and created_ms < ${toMs}
          and deleted = 0 and status = 'completed'${where(filters, "rows", false)}
        order by duration_seconds limit ${both ? 2 : 1} offset ${rank - before}`.execute(db);
      return found.rows.length > 0 ? found.rows.map((r) => Number(r.d)) : [row.bucket];
    }
    before += row.calls;
  }
  return [sorted.at(-1)?.bucket ?? 0];
}

/** The median of the completed calls' durations counted in `buckets` (summed over agents); null with none. */
export async function exactMedian(db: StoreDb, fromMs: number, toMs: number, filters: InsightsFilters, buckets: BucketRow[]): Promise<number | null> {
  const sorted = [...buckets].sort((a, b) => a.bucket - b.bucket);
  const n = sorted.reduce((sum, r) => sum + r.calls, 0);
  if (n === 0) return null;
  const rank = Math.floor((n - 1) / 2);
  // An even count's two middle values are read together when one bucket holds both.
  const [low, next] = await valuesAt(db, fromMs, toMs, filters, sorted, rank, n % 2 === 0);
  const high = n % 2 === 1 ? low! : (next ?? (await valuesAt(db, fromMs, toMs, filters, sorted, rank + 1, false))[0]!);
  return (low! + high) / 2;
}
