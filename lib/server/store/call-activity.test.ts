// The Reviews list's reviewer and date filters from call_activity (migration 019), on both
// engines: the answers match a plain count over every review and note through adds, edits,
// deletes and re-reviews, and the queries read indexes, never the whole table.
import { CompiledQuery, sql } from "kysely";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { openTestStore, storeEngines } from "@/test-support/store-engines";
import { countQuery, pointsQuery } from "./call-activity";
import type { Store } from "./database";
import { addNote, deleteNote, editNote, type OwnedNote } from "./notes";
import { listReviewedCalls, type ReviewedCallsFilter } from "./reviewed-calls";
import { putReview } from "./reviews";

const { engines, stop } = await storeEngines("call-activity");
afterAll(stop);

const DAY = 86_400_000;
const START = Date.parse("2026-10-30T22:00:00Z");
const USERS = ["ann", "bob", "cy"];

/** A seeded generator (mulberry32), so a failure can be run again. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What the list should hold, from every review and note: each call's latest matching time, newest first, ties by call id. */
async function expected(store: Store, f: ReviewedCallsFilter): Promise<Array<[string, string]>> {
  const notes = await store.db.selectFrom("call_note").select(["call_id", "author as user", "updated_at as at"]).execute();
  const reviews = await store.db.selectFrom("call_review").select(["call_id", "reviewer as user", "reviewed_at as at"]).execute();
  const latest = new Map<string, string>();
  for (const p of [...notes, ...reviews]) {
    if ((f.reviewer && p.user !== f.reviewer) || (f.from && p.at < f.from) || (f.to && p.at > f.to)) continue;
    if ((latest.get(p.call_id) ?? "") < p.at) latest.set(p.call_id, p.at);
  }
  return [...latest].sort(([a, x], [b, y]) => (x === y ? (a < b ? -1 : 1) : x < y ? 1 : -1));
}

for (const engine of engines) {
  describe.skipIf(engine.skipped !== undefined)(`the Reviews list's activity ${engine.title}${engine.skipped ? ` (skipped: ${engine.skipped})` : ""}`, () => {
    let store: Store | undefined;
    afterEach(async () => {
      await store?.close();
      store = undefined;
    });

    it("counts and pages a reviewer's and a date range's calls as a count over every review and note does", async () => {
      store = await openTestStore(await engine.fresh());
      const next = random(39);
      const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
      const notes: OwnedNote[] = [];
      // Times within five days, some equal (ties between calls), written in any order.
      const time = () => START + Math.floor(next() * 5 * 24) * 3_600_000;
      for (let i = 0; i < 160; i++) {
        const callId = `call_${Math.floor(next() * 25)}`;
        const user = pick(USERS);
        const roll = next();
        if (roll < 0.5)
          notes.push({ ...(await addNote(store.db, { callId, author: user, authorId: user, atSeconds: null, text: `n${i}` }, time())), authorId: user });
        else if (roll < 0.7) await putReview(store.db, { callId, reviewer: user, reviewerId: user, score: 3, tags: [] }, time());
        else if (roll < 0.9 && notes.length > 0) {
          const note = pick(notes);
          Object.assign(note, await editNote(store.db, note, `edited ${i}`, time()));
        } else if (notes.length > 0) await deleteNote(store.db, notes.splice(Math.floor(next() * notes.length), 1)[0]!);
      }
      const iso = (t: number) => new Date(t).toISOString();
      const filters: ReviewedCallsFilter[] = [
        { reviewer: "ann" },
        { reviewer: "nobody" },
        { from: iso(START + DAY) },
        { to: iso(START + 2 * DAY) },
        { from: iso(START + DAY + 3_600_000), to: iso(START + 3 * DAY - 3_600_000) },
        { from: iso(START + 2 * DAY), to: iso(START + 2 * DAY) },
        { reviewer: "bob", from: iso(START + DAY) },
        { reviewer: "cy", to: iso(START + 3 * DAY) },
        { reviewer: "ann", from: iso(START + 1.5 * DAY), to: iso(START + 3.5 * DAY) },
        { from: "1970-01-01T00:00:00.000Z", to: "2100-01-01T00:00:00.000Z" },
        { from: iso(START + 30 * DAY) },
      ];
      for (const f of filters) {
        const want = await expected(store, f);
        const all = await listReviewedCalls(store.db, f, { offset: 0, limit: 100 });
        expect([all.total, all.calls.map((c) => [c.callId, c.latestAt])], JSON.stringify(f)).toEqual([want.length, want]);
        // Page by page, the same order.
        const pages = [];
        for (let offset = 0; offset < want.length; offset += 4)
          pages.push(...(await listReviewedCalls(store.db, f, { offset, limit: 4 })).calls.map((c) => [c.callId, c.latestAt]));
        expect(pages, JSON.stringify(f)).toEqual(want);
      }
    });

    it("counts and pages the reviewer and date filters from indexes, never a scan of the table", async () => {
      store = await openTestStore(await engine.fresh());
      const days = ["2026-10-01", "2026-10-02", "2026-10-03"];
      const queries = {
        reviewerCount: countQuery(store.db, { reviewer: "ann" }, []),
        reviewerRangeCount: countQuery(store.db, { reviewer: "ann", from: "2026-10-01T00:00:00.000Z", to: "2026-10-03T23:59:59.999Z" }, days),
        monthCount: countQuery(store.db, { from: "2026-10-01T00:00:00.000Z", to: "2026-10-03T23:59:59.999Z" }, days),
        toCount: countQuery(store.db, { to: "2026-10-03T23:59:59.999Z" }, []),
        reviewerPage: pointsQuery(store.db, { reviewer: "ann" }).limit(256),
        monthPage: pointsQuery(store.db, { from: "2026-10-01T00:00:00.000Z", to: "2026-10-31T23:59:59.999Z" }).limit(256),
      };
      for (const [name, query] of Object.entries(queries)) {
        const compiled = query.compile();
        if (store.engine === "sqlite") {
          const plan = await store.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]));
          const details = plan.rows.map((r) => r.detail).join("\n");
          expect(details, name).toMatch(/SEARCH call_activity USING (COVERING )?INDEX call_activity_/);
          expect(details, name).not.toMatch(/SCAN call_activity|USE TEMP B-TREE/);
        } else {
          // An empty table is cheaper to scan; forbidding scans shows the indexes can answer.
          const plan = await store.db.transaction().execute(async (tx) => {
            await sql`set local enable_seqscan = off`.execute(tx);
            await sql`set local enable_bitmapscan = off`.execute(tx);
            return tx.executeQuery<{ "QUERY PLAN": string }>(CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]));
          });
          const text = plan.rows.map((r) => r["QUERY PLAN"]).join("\n");
          expect(text, name).toMatch(/Index (Only )?Scan using call_activity_/);
          expect(text, name).not.toMatch(/Seq Scan|Sort/);
        }
      }
    });
  });
}
