// The call index's rows, on both engines: the mapping each way and the upsert that keeps
// the later version of a call.
import { afterAll, describe, expect, it } from "vitest";
import type { CallResult } from "@/lib/call-results";
import { callResultSchema } from "@/lib/call-results";
import { oneCall } from "@/test-support/index-calls";
import { freshStores, storeEngines } from "@/test-support/store-engines";
import type { Store } from "../store/database";
import { purgeIndex } from "./purge";
import { callToRow, foldName, phoneDigits, rowToCall, upsertCalls } from "./rows";
import { readState, writeState } from "./state";

const { engines, stop } = await storeEngines("call-index-rows");
afterAll(stop);

// A finished call, with an accented name, numbers written as people write them and times
// with an offset and microseconds.
const call = (overrides: Partial<CallResult> = {}): CallResult =>
  oneCall({
    agentName: "Éloïse Dupré",
    status: "completed",
    from: "+1 (415) 555-4567",
    to: "415-555-0000",
    startedAt: "2026-11-01T10:00:01.5+01:00",
    endedAt: "2026-11-01T10:03:00Z",
    durationSeconds: 179,
    createdAt: "2026-11-01T09:59:59.123456Z",
    updatedAt: "2026-11-01T10:03:05Z",
    resultAvailable: true,
    ...overrides,
  });

describe("the mapping", () => {
  it("adds the search columns and times in ms, and reads back exactly the 18 fields as sent", () => {
    const row = callToRow(call(), 42);
    expect(row.phone_digits).toBe("14155554567 4155550000");
    expect(row.agent_name_folded).toBe("eloise dupre");
    expect(row.created_ms).toBe(Date.parse("2026-11-01T09:59:59.123Z"));
    expect(row.started_ms).toBe(Date.parse("2026-11-01T09:00:01.5Z"));
    expect([row.is_voicemail, row.result_available, row.audio_available]).toEqual([0, 1, 0]);
    const back = rowToCall({ ...row, deleted: 0 } as Parameters<typeof rowToCall>[0]);
    expect(back).toStrictEqual(call());
    expect(Object.keys(back)).toEqual(Object.keys(callResultSchema.shape));
  });

  it("keeps nulls as nulls", () => {
    const row = callToRow(call({ agentName: null, startedAt: null, endedAt: null, durationSeconds: null, callTaskId: null }), 1);
    expect([row.agent_name_folded, row.started_ms, row.ended_ms, row.duration_seconds]).toEqual([null, null, null, null]);
  });

  it("reads digits and names in any written form", () => {
    expect(phoneDigits("+44 20 7946-0958")).toBe("442079460958");
    expect(phoneDigits("anonymous")).toBe("");
    expect(foldName("ÅSA Ñúñez")).toBe("asa nunez");
  });
});

for (const engine of engines) {
  describe.skipIf(engine.skipped !== undefined)(`upsertCalls ${engine.title}${engine.skipped ? ` (skipped: ${engine.skipped})` : ""}`, () => {
    const fresh = freshStores(engine);
    const all = (store: Store) => store.db.selectFrom("call_index").selectAll().orderBy("call_id").execute();

    it("inserts, and reads back each call field by field", async () => {
      const store = await fresh();
      const calls = [call(), call({ callId: "call-2", agentName: null, isVoicemail: true, durationSeconds: null })];
      expect(await upsertCalls(store.db, calls, 1000)).toBe(2);
      const rows = await all(store);
      expect(rows.map(rowToCall)).toStrictEqual(calls);
      expect(rows.map((r) => [r.deleted, r.synced_ms, typeof r.created_ms])).toEqual([
        [0, 1000, "number"],
        [0, 1000, "number"],
      ]);
    });

    it("keeps the later updatedAt: a newer version replaces, an older one does not, the same one refreshes", async () => {
      const store = await fresh();
      await upsertCalls(store.db, [call({ status: "in_progress", updatedAt: "2026-11-01T10:02:00Z" })], 1);
      await upsertCalls(store.db, [call()], 2);
      expect((await all(store)).map((r) => [r.status, r.synced_ms])).toEqual([["completed", 2]]);
      expect(await upsertCalls(store.db, [call({ status: "in_progress", updatedAt: "2026-11-01T10:02:00Z" })], 3)).toBe(0);
      expect((await all(store)).map((r) => [r.status, r.synced_ms])).toEqual([["completed", 2]]);
      // ≥: the same version again is written (and would undo a soft delete).
      await store.db.updateTable("call_index").set({ deleted: 1 }).execute();
      expect(await upsertCalls(store.db, [call()], 4)).toBe(1);
      expect((await all(store)).map((r) => [r.status, r.synced_ms, r.deleted])).toEqual([["completed", 4, 0]]);
    });

    it("takes the later of one call seen twice in a batch, and writes more than one chunk in one go", async () => {
      const store = await fresh();
      const many = Array.from({ length: 1201 }, (_, i) => call({ callId: `c-${String(i).padStart(4, "0")}` }));
      const twice = [call({ callId: "c-0000", status: "failed", updatedAt: "2026-11-01T10:04:00Z" }), ...many];
      expect(await upsertCalls(store.db, twice, 5)).toBe(1201);
      const rows = await all(store);
      expect(rows).toHaveLength(1201);
      expect(rows[0]?.status).toBe("failed");
    });

    it("keeps the phone search table in step (SQLite's FTS5 trigram table, PostgreSQL's trigram index)", async () => {
      const store = await fresh();
      await upsertCalls(store.db, [call(), call({ callId: "call-2", from: "+1 212 555 9999", to: "100" })], 1);
      await upsertCalls(store.db, [call({ from: "+1 212 000 1111", updatedAt: "2026-11-02T00:00:00Z" })], 2);
      const found = await store.db.selectFrom("call_index").select("call_id").where("phone_digits", "like", "%4567%").execute();
      expect(found).toEqual([]);
      if (store.engine === "sqlite") {
        const { sql } = await import("kysely");
        const hits = async (digits: string) =>
          (await sql<{ call_id: string }>`select call_id from call_index_phone where phone_digits match ${`"${digits}"`}`.execute(store.db)).rows.map(
            (r) => r.call_id,
          );
        expect(await hits("1111")).toEqual(["call-1"]);
        expect(await hits("4567")).toEqual([]);
        // A deleted call (prune, purge) takes its entry with it, and only its own (migration 009: by rowid).
        await store.db.deleteFrom("call_index").where("call_id", "=", "call-2").execute();
        expect(await hits("9999")).toEqual([]);
        expect(await hits("5550000")).toEqual(["call-1"]);
        const entries = await sql<{ n: number }>`select count(*) as n from call_index_phone`.execute(store.db);
        expect(entries.rows).toEqual([{ n: 1 }]);
      }
    });

    it("is deleted whole by index:purge: rows, the phone search table and the bookmarks", async () => {
      const store = await fresh();
      await upsertCalls(store.db, [call(), call({ callId: "call-2" })], 1);
      await writeState(store.db, "tail", { watermarkMs: 5, atMs: 6 }, 7);
      expect(await purgeIndex(store)).toEqual({ rows: 2 });
      expect(await all(store)).toEqual([]);
      expect(await readState(store.db, "tail")).toBeUndefined();
      if (store.engine === "sqlite") {
        const { sql } = await import("kysely");
        expect((await sql`select count(*) as n from call_index_phone`.execute(store.db)).rows).toEqual([{ n: 0 }]);
      }
    });
  });
}
