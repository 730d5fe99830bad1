// The Reviews list's store query, run unchanged on both engines like store.test.ts: SQLite
// always, PostgreSQL in a throwaway cluster (skipped, with the reason, where it is missing).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { type MarksAnswer, NOTES_PER_CALL, type ReviewMark } from "@/lib/reviews/review";
import { startPostgres } from "@/scripts/engines";
import { pageMarks } from "./call-marks";
import { openStore, type Store } from "./database";
import { storeMigrations } from "./migrations";
import { addNote, deleteNote, editNote } from "./notes";
import { listReviewedCalls, notesOfCalls, type ReviewedCallsFilter } from "./reviewed-calls";
import { putReview } from "./reviews";
import type { StoreSchema } from "./schema";
import type { DatabaseConfig } from "./store-config";

const postgres = await startPostgres();
afterAll(() => {
  if (!("skipped" in postgres)) postgres.stop();
});

/** A connection to the store's database with no migration applied by itself. */
function rawDb(config: DatabaseConfig): Kysely<StoreSchema> {
  if (config.engine === "sqlite") return new Kysely<StoreSchema>({ dialect: new SqliteDialect({ database: new Database(config.file) }) });
  return new Kysely<StoreSchema>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: config.url }) }) });
}

let databases = 0;
const ENGINES: Array<{ title: string; skipped?: string; fresh: () => Promise<DatabaseConfig> }> = [
  { title: "on SQLite", fresh: async () => ({ engine: "sqlite", file: path.join(fs.mkdtempSync(path.join(os.tmpdir(), "reviewed-test-")), "d.sqlite") }) },
  {
    title: "on PostgreSQL",
    skipped: "skipped" in postgres ? postgres.skipped : undefined,
    fresh: async () => {
      if ("skipped" in postgres) throw new Error(postgres.skipped);
      const url = await postgres.createDatabase(`reviewed_test_${process.pid}_${++databases}`);
      return { engine: "postgres", url, safeUrl: url, timeoutMs: 5000 };
    },
  },
];

/** pageMarks read back by id, as the calls table keys them: one entry per id sent, in its order, and the unmarked left out. */
async function reviewMarks(store: Store, ids: string[]): Promise<Record<string, ReviewMark>> {
  const { marks } = JSON.parse(`{"marks":${await pageMarks(store, ids)}}`) as MarksAnswer;
  expect(marks).toHaveLength(ids.length);
  return Object.fromEntries(ids.flatMap((id, i) => (marks[i] ? [[id, { reviews: marks[i][0], latestScore: marks[i][1], notes: marks[i][2] }]] : [])));
}

const at = (minute: number) => Date.parse("2026-11-20T10:00:00Z") + minute * 60_000;
const iso = (minute: number) => new Date(at(minute)).toISOString();

