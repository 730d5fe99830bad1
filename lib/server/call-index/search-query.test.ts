// The call index's search, on both engines: a phone number in any written form, part of an
// agent's name without its accents, the index-only filters with a total equal to the
// summary's, and a phone search that an index answers (never a scan).
import { CompiledQuery, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CallResult, LIST_QUERY_DEFAULTS, type ListQuery } from "@/lib/call-results";
import { seriesCall } from "@/test-support/index-calls";
import { openTestStore, storeEngines } from "@/test-support/store-engines";
import type { Store } from "../store/database";
import { upsertCalls } from "./rows";
import { searchCalls } from "./search-query";
import { indexSummary } from "./search-summary";
import { filtered } from "./view-filter";

const { engines, stop } = await storeEngines("call-index-search");
afterAll(stop);

const DAY = 86_400_000;
const START = Date.parse("2026-11-01T00:00:00Z");

const call = (i: number, overrides: Partial<CallResult> = {}): CallResult =>
  seriesCall(i, START + i * 3_600_000, {
    agentName: ["Éloïse Dupré", "Claire Martin", null][i % 3],
    direction: (["inbound", "outbound", "web"] as const)[i % 3],
    from: `+1 (212) 555-${String(1000 + i).padStart(4, "0")}`,
    audioAvailable: i % 2 === 0,
    ...overrides,
  });

const q = (patch: Partial<ListQuery>): ListQuery => ({ ...LIST_QUERY_DEFAULTS, ...patch });
const ids = (r: { data: CallResult[] }) => r.data.map((c) => c.callId);

for (const engine of engines) {
  describe.skipIf(engine.skipped !== undefined)(`the index's search ${engine.title}${engine.skipped ? ` (skipped: ${engine.skipped})` : ""}`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await openTestStore(await engine.fresh());
      const calls = Array.from({ length: 40 }, (_, i) => call(i));
      calls.push(call(99, { from: "+1 (415) 555-4567", to: "+1 800 000 0000", agentName: "Reception Desk" }));
      calls.push(call(98, { from: "415 555 4560", to: "+44 20 7946 4567", agentName: null }));
      await upsertCalls(store.db, calls, START);
      // Soft-deleted: never found.
      await upsertCalls(store.db, [call(97, { from: "+1 415 555 4567" })], START);
      await store.db.updateTable("call_index").set({ deleted: 1 }).where("call_id", "=", "call-097").execute();
      await store.db
        .insertInto("call_review")
        .values({ call_id: "call-003", reviewer: "ann", reviewer_id: "id-ann", score: 4, tags: "[]", reviewed_at: new Date(START).toISOString() })
        .execute();
    });
    afterAll(() => store?.close());

    it("finds a number in any written form, anywhere in from or to, and never across the two", async () => {
      for (const phone of ["+1 (415) 555-4567", "415-555-4567", "4567"]) {
        const found = await searchCalls(store, q({ phone }));
        expect(ids(found), phone).toEqual(phone === "4567" ? ["call-099", "call-098"] : ["call-099"]);
      }
      // The last digits of `from` and the first of `to` are not one number.
      expect((await searchCalls(store, q({ phone: "00011" }))).pagination.total).toBe(0);
      expect((await searchCalls(store, q({ phone: "555-100" }))).pagination.total).toBe(10);
    });

    it("finds part of an agent's name in any case, accents left out or not", async () => {
      for (const agentName of ["eloise", "ÉLOÏSE", "dupre", "Éloïse Dupré"]) {
        expect((await searchCalls(store, q({ agentName }))).pagination.total, agentName).toBe(14);
      }
      expect(ids(await searchCalls(store, q({ agentName: "clai", pageSize: 2, sortOrder: "asc" })))).toEqual(["call-001", "call-004"]);
      // LIKE's own characters are plain text.
      expect((await searchCalls(store, q({ agentName: "%" }))).pagination.total).toBe(0);
    });

    it("filters by duration, direction, voicemail, recording and review, with a total equal to the summary's", async () => {
      const view = q({ direction: ["inbound", "web"], minDuration: 60, maxDuration: 300, status: ["completed"], pageSize: 5 });
      const page = await searchCalls(store, view);
      const expected = Array.from({ length: 40 }, (_, i) => call(i)).filter(
        (c) => c.direction !== "outbound" && c.durationSeconds! >= 60 && c.durationSeconds! <= 300 && c.status === "completed",
      );
      expect(page.pagination).toEqual({ page: 1, pageSize: 5, total: expected.length, totalPages: Math.ceil(expected.length / 5) });
      const summary = await indexSummary(
        store,
        { ...view, createdFrom: new Date(START).toISOString(), createdTo: new Date(START + 5 * DAY).toISOString() },
        "UTC",
      );
      expect(summary.matching).toBe(expected.length);
      expect(summary.bins.reduce((n, b) => n + b.count, 0)).toBe(expected.length);
      expect(summary.total).toBeGreaterThan(summary.matching);
      expect((await searchCalls(store, q({ voicemail: "yes" }))).pagination.total).toBe(8);
      expect((await searchCalls(store, q({ recording: "no" }))).pagination.total).toBe(21);
      expect(ids(await searchCalls(store, q({ reviewed: "yes" })))).toEqual(["call-003"]);
      expect((await searchCalls(store, q({ reviewed: "no" }))).pagination.total).toBe(41);
    });

    it("sorts and pages like the service: nulls lowest, the call id breaking ties", async () => {
      const asc = await searchCalls(store, q({ agentName: "clai", sortBy: "durationSeconds", sortOrder: "asc", page: 2, pageSize: 3 }));
      expect(asc.data.map((c) => c.durationSeconds)).toEqual([100, 130, 160]);
      expect(ids(await searchCalls(store, q({ phone: "4567", sortBy: "createdAt", sortOrder: "desc" })))).toEqual(["call-099", "call-098"]);
    });

    it("answers a phone search of 3 or more digits through an index, never a scan", async () => {
      const compiled = filtered(store, q({ phone: "4567" }))
        .selectAll()
        .compile();
      if (store.engine === "sqlite") {
        const plan = await store.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]));
        const details = plan.rows.map((r) => r.detail).join("\n");
        expect(details).toMatch(/VIRTUAL TABLE INDEX/);
        expect(details).toMatch(/call_index USING INDEX sqlite_autoindex_call_index_1|SEARCH call_index USING/);
        expect(details).not.toMatch(/SCAN call_index\b(?!_phone)/);
      } else {
        // A 40-row table is cheaper to scan; forbidding scans shows the index can answer.
        const plan = await store.db.transaction().execute(async (tx) => {
          await sql`set local enable_seqscan = off`.execute(tx);
          return tx.executeQuery<{ "QUERY PLAN": string }>(CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]));
        });
        const text = plan.rows.map((r) => r["QUERY PLAN"]).join("\n");
        expect(text).toMatch(/call_index_phone_trgm/);
        expect(text).not.toMatch(/Seq Scan/);
      }
    });
  });
}
