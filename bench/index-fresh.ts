// Issue #37's figures beside the backfill's (bench/index-bench.ts): the summary's counts from
// the index, and freshness. Freshness runs the real syncer (tail and hot set every poll, the
// default DASHBOARD_INDEX_POLL_SECONDS) over the full index while the demo service starts a
// call with a number of its own: the time until a phone search finds it, and then, after
// the call is moved on upstream, until the index shows its new status.

import { demoClient } from "../demo-service/client";
import type { ListQuery } from "../lib/call-results/list-query";
import type { IndexConfig } from "../lib/server/call-index/config";
import { searchCalls } from "../lib/server/call-index/search-query";
import { indexSummary } from "../lib/server/call-index/search-summary";
import { startSyncer } from "../lib/server/call-index/syncer";
import type { Store } from "../lib/server/store/database";
import { listCallResults } from "../lib/server/upstream/upstream";
import { summarise } from "./table-render";

/** p95 ms of the summary (status counts and chart) of each view, a view at a time; the worst view's. */
export async function summaryP95(store: Store, views: readonly object[], runs: number): Promise<number> {
  let worst = 0;
  for (const filters of views) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await indexSummary(store, { page: 1, pageSize: 50, sortBy: "createdAt", sortOrder: "desc", ...filters } as ListQuery, "UTC");
      times.push(performance.now() - started);
    }
    worst = Math.max(worst, summarise(times).p95);
  }
  return worst;
}

const WAIT_UP_TO_MS = 60_000;

async function until(check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > WAIT_UP_TO_MS) return Number.POSITIVE_INFINITY;
    await new Promise((r) => setTimeout(r, 100));
  }
  return performance.now() - started;
}

/** p95 ms until a call started upstream is found by its number, and until its status change shows. */
export async function freshness(store: Store, config: IndexConfig, demoUrl: string, samples: number) {
  const syncer = startSyncer(store.syncDb(), config, { fetchPage: (q, s) => listCallResults(q, {}, "sync", s), log: () => undefined });
  const demo = demoClient(demoUrl);
  const added: number[] = [];
  const changed: number[] = [];
  try {
    for (let i = 0; i < samples; i++) {
      // A number no generated call has (area code 399), a different one each sample.
      const digits = `399${String(Date.now() % 10_000_000).padStart(7, "0")}`;
      // One call in each project; the one the dashboard's key reads is among them.
      const ids = new Set((await demo.startCalls(1, { from: `+1${digits}` })).map((c) => c.callId));
      const find = async () =>
        (await searchCalls(store, { page: 1, pageSize: 50, sortBy: "createdAt", sortOrder: "desc", phone: digits })).data.filter((c) => ids.has(c.callId));
      added.push(await until(async () => (await find()).length > 0));
      for (const id of ids) await demo.moveCall(id, "failed");
      changed.push(await until(async () => (await find()).some((c) => c.status === "failed")));
      // The samples land at different points of the poll.
      await new Promise((r) => setTimeout(r, 700 * (i + 1)));
    }
  } finally {
    await syncer.stop();
  }
  return { addedP95: summarise(added).p95, statusP95: summarise(changed).p95, samples };
}
