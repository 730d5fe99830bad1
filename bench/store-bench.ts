import { sql } from "kysely";
import { GET as audioByCallRoute } from "../app/api/call-results/[callId]/audio/route";
import { FIXTURES, startTestService } from "../demo-service/test-support";
import { BoundedMemoryLimiter, createLimiter } from "../lib/server/shared-state/limiter";
import { closeRedisClient, redisClient } from "../lib/server/shared-state/redis-client";
import { recordAudit } from "../lib/server/store/audit";
import { closeCurrentStore } from "../lib/server/store/current-store";
import { recordingByCallId } from "../lib/server/upstream/upstream";
import { startPostgres, startRedis } from "../scripts/engines";
import { benchEngines, measureEachEngine, routeHandlersOn } from "./store-engines";
import { summarise } from "./table-render";

const smoke = process.argv.includes("--smoke");
const N = smoke ? 50 : 2000;
const ROUTE_N = smoke ? 30 : 1000;

async function perSecond(n: number, work: (i: number) => Promise<unknown>, inFlight = 1): Promise<number> {
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < n) await work(next++);
    }),
  );
  return n / ((performance.now() - t0) / 1000);
}

async function timings(n: number, work: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await work();
    times.push(performance.now() - t0);
  }
  return summarise(times);
}

const entry = (i: number) => ({ user: "bench", action: "play" as const, callId: `call_${i}`, callTaskId: null, client: "203.0.113.1", outcome: "issued" });

const postgres = await startPostgres();
const redis = await startRedis();
const svc = await startTestService();
const engines = await benchEngines(postgres, "bench-store");
const log = console.log;
let results: Record<string, unknown> = {};
try {
  routeHandlersOn(svc);
  results = await measureEachEngine(engines, async ({ db }) => {
    // Warm-up: connections opened, statements and code paths compiled.
    await perSecond(200, () => sql`select 1`.execute(db));
    await perSecond(200, (i) => recordAudit(db, entry(i)));
    const selectPerSecond = await perSecond(N, () => sql`select 1`.execute(db));
    const writesPerSecond = await perSecond(N, (i) => recordAudit(db, entry(i)));
    const concurrentWritesPerSecond = await perSecond(N, (i) => recordAudit(db, entry(i)), 8);
    const write = await timings(N / 2, () => recordAudit(db, entry(0)));

    const play = () =>
      audioByCallRoute(new Request(`http://bench.test/api/call-results/${FIXTURES.longCallId}/audio`), {
        params: Promise.resolve({ callId: FIXTURES.longCallId }),
      });
    const direct = () => recordingByCallId(FIXTURES.longCallId);
    // The route's one JSON log line per request is not what is measured here.
    console.log = () => {};
    await timings(50, play);
    await timings(50, direct);
    const route = await timings(ROUTE_N, play);
    const upstream = await timings(ROUTE_N, direct);
    console.log = log;
    return {
      selectPerSecond,
      writesPerSecond,
      writesVsSelect: writesPerSecond / selectPerSecond,
      concurrentWritesPerSecond,
      writeMs: write,
      routeMs: route,
      upstreamDirectMs: upstream,
      addedMs: { p50: route.p50 - upstream.p50, p95: route.p95 - upstream.p95 },
    };
  });
  await closeCurrentStore();

  if ("skipped" in redis) results.Redis = { skipped: redis.skipped };
  else {
    process.env.REDIS_URL = redis.url;
    // redisClient() gives the client only once it is ready (null while it connects).
    while (redisClient() === null) await new Promise((r) => setTimeout(r, 50));
    const client = redisClient()!;
    const limiter = createLimiter({ keyPrefix: "bench", points: 1_000_000_000, duration: 60 });
    await perSecond(200, () => client.ping());
    await perSecond(200, (i) => limiter.consume(`user-${i % 100}`));
    const pingPerSecond = await perSecond(N, () => client.ping());
    const checksPerSecond = await perSecond(N, (i) => limiter.consume(`user-${i % 100}`));
    const concurrentChecksPerSecond = await perSecond(N * 5, (i) => limiter.consume(`user-${i % 100}`), 50);
    const memory = new BoundedMemoryLimiter({ keyPrefix: "bench-memory", points: 1_000_000_000, duration: 60 });
    const memoryChecksPerSecond = await perSecond(N * 5, (i) => memory.consume(`user-${i % 100}`));
    results.Redis = { pingPerSecond, checksPerSecond, checksVsPing: checksPerSecond / pingPerSecond, concurrentChecksPerSecond, memoryChecksPerSecond };
    closeRedisClient();
  }
} finally {
  console.log = log;
  await closeCurrentStore();
  await svc.stop();
  if (!("skipped" in postgres)) postgres.stop();
  if (!("skipped" in redis)) await redis.stop();
}

console.log(JSON.stringify(results));
