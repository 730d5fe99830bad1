import { sql } from "kysely";
import { GET as listRoute } from "../app/api/call-results/route";
import { POST as marksRoute } from "../app/api/reviews/marks/route";
import type { MarksAnswer } from "../lib/reviews/review";
import { pageMarks } from "../lib/server/store/call-marks";
import type { StoreDb } from "../lib/server/store/database";
import { backfillCallMarks } from "../lib/server/store/migration-007-call-marks";
import { measureBesideDemo } from "./demo-engines";
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
          ["ada", "lee"].map((reviewer) => ({
            call_id,
            reviewer,
            reviewer_id: `id-${reviewer}`,
            score: 1 + ((i + j) % 5),
            tags: '["coaching"]',
            reviewed_at: at,
          })),
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
            author_id: "id-ada",
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

const log = console.log;
// The demo service in a process of its own: in this process, its work for each page (and
// the garbage of it) fell on the marks request that followed, and the marks' p95 was
// 0.3–0.5 ms longer for it.
const results = await measureBesideDemo("bench-review", PAGE * 2, async (store, config) => {
  const answer = async (response: Response) => {
    if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const get = (route: (r: Request) => Promise<Response>, url: string) => route(new Request(url)).then(answer);
  const page = () => get(listRoute, `http://bench.test/api/call-results?pageSize=${PAGE}`) as Promise<{ data: Array<{ callId: string }> }>;
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
  const marked = (await marks()) as MarksAnswer;
  if (marked.marks.length !== PAGE || marked.marks.some((mark) => mark === null)) throw new Error("the seeded page is not marked in full");
  // The route's JSON log line per request is not what is measured.
  console.log = () => {};
  const [without, withMarks, added, query] = [[], [], [], []] as [number[], number[], number[], number[]];
  for (let i = 0; i < ROUNDS + 20; i++) {
    // Alternately, so both see the same machine; the first 20 rounds warm up.
    const t0 = performance.now();
    await page();
    const t1 = performance.now();
    await page();
    const shown = performance.now();
    // The browser asks for the marks once the page's rows have rendered (the query starts
    // when its cells mount), a network round trip and a 500-row render later: tens of ms.
    // 10 ms stands in for that gap. With none, the marks were charged with what the page
    // left the server to do, such as the young-generation collection its 3 MB of garbage
    // brings on, which runs when the process next waits (p95 5.7–6.5 ms, against 3.8–4.3).
    await new Promise((resolve) => setTimeout(resolve, 10));
    const t2 = performance.now();
    await marks();
    const t3 = performance.now();
    await pageMarks(store, ids);
    const t4 = performance.now();
    if (i < 20) continue;
    without.push(t1 - t0);
    withMarks.push(shown - t1 + (t3 - t2));
    // What the column adds to this page: its marks, asked for once the page is there (they
    // need its ids), timed in the same round. The difference of the two rounds' p95s is not
    // the p95 of what is added: it mixes in the page's own jitter (its p95 moved 12–16 ms
    // between runs), which is not the column's.
    added.push(t3 - t2);
    query.push(t4 - t3);
  }
  console.log = log;
  return { pageMs: summarise(without), pageWithMarksMs: summarise(withMarks), addedMs: summarise(added), queryMs: summarise(query) };
});
console.log(JSON.stringify({ reviews: REVIEWS, notes: NOTES, page: PAGE, rounds: ROUNDS, ...results }));
