// The call index's backfill, in a process of its own (bench/index-part.ts runs it): the
// sync's own steps, through the dashboard's upstream client, read every call of a demo
// service (another process) into a fresh store on each engine. Prints one JSON line: calls
// per second, and how much this process's RSS grew over the walk.

import { backfillStep } from "../lib/server/call-index/backfill";
import { indexConfig } from "../lib/server/call-index/config";
import type { SyncContext } from "../lib/server/call-index/context";
import { listCallResults } from "../lib/server/upstream";
import { startPostgres } from "../scripts/engines";
import { demoServiceUrl, spawnDemoService, waitForUrl } from "./servers";
import { benchEngines, measureEachEngine, routeHandlersOn } from "./store-engines";

const smoke = process.argv.includes("--smoke");
const [port, calls, dataDir] = [Number(process.argv[2]), Number(process.argv[3]), process.argv[4] ?? ".data"];
const demo = spawnDemoService({ port, calls, dataDir, env: { ...process.env, DEMO_LIVE_CALLS: "0" } });
const postgres = await startPostgres();
let results: Record<string, unknown> = {};
try {
  await waitForUrl(`${demoServiceUrl(port)}/healthz`, 600_000);
  // "While the upstream allows it": neither the budget nor a timeout is what is measured here.
  routeHandlersOn({ url: demoServiceUrl(port) });
  process.env.CALL_RESULTS_TIMEOUT_MS = "30000";
  // The generated history spans 90 days and some minutes: 91 days reach all of it.
  const config = { ...indexConfig(), days: 91 };
  results = await measureEachEngine(await benchEngines(postgres, "bench-index"), async ({ db }) => {
    const ctx: SyncContext = {
      db,
      config,
      fetchPage: (q, s) => listCallResults(q, {}, "sync", s),
      signal: new AbortController().signal,
      now: Date.now,
      mayWrite: () => true,
    };
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 100);
    const started = performance.now();
    while (await backfillStep(ctx));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const rows = Number(
      (
        await db
          .selectFrom("call_index")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    return { rows, seconds, callsPerSecond: rows / seconds, rssGrowthMb: (peak - before) / 1024 / 1024 };
  });
} finally {
  demo.kill("SIGTERM");
  if (!("skipped" in postgres)) postgres.stop();
}
console.log(JSON.stringify({ smoke, calls, ...results }));
process.exit(0);
