// /api/reviews with 1 M notes in the store (issue #39: 2–4.8 s before, from a group over
// every review and note): the route handler in this process, on each engine, against a demo
// service, for the list as it opens, a later page, a reviewer's list and a month's list.
// Goal: p95 ≤ 100 ms on both engines. The seed is written by the database itself (a series
// of 1 M rows, not 1 M round trips), then the marks are filled as migrations 007 and 011 fill
// them for a store that held notes before them.
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { GET as reviewsRoute } from "../app/api/reviews/route";
import type { Store } from "../lib/server/store/database";
import { backfillCallMarks } from "../lib/server/store/migration-007-call-marks";
import { backfillActivity } from "../lib/server/store/migration-019-reviews-activity";
import type { StoreSchema } from "../lib/server/store/schema";
import type { DatabaseConfig } from "../lib/server/store/store-config";
import { measureBesideDemo } from "./demo-engines";
import { summarise } from "./table-render";

const smoke = process.argv.includes("--smoke");
const NOTES = smoke ? 20_000 : 1_000_000;
const CALLS = NOTES / 50;
const AUTHORS = 100;
const ROUNDS = smoke ? 10 : 100;
/** 2026-09-01T00:00:00Z; a note every 7 s from there (1 M notes: 81 days). */
const START_S = 1_788_220_800;

async function seed({ db, engine }: Store, config: DatabaseConfig): Promise<void> {
  const iso =
    engine === "postgres"
      ? (s: string) => `to_char(to_timestamp(${START_S} + ${s} * 7) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : (s: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${START_S} + ${s} * 7, 'unixepoch')`;
  const series = (n: number) =>
    engine === "postgres"
      ? `generate_series(1, ${n}) as g(x)`
      : `(with recursive s(x) as (select 1 union all select x + 1 from s where x < ${n}) select x from s) g`;
  // On PostgreSQL through a pool of its own: the store's queries stop at 5 s, a bulk load takes longer.
  const seedDb =
    config.engine === "postgres"
      ? new Kysely<StoreSchema>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: config.url, max: 1 }) }) })
      : db;
  const run = (text: string) => sql.raw(text).execute(seedDb);
  try {
    await run(`insert into call_note (id, call_id, author, author_id, at_seconds, body, created_at, updated_at)
      select 'note_' || x, 'call_bench_' || (x % ${CALLS}), 'user_' || (x % ${AUTHORS}), 'id_' || (x % ${AUTHORS}), null, 'a note of about the length people write', ${iso("x")}, ${iso("x")}
      from ${series(NOTES)}`);
    // One review for every call, by one of the authors.
    await run(`insert into call_review (call_id, reviewer, reviewer_id, score, tags, reviewed_at)
      select 'call_bench_' || x, 'user_' || (x % ${AUTHORS}), 'id_' || (x % ${AUTHORS}), 1 + x % 5, '["coaching"]', ${iso("x * 50")}
      from ${series(CALLS - 1)}`);
    // The marks as migrations 007 and 011 fill them for a store that held notes before them.
    await backfillCallMarks(seedDb);
    await run(`update call_mark set latest_at = a.latest from (
      select u.call_id, max(u.at) as latest from (select call_id, reviewed_at as at from call_review union all select call_id, updated_at as at from call_note) u
      group by u.call_id) a where a.call_id = call_mark.call_id`);
    // The activity points as migration 019 fills them.
    await backfillActivity(seedDb);
    // As autovacuum leaves a store that has been in use: statistics and the visibility map.
    await run(engine === "postgres" ? "vacuum analyze call_review, call_note, call_mark, call_activity" : "analyze");
  } finally {
    if (seedDb !== db) await seedDb.destroy();
  }
}

const log = console.log;
const QUERIES = {
  first: "",
  page40: "page=40",
  reviewer: "reviewer=user_7",
  month: "from=2026-10-01T00:00:00Z&to=2026-10-31T23:59:59Z",
};
const results = await measureBesideDemo("bench-reviews-list", 100, async (store, config) => {
  const seeded = performance.now();
  await seed(store, config);
  const seedSeconds = Math.round((performance.now() - seeded) / 1000);
  console.log = () => {};
  const out: Record<string, unknown> = { seedSeconds };
  for (const [name, query] of Object.entries(QUERIES)) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < ROUNDS + 5; i++) {
      const t0 = performance.now();
      const response = await reviewsRoute(new Request(`http://bench.test/api/reviews?${query}`));
      const body = (await response.json()) as { total: number };
      if (!response.ok) throw new Error(`/api/reviews?${query}: ${response.status} ${JSON.stringify(body)}`);
      if (i >= 5) times.push(performance.now() - t0);
      total = body.total;
    }
    out[name] = { ...summarise(times), total };
  }
  console.log = log;
  return out;
});
console.log(JSON.stringify({ notes: NOTES, calls: CALLS, authors: AUTHORS, rounds: ROUNDS, ...results }));
