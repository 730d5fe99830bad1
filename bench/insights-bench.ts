// The Insights page's data (issue #40) on a store of N calls, SQLite and PostgreSQL, in a
// process of its own (bench/insights-part.ts runs it): the whole page's data for 30 and 90
// days with the previous period as comparison, timed through lib/server/insights, beside a
// scan of the rows without roll-ups computing the same groups (the baseline). The calls are
// written and rolled up by bench/insights-fill.ts. Prints one JSON line.
import { sql } from "kysely";
import { insightsData } from "../lib/server/insights/page-data";
import type { StoreDb } from "../lib/server/store/database";
import { openStore } from "../lib/server/store/database";
import { startPostgres } from "../scripts/engines";
import { fillInsights } from "./insights-fill";
import { benchEngines } from "./store-engines";
import { summarise } from "./table-render";

const calls = Number(process.argv[2] ?? 1_000_000);
const RUNS = calls > 10_000 ? 20 : 5;
const DAY = 86_400_000;
const now = Math.floor(Date.now() / 60_000) * 60_000;

/** The same groups from the rows alone: what the page would cost without roll-ups. */
async function scan(db: StoreDb, fromMs: number, toMs: number): Promise<void> {
  const periods = [
    [fromMs, toMs],
    [fromMs - (toMs - fromMs), fromMs],
  ];
  for (const [a, b] of periods) {
    const range = sql`deleted = 0 and created_ms >= ${a} and created_ms < ${b}`;
    await sql`select created_ms - (created_ms % 3600000), status, is_voicemail, count(*), count(duration_seconds), sum(duration_seconds) from call_index where ${range} group by 1, 2, 3`.execute(
      db,
    );
    await sql`select agent_id, status, is_voicemail, count(*), count(duration_seconds), sum(duration_seconds) from call_index where ${range} group by 1, 2, 3`.execute(
      db,
    );
    await sql`select agent_id, duration_seconds, count(*) from call_index where ${range} and status = 'completed' group by 1, 2`.execute(db);
  }
}

async function time(run: () => Promise<unknown>): Promise<number> {
  await run();
  const samples: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return summarise(samples).p95;
}

const postgres = await startPostgres();
const out: Record<string, unknown> = {};
try {
  for (const engine of await benchEngines(postgres, "insights-bench")) {
    if (!engine.config) {
      out[engine.name] = { skipped: engine.skipped };
      continue;
    }
    // The bulk load's statements run for seconds: a longer query timeout than the dashboard's.
    const config = engine.config.engine === "postgres" ? { ...engine.config, timeoutMs: 600_000 } : engine.config;
    const store = await openStore(config, { legacy: { usersFile: "/nonexistent/users.json", dataDir: "/nonexistent" }, log: () => {} });
    try {
      const t0 = performance.now();
      await fillInsights(store.db, store.engine, calls, now);
      const fillSeconds = (performance.now() - t0) / 1000;
      const result: Record<string, number> = { calls, fillSeconds };
      for (const days of [30, 90]) {
        // A range cut off the hour, as "Last 30 days" is: the edges come from the rows.
        const req = { fromMs: now - days * DAY + 17 * 60_000, toMs: now - 5 * 60_000, zone: "Europe/Paris", compare: "previous" as const, filters: {} };
        result[`p95_${days}d`] = await time(() => insightsData(store.db, req, 10, null));
        result[`scan_p95_${days}d`] = await time(() => scan(store.db, req.fromMs, req.toMs));
      }
      out[engine.name] = result;
      console.error(`${engine.name}: ${JSON.stringify(result)}`);
    } finally {
      await store.close();
    }
  }
} finally {
  if (!("skipped" in postgres)) postgres.stop();
}
console.log(JSON.stringify(out));