for (const engine of ENGINES) {
  describe.skipIf(engine.skipped !== undefined)(`the Reviews list ${engine.title}${engine.skipped ? ` (skipped: ${engine.skipped})` : ""}`, () => {
    let store: Store;
    const list = (filter: ReviewedCallsFilter = {}, offset = 0, limit = 10) => listReviewedCalls(store.db, filter, { offset, limit });
    const ids = async (filter: ReviewedCallsFilter = {}) => (await list(filter)).calls.map((c) => c.callId);

    beforeEach(async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "reviewed-legacy-"));
      store = await openStore(await engine.fresh(), { legacy: { usersFile: path.join(dir, "users.json"), dataDir: dir }, log: () => {} });
      const db = store.db;
      // call_a: two reviews; call_b: one review with a tag holding LIKE's characters; call_c: a note only.
      await putReview(db, { callId: "call_a", reviewer: "lee", reviewerId: "test-lee", score: 2, tags: ["coaching"] }, at(1));
      await putReview(db, { callId: "call_a", reviewer: "ada", reviewerId: "test-ada", score: 5, tags: ["great call", "escalate"] }, at(4));
      await putReview(db, { callId: "call_b", reviewer: "ada", reviewerId: "test-ada", score: 3, tags: ["100%_sure"] }, at(2));
      const note = await addNote(db, { callId: "call_c", author: "lee", authorId: "test-lee", atSeconds: 42, text: "refund asked" }, at(3));
      await editNote(db, { ...note, authorId: "test-lee" }, "refund asked at 0:42", at(6));
      await addNote(db, { callId: "call_a", author: "dot", authorId: "test-dot", atSeconds: null, text: "first" }, at(5));
      await addNote(db, { callId: "call_a", author: "dot", authorId: "test-dot", atSeconds: null, text: "second" }, at(5.5));
    });
    afterEach(() => store.close());

    it("lists every reviewed or noted call once, newest activity first, with its reviews, notes and latest time", async () => {
      const { calls, total } = await list();
      expect(total).toBe(3);
      expect(calls.map((c) => [c.callId, c.latestAt, c.notes])).toEqual([
        ["call_c", iso(6), 1],
        ["call_a", iso(5.5), 2],
        ["call_b", iso(2), 0],
      ]);
      expect(calls[1]!.reviews.map((r) => [r.reviewer, r.score, r.tags])).toEqual([
        ["ada", 5, ["great call", "escalate"]],
        ["lee", 2, ["coaching"]],
      ]);
    });

    it("filters by tag exactly (LIKE's own characters are plain), by score range, by reviewer or author, and by date", async () => {
      expect(await ids({ tag: ["coaching"] })).toEqual(["call_a"]);
      expect(await ids({ tag: ["100%_sure"] })).toEqual(["call_b"]);
      expect(await ids({ tag: ["great_call"] })).toEqual([]);
      expect(await ids({ tag: ["100"] })).toEqual([]);
      expect(await ids({ tag: ["call"] })).toEqual([]);
      expect(await ids({ minScore: 3 })).toEqual(["call_a", "call_b"]);
      expect(await ids({ minScore: 3, maxScore: 4 })).toEqual(["call_b"]);
      expect(await ids({ maxScore: 2 })).toEqual(["call_a"]);
      expect(await ids({ reviewer: "lee" })).toEqual(["call_c", "call_a"]);
      expect(await ids({ reviewer: "dot" })).toEqual(["call_a"]);
      expect(await ids({ reviewer: "nobody" })).toEqual([]);
      expect(await ids({ from: iso(2), to: iso(3) })).toEqual(["call_b"]);
      expect(await ids({ to: iso(1) })).toEqual(["call_a"]);
      // The latest time is that of what matched: lee's review of call_a, not dot's later notes.
      expect((await list({ reviewer: "lee", tag: ["coaching"] })).calls.map((c) => c.latestAt)).toEqual([iso(1)]);
      // Several tags: a review with any of them (issue #38 §4).
      expect(await ids({ tag: ["coaching", "100%_sure"] })).toEqual(["call_b", "call_a"]);
      expect(await ids({ tag: ["coaching", "nope"] })).toEqual(["call_a"]);
    });

    it("filters by the call's creation date as far as it is known (call_date, migration 022), reviews and notes alike", async () => {
      await store.db
        .insertInto("call_date")
        .values([
          { call_id: "call_a", created_at: "2026-11-01T10:00:00.000Z" },
          { call_id: "call_c", created_at: "2026-11-03T10:00:00.000Z" },
        ])
        .execute();
      expect(await ids({ callFrom: "2026-11-01T00:00:00.000Z", callTo: "2026-11-02T00:00:00.000Z" })).toEqual(["call_a"]);
      expect(await ids({ callFrom: "2026-11-01T00:00:00.000Z" })).toEqual(["call_c", "call_a"]);
      // call_c has only a note; with a score filter notes are not read, and call_b's date is unknown.
      expect(await ids({ callTo: "2026-11-05T00:00:00.000Z", minScore: 1 })).toEqual(["call_a"]);
    });

    it("pages in the store with a total, the order holding across pages (ties by call id)", async () => {
      for (let i = 0; i < 7; i++) await putReview(store.db, { callId: `call_tie_${i}`, reviewer: "lee", reviewerId: "test-lee", score: 4, tags: [] }, at(10));
      const pages = await Promise.all([0, 4, 8].map((offset) => list({ minScore: 4 }, offset, 4)));
      expect(pages.map((p) => p.total)).toEqual([8, 8, 8]);
      const seen = pages.flatMap((p) => p.calls.map((c) => c.callId));
      expect(seen).toEqual([...Array.from({ length: 7 }, (_, i) => `call_tie_${i}`), "call_a"]);
      expect((await list({}, 100, 4)).calls).toEqual([]);
    });

    it("marks a page of calls in one statement whatever its size: reviews, the latest review's score and notes per call, nothing for unmarked calls", async () => {
      expect(await reviewMarks(store, ["call_a", "call_b", "call_c", "call_none"])).toEqual({
        call_a: { reviews: 2, latestScore: 5, notes: 2 },
        call_b: { reviews: 1, latestScore: 3, notes: 0 },
        call_c: { reviews: 0, latestScore: null, notes: 1 },
      });
      expect(await reviewMarks(store, [])).toEqual({});
      // Ids are data, whatever they hold: not spliced into the statement, and a comma does not
      // split one into two ids of the joined list PostgreSQL is sent.
      expect(await reviewMarks(store, ["call_a'); drop table call_note; --", '","call_a', "call_a,call_b"])).toEqual({});
      expect(await notesOfCalls(store.db, ["call_c"])).toHaveLength(1);
      // Ids that name an object's own properties are calls like any other.
      await addNote(store.db, { callId: "constructor", author: "lee", authorId: "test-lee", atSeconds: null, text: "odd id" }, at(7));
      await addNote(store.db, { callId: "__proto__", author: "lee", authorId: "test-lee", atSeconds: null, text: "odder id" }, at(7));
      const odd = await reviewMarks(store, ["constructor", "toString", "__proto__"]);
      expect(Object.entries(odd).sort()).toEqual([
        ["__proto__", { reviews: 0, latestScore: null, notes: 1 }],
        ["constructor", { reviews: 0, latestScore: null, notes: 1 }],
      ]);
      // By position: in the order asked, a repeat answered twice.
      expect(JSON.parse(await pageMarks(store, ["call_b", "call_none", "call_a", "call_b"]))).toEqual([[1, 3, 0], null, [2, 5, 2], [1, 3, 0]]);
      // A whole page of 500 ids, with other calls' marks in the store around it.
      const page = Array.from({ length: 500 }, (_, i) => `call_page_${i}`);
      for (const callId of page.filter((_, i) => i % 100 === 0))
        await putReview(store.db, { callId, reviewer: "lee", reviewerId: "test-lee", score: 4, tags: [] }, at(7));
      await addNote(store.db, { callId: "call_page_499", author: "lee", authorId: "test-lee", atSeconds: null, text: "last row" }, at(8));
      const marks = await reviewMarks(store, page);
      expect(Object.keys(marks).sort()).toEqual(["call_page_0", "call_page_100", "call_page_200", "call_page_300", "call_page_400", "call_page_499"]);
      expect(marks.call_page_499).toEqual({ reviews: 0, latestScore: null, notes: 1 });
    });

    it("keeps the marks on every write: a review replaced, a later one's score shown over a better, a note deleted, the last one gone", async () => {
      // call_a: lee's 2 replaced by a 3, now its latest (ada's 5 is older), still two reviews.
      await putReview(store.db, { callId: "call_a", reviewer: "lee", reviewerId: "test-lee", score: 3, tags: [] }, at(9));
      // call_b: ada's 3 replaced by a 5, then lee's 1 after it: the latest, not the best.
      await putReview(store.db, { callId: "call_b", reviewer: "ada", reviewerId: "test-ada", score: 5, tags: [] }, at(9));
      await putReview(store.db, { callId: "call_b", reviewer: "lee", reviewerId: "test-lee", score: 1, tags: [] }, at(10));
      const notes = await notesOfCalls(store.db, ["call_a", "call_c"]);
      await deleteNote(store.db, notes[0]!);
      expect(await reviewMarks(store, ["call_a", "call_b"])).toEqual({
        call_a: { reviews: 2, latestScore: 3, notes: 1 },
        call_b: { reviews: 2, latestScore: 1, notes: 0 },
      });
      // A call whose last note is deleted is unmarked again.
      await deleteNote(store.db, notes[2]!);
      expect(await reviewMarks(store, ["call_c"])).toEqual({});
    });

    it("counts notes added at once exactly, and never lets them pass the per-call limit", async () => {
      await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          addNote(store.db, { callId: "call_busy", author: "lee", authorId: "test-lee", atSeconds: i, text: `note ${i}` }, at(9)),
        ),
      );
      expect(await reviewMarks(store, ["call_busy"])).toEqual({ call_busy: { reviews: 0, latestScore: null, notes: 12 } });
      // Five places left under the limit, twelve notes at once: five are added, seven refused.
      const body = "filler";
      await store.db
        .insertInto("call_note")
        .values(
          Array.from({ length: NOTES_PER_CALL - 17 }, (_, i) => ({
            id: `filler-${i}`,
            call_id: "call_busy",
            author: "lee",
            author_id: "test-lee",
            at_seconds: null,
            body,
            created_at: iso(9),
            updated_at: iso(9),
          })),
        )
        .execute();
      const added = await Promise.allSettled(
        Array.from({ length: 12 }, (_, i) =>
          addNote(store.db, { callId: "call_busy", author: "lee", authorId: "test-lee", atSeconds: i, text: `late ${i}` }, at(10)),
        ),
      );
      expect(added.filter((a) => a.status === "fulfilled")).toHaveLength(5);
      expect(await reviewMarks(store, ["call_busy"])).toEqual({ call_busy: { reviews: 0, latestScore: null, notes: NOTES_PER_CALL } });
    });

    it("gives a store that held reviews and notes before migration 007 their marks", async () => {
      const config = await engine.fresh();
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "reviewed-legacy-"));
      const legacy = { usersFile: path.join(dir, "users.json"), dataDir: dir };
      // A store as it was before 007: only the migrations up to 006 applied.
      const before = { db: rawDb(config) };
      const upTo006 = Object.fromEntries(Object.entries(storeMigrations(config.engine, legacy, () => {})).filter(([name]) => name <= "006_notes_and_reviews"));
      const migrator = new Migrator({ db: before.db, provider: { getMigrations: async () => upTo006 } });
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const reviewedAt = iso(1);
      // The tables as 006 made them, before migration 018's owner ids.
      await before.db
        .insertInto("call_review")
        .values(<never>[
          // lee's 2 is the latest review, ada's 4 the best.
          { call_id: "call_old", reviewer: "lee", score: 2, tags: "[]", reviewed_at: iso(2) },
          { call_id: "call_old", reviewer: "ada", score: 4, tags: "[]", reviewed_at: reviewedAt },
        ])
        .execute();
      await before.db
        .insertInto("call_note")
        .values(<never>["n1", "n2", "n3"].map((id, i) => ({
            id,
            call_id: i < 2 ? "call_old" : "call_noted",
            author: "lee",
            at_seconds: null,
            body: id,
            created_at: reviewedAt,
            updated_at: reviewedAt,
          })))
        .execute();
      await before.db.destroy();
      const after = await openStore(config, { legacy, log: () => {} });
      try {
        expect(await reviewMarks(after, ["call_old", "call_noted", "call_none"])).toEqual({
          call_old: { reviews: 2, latestScore: 2, notes: 2 },
          call_noted: { reviews: 0, latestScore: null, notes: 1 },
        });
      } finally {
        await after.close();
      }
    });

    it("reads every note of a page's calls for the export, by call and oldest first", async () => {
      const notes = await notesOfCalls(store.db, ["call_a", "call_c", "call_none"]);
      expect(notes.map((n) => [n.callId, n.author, n.text, n.atSeconds])).toEqual([
        ["call_a", "dot", "first", null],
        ["call_a", "dot", "second", null],
        ["call_c", "lee", "refund asked at 0:42", 42],
      ]);
      expect(await notesOfCalls(store.db, [])).toEqual([]);
    });
  });
}
