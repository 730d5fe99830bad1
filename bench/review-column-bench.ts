import { sql } from "kysely";
import { GET as listRoute } from "../app/api/call-results/route";
import { POST as marksRoute } from "../app/api/reviews/marks/route";
import { startTestService } from "../demo-service/test-support";
import { reviewMarks } from "../lib/server/store/call-marks";
import { closeCurrentStore } from "../lib/server/store/current-store";
import type { StoreDb } from "../lib/server/store/database";
import { backfillCallMarks } from "../lib/server/store/migration-007-call-marks";
import { startPostgres } from "../scripts/engines";
import { benchEngines, measureEachEngine, routeHandlersOn } from "./store-engines";
import { summarise } from "./table-render";

const smoke = process.argv.includes("--smoke");
const PAGE = 500;
const [REVIEWS, NOTES] = smoke ? [1_000, 2_000] : [10_000, 20_000];
const ROUNDS = smoke ? 10 : 300;
// Reviewed calls: two reviewers each, and twice as many notes as reviews.
const CALLS = REVIEWS / 2;

/** Fills the store: the page's calls first, then made-up ids, so every row of the page is marked. */
async function seed(db: StoreDb, pageIds: string[]): Promise<void> {
  const ids = [...pageIds, ...Array.from({ length: CALLS - pageIds.length }, (_, i) => `call_bench_${i}`)];
  const at = new Date().toISOString();
  for (let i = 0; i < ids.length; i += 250) {
    const batch = ids.slice(i, i + 250);
    await db
      .insertInto("call_review")
      .values(
        batch.flatMap((call_id, j) =>
          ["ada", "lee"].map((reviewer) => ({ call_id, reviewer, score: 1 + ((i + j) % 5), tags: '["coaching"]', reviewed_at: at })),
        ),
      )
      .execute();
    await db
      .insertInto("call_note")
      .values(
        batch.flatMap((call_id) =>
          Array.from({ length: NOTES / CALLS }, (_, k) => ({
            id: crypto.randomUUID(),
            call_id,
            author: "ada",
            at_seconds: k * 10,
            body: "a note of about the length people write",
            created_at: at,
            updated_at: at,
          })),
        ),
      )
      .execute();
  }
}

const postgres = await startPostgres();
const svc = await startTestService({ DEMO_CALLS: String(PAGE * 2) });
const engines = await benchEngines(postgres, "bench-review");
const log = console.log;
let results: Record<string, unknown> = {};
try {
  routeHandlersOn(svc);
  const answer = async (response: Response) => {
    if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const get = (route: (r: Request) => Promise<Response>, url: string) => route(new Request(url)).then(answer);
  const page = () => get(listRoute, `http://bench.test/api/call-results?pageSize=${PAGE}`) as Promise<{ data: Array<{ callId: string }> }>;
  results = await measureEachEngine(engines, async (store, config) => {
    const { db } = store;
    const ids = (await page()).data.map((c) => c.callId);
    if (ids.length !== PAGE) throw new Error(`the demo service gave ${ids.length} calls, not ${PAGE}`);
    await seed(db, ids);
    // The seed writes the tables directly, 250 calls a statement, not through putReview and
    // addNote (30,000 transactions); the marks are then filled as migration 007 fills them
    // for a store that held reviews before it, the same rows those writes would have kept.
    await backfillCallMarks(db);
    // A store holds its reviews and notes after weeks of use, vacuumed and analyzed by
    // autovacuum; right after a bulk load PostgreSQL has no statistics and scans both tables
    // (48 ms, not 2), and without the visibility map it still prefers a scan to the indexes.
    if (config.engine === "postgres") await sql`vacuum analyze call_review, call_note, call_mark`.execute(db);
    const body = JSON.stringify({ calls: ids });
    const headers = { "content-type": "application/json", origin: "http://bench.test", "sec-fetch-site": "same-origin" };
    const marks = () => marksRoute(new Request("http://bench.test/api/reviews/marks", { method: "POST", headers, body })).then(answer);
    const marked = (await marks()) as { marks: Record<string, { reviews: number; notes: number }> };
    if (Object.keys(marked.marks).length !== PAGE) throw new Error("the seeded page is not marked in full");
    // The route's JSON log line per request is not what is measured.
    console.log = () => {};
    const [without, withMarks, query] = [[], [], []] as [number[], number[], number[]];
    for (let i = 0; i < ROUNDS + 20; i++) {
      // Alternately, so both see the same machine; the first 20 rounds warm up.
      let t0 = performance.now();
      await page();
      const alone = performance.now() - t0;
      t0 = performance.now();
      await page();
      await marks();
      const both = performance.now() - t0;
      t0 = performance.now();
      await reviewMarks(store, ids);
      const lookup = performance.now() - t0;
      if (i < 20) continue;
      without.push(alone);
      withMarks.push(both);
      query.push(lookup);
    }
    console.log = log;
    const [a, b] = [summarise(without), summarise(withMarks)];
    return { pageMs: a, pageWithMarksMs: b, queryMs: summarise(query), addedMs: { p50: b.p50 - a.p50, p95: b.p95 - a.p95 } };
  });
} finally {
  console.log = log;
  await closeCurrentStore();
  await svc.stop();
  if (!("skipped" in postgres)) postgres.stop();
}
console.log(JSON.stringify({ reviews: REVIEWS, notes: NOTES, page: PAGE, rounds: ROUNDS, ...results }));
