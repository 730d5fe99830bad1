import "server-only";
import { sql } from "kysely";
import { DURATION_BUCKETS } from "@/lib/insights/buckets";
import type { StoreDb } from "../store/database";
import { type BucketRow, type InsightsFilters, where } from "./grouped";

// The exact median duration of completed calls: the histogram's counts say which bucket
// holds the middle rank and where in it, so one indexed query reads the one value (the
// call index's (duration_seconds, created_ms) index), never the whole range's durations.

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
      const limit = two && rank + 1 < before + row.calls ? 2 : 1;
      const found = await sql<{ d: number }>`select duration_seconds as d from call_index
        where duration_seconds >= ${row.bucket} and duration_seconds < ${next} and created_ms >= ${fromMs} and created_ms < ${toMs}
          and deleted = 0 and status = 'completed'${where(filters, "rows", false)}
        order by duration_seconds limit ${limit} offset ${rank - before}`.execute(db);
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
