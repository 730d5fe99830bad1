// The call index's backfill, in a process of its own (bench/index-part.ts runs it): the
// sync's own steps, through the dashboard's upstream client, read every call of a demo
// service (another process) into a fresh store on each engine. Then, with the index purged,
// a user's list requests are timed idle and again while a second backfill runs beside them
// in this process, as it would in the server. Prints one JSON line.
import { monitorEventLoopDelay } from "node:perf_hooks";
import { backfillStep } from "../lib/server/call-index/backfill";
import { indexConfig } from "../lib/server/call-index/config";
import type { SyncContext } from "../lib/server/call-index/context";
import { purgeIndex } from "../lib/server/call-index/purge";
import { searchCalls } from "../lib/server/call-index/search-query";
import type { Store } from "../lib/server/store/database";
import { listCallResults } from "../lib/server/upstream/upstream";
import { startPostgres } from "../scripts/engines";
import { freshness, summaryP95 } from "./index-fresh";
import { demoServiceUrl, spawnDemoService, waitForUrl } from "./servers";
import { benchEngines, measureEachEngine, routeHandlersOn } from "./store-engines";
import { summarise } from "./table-render";

const smoke = process.argv.includes("--smoke");
const [port, calls, dataDir] = [Number(process.argv[2]), Number(process.argv[3]), process.argv[4] ?? ".data"];
const USER_REQUESTS = smoke ? 10 : 100;
// A user paging or filtering, one request every 300 ms (the sync waits for a second of quiet).
const USER_GAP_MS = 300;
const demo = spawnDemoService({ port, calls, dataDir, env: { ...process.env, DEMO_LIVE_CALLS: "0" } });
const postgres = await startPostgres();
// The generated history spans 90 days and some minutes: 91 days reach all of it.
const config = { ...indexConfig(), days: 91 };

function context(store: Store, signal = new AbortController().signal): SyncContext {
  return { db: store.syncDb(), config, fetchPage: (q, s) => listCallResults(q, {}, "sync", s), signal, now: Date.now, mayWrite: () => true };
}

// Issue #37's searches, each a first page of 50 with its exact total, timed on the full index;
// the baseline is the index's own unfiltered page (newest first, its total counted), in the
// same run, as absolute times swing with the machine.
const SEARCHES = {
  unfiltered: {},
  phone: { phone: "4567" },
  agentName: { agentName: "clai" },
  durationDirection: { direction: ["inbound", "web"], minDuration: 60, maxDuration: 300 },
} as const;

async function searchP95s(store: Store): Promise<Record<keyof typeof SEARCHES, number>> {
  const out = {} as Record<keyof typeof SEARCHES, number>;
  for (const [name, filters] of Object.entries(SEARCHES) as Array<[keyof typeof SEARCHES, object]>) {
    const times: number[] = [];
    for (let i = 0; i < (smoke ? 5 : 40); i++) {
      const started = performance.now();
      await searchCalls(store, { page: 1, pageSize: 50, sortBy: "createdAt", sortOrder: "desc", ...filters });
      times.push(performance.now() - started);
    }
    out[name] = summarise(times).p95;
  }
  return out;
}

/** A user's list requests, one every USER_GAP_MS (pages 1–20 of 50 calls, newest first): their p95 in ms. */
async function userListP95(): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < USER_REQUESTS; i++) {
    const started = performance.now();
    await listCallResults({ page: 1 + (i % 20), pageSize: 50, sortBy: "createdAt", sortOrder: "desc" }, {}, "interactive");
    times.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, USER_GAP_MS));
  }
  return summarise(times).p95;
}

async function measure(store: Store) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 100);
  // How long this process's event loop (the one that serves users) was held meanwhile.
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  while (await backfillStep(context(store)));
  const seconds = (performance.now() - started) / 1000;
  loop.disable();
  clearInterval(sampler);
  const count = await store.db
    .selectFrom("call_index")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const rows = Number(count.n);
  const search = await searchP95s(store);
  // The summary of each view the index serves (the three searches), and freshness with the syncer running.
  const summary = await summaryP95(store, Object.values(SEARCHES).slice(1), smoke ? 5 : 20);
  const fresh = await freshness(store, config, demoServiceUrl(port), smoke ? 2 : 8);
  // The user's list, idle and beside a backfill (stopped once the requests are done).
  await purgeIndex(store);
  const idleP95 = await userListP95();
  const stop = new AbortController();
  const backfill = (async () => {
    while (!stop.signal.aborted && (await backfillStep(context(store, stop.signal))));
  })().catch(() => undefined);
  const duringP95 = await userListP95();
  stop.abort();
  await backfill;
  // How far the backfill got beside the user: it goes on in the gaps, not only after.
  const beside = await store.db
    .selectFrom("call_index")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return {
    rows,
    seconds,
    callsPerSecond: rows / seconds,
    rssGrowthMb: (peak - before) / 1024 / 1024,
    loopDelay: { p99Ms: loop.percentile(99) / 1e6, maxMs: loop.max / 1e6 },
    idleP95,
    duringP95,
    besideUser: Number(beside.n),
    search,
    summaryP95: summary,
    fresh,
  };
}

let results: Record<string, unknown> = {};
try {
  await waitForUrl(`${demoServiceUrl(port)}/healthz`, 600_000);
  // "While the upstream allows it": the budget and the timeout are not what is measured.
  routeHandlersOn({ url: demoServiceUrl(port) });
  process.env.CALL_RESULTS_TIMEOUT_MS = "30000";
  // A first walk into a throwaway store warms the demo's page cache and this process's code,
  // so the first engine measured is not charged with either.
  const [warmUp] = await benchEngines({ skipped: "warm-up" }, "bench-index-warm-up");
  await measureEachEngine([warmUp!], async (store) => {
    while (await backfillStep(context(store)));
  });
  results = await measureEachEngine(await benchEngines(postgres, "bench-index"), measure);
} finally {
  demo.kill("SIGTERM");
  if (!("skipped" in postgres)) postgres.stop();
}
console.log(JSON.stringify({ smoke, calls, ...results }));
process.exit(0);
