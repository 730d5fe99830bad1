import "server-only";
import { sql } from "kysely";
import { CALL_STATUSES, type CallStatus } from "@/lib/call-results/constants";
import type { ListQuery } from "@/lib/call-results/list-query";
import { resolveCreated } from "@/lib/created-range";
import type { Summary } from "@/lib/dashboard-api/summary";
import { binLabel, binsFor, chartRange } from "@/lib/timeline";
import type { Store } from "../store/database";
import { clockIntervals } from "./clock-filter";
import { rangeSlot, rolledUpCounts } from "./view-counts";
import { filtered } from "./view-filter";

// The summary of a view the call index serves: the same shape as the service's summary
// (lib/server/summary/summary.ts), counted in two queries over the same filter as the list
// (search-query.ts), so the counts equal the table's total. Where the service's summary
// asks one pageSize=1 list per figure, here one GROUP BY gives all the statuses and one
// gives every interval of the chart.

export async function indexSummary(store: Store, viewQuery: ListQuery, zone: string, now = Date.now()): Promise<Summary> {
  const query = resolveCreated(viewQuery, now, zone);
  const { from, to } = chartRange(query.createdFrom, query.createdTo, now);
  const { unit, step, bins } = binsFor(from, to, zone);
  // Each call's interval: the bins are contiguous, so the first whose end it is not after.
  const which = sql<number>`case ${sql.join(
    bins.map((bin, i) => sql`when created_ms <= ${Date.parse(bin.to)} then ${i}`),
    sql` `,
  )} end`;
  const clock = await clockIntervals(store, query, zone);
  // From the roll-ups when the view's filters allow (view-counts.ts), else two GROUP BYs over the rows.
  const slots = bins.map((bin) => [Date.parse(bin.from), Date.parse(bin.to) + 1] as [number, number]);
  const [rolledStatus, rolledBins] = await Promise.all([rolledUpCounts(store, query, [rangeSlot(query)], false), rolledUpCounts(store, query, slots, true)]);
  const [byStatus, byBin] = await Promise.all([
    rolledStatus ??
      filtered(store, query, { withStatus: false, clock })
        .select((eb) => ["status", eb.fn.countAll<number>().as("calls")])
        .groupBy("status")
        .execute(),
    rolledBins ??
      (bins.length === 0
        ? Promise.resolve([])
        : filtered(store, { ...query, createdFrom: bins[0]!.from, createdTo: bins.at(-1)!.to }, { clock })
            .select((eb) => [which.as("slot"), eb.fn.countAll<number>().as("calls")])
            .groupBy(sql`1`)
            .execute()),
  ]);
  const counts = Object.fromEntries(CALL_STATUSES.map((s) => [s, 0])) as Record<CallStatus, number>;
  for (const row of byStatus) if (row.status in counts) counts[row.status as CallStatus] += Number(row.calls);
  const binCounts = new Map<number, number>();
  for (const row of byBin) binCounts.set(Number(row.slot), (binCounts.get(Number(row.slot)) ?? 0) + Number(row.calls));
  const shown: readonly CallStatus[] = query.status ?? CALL_STATUSES;
  return {
    counts,
    matching: shown.reduce((sum: number, status) => sum + counts[status], 0),
    total: CALL_STATUSES.reduce((sum: number, status) => sum + counts[status], 0),
    range: { from: new Date(from).toISOString(), to: new Date(to).toISOString() },
    unit,
    step,
    bins: bins.map((bin, i) => ({ ...bin, label: binLabel(bin, unit, step, zone), count: binCounts.get(i) ?? 0 })),
  };
}
