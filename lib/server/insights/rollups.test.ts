// The Insights roll-ups on both engines: kept by the call index's writes in the same
// transaction, equal at every step to a count over the rows themselves.
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import type { CallResult } from "@/lib/call-results";
import { oneCall } from "@/test-support/index-calls";
import { freshStores, storeEngines } from "@/test-support/store-engines";
import type { SyncContext } from "../call-index/context";
import { purgeIndex } from "../call-index/purge";
import { prune } from "../call-index/reconcile";
import { upsertCalls } from "../call-index/rows";
import type { Store } from "../store/database";
import { insightsRollups } from "../store/migration-015-insights";
import { applyRollups, FACT_COLUMNS } from "./rollups";

const { engines, stop } = await storeEngines("insights-rollups");
afterAll(stop);

// Ada's call in progress (test-support/index-calls.ts).
const call = oneCall;

const done = (overrides: Partial<CallResult> = {}) =>
  call({ status: "completed", endedAt: "2026-11-01T10:01:00Z", durationSeconds: 59, updatedAt: "2026-11-01T10:01:05Z", ...overrides });

for (const engine of engines) {
  describe.skipIf(engine.skipped !== undefined)(`the roll-ups ${engine.title}${engine.skipped ? ` (skipped: ${engine.skipped})` : ""}`, () => {
    const fresh = freshStores(engine);
    const hours = async (store: Store) =>
      (
        await store.db
          .selectFrom("insights_hour")
          .select(["hour_ms", "agent_id", "status", "direction", "voicemail", "calls", "duration_calls", "duration_sum"])
          .where("calls", "!=", 0)
          .orderBy("hour_ms")
          .orderBy("agent_id")
          .orderBy("status")
          .orderBy("direction")
          .orderBy("voicemail")
          .execute()
      ).map((r) => [
        Number(r.hour_ms),
        r.agent_id,
        r.status,
        r.direction,
        Number(r.voicemail),
        Number(r.calls),
        Number(r.duration_calls),
        Number(r.duration_sum),
      ]);
    const buckets = async (store: Store) =>
      (
        await store.db
          .selectFrom("insights_duration")
          .select(["agent_id", "bucket", "calls"])
          .where("calls", "!=", 0)
          .orderBy("agent_id")
          .orderBy("bucket")
          .execute()
      ).map((r) => [r.agent_id, Number(r.bucket), Number(r.calls)]);
    // The same figures counted from the rows: what the roll-ups must always equal.
    const scanned = async (store: Store) =>
      (
        await sql<Record<string, number | string>>`select created_ms - (created_ms % 3600000) as h, agent_id, status, direction, is_voicemail,
          count(*) as n, count(duration_seconds) as dn, coalesce(sum(duration_seconds), 0) as ds
          from call_index where deleted = 0 group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`.execute(store.db)
      ).rows.map((r) => [Number(r.h), r.agent_id, r.status, r.direction, Number(r.is_voicemail), Number(r.n), Number(r.dn), Number(r.ds)]);
    const totals = async (store: Store) =>
      (
        await sql<
          Record<string, number | string>
        >`select hour_ms, status, voicemail, calls, duration_calls, duration_sum from insights_hour_total where calls != 0 order by 1, 2, 3`.execute(store.db)
      ).rows.map((r) => [Number(r.hour_ms), r.status, Number(r.voicemail), Number(r.calls), Number(r.duration_calls), Number(r.duration_sum)]);
    const scannedTotals = async (store: Store) =>
      (
        await sql<
          Record<string, number | string>
        >`select created_ms - (created_ms % 3600000) as h, status, is_voicemail, count(*) as n, count(duration_seconds) as dn,
          coalesce(sum(duration_seconds), 0) as ds from call_index where deleted = 0 group by 1, 2, 3 order by 1, 2, 3`.execute(store.db)
      ).rows.map((r) => [Number(r.h), r.status, Number(r.is_voicemail), Number(r.n), Number(r.dn), Number(r.ds)]);
    const H = Date.parse("2026-11-01T10:00:00Z");

    it("count each call once in its UTC hour, agent, status and direction, with durations and buckets", async () => {
      const store = await fresh();
      await upsertCalls(
        store.db,
        [
          done(),
          done({ callId: "call-2", durationSeconds: 7 }),
          call({ callId: "call-3", agentId: "agent-2", direction: "outbound", createdAt: "2026-11-01T11:30:00Z" }),
        ],
        1,
      );
      expect(await hours(store)).toEqual([
        [H, "agent-1", "completed", "inbound", 0, 2, 2, 66],
        [H + 3_600_000, "agent-2", "in_progress", "outbound", 0, 1, 0, 0],
      ]);
      expect(await hours(store)).toEqual(await scanned(store));
      expect(await buckets(store)).toEqual([
        ["agent-1", 5, 1],
        ["agent-1", 45, 1],
      ]);
      const names = await store.db.selectFrom("insights_agent").selectAll().orderBy("agent_id").execute();
      expect(names).toEqual([
        { agent_id: "agent-1", agent_name: "Ada" },
        { agent_id: "agent-2", agent_name: "Ada" },
      ]);
    });

    it("move a call that changes status after it was counted, never counting it twice; an older version or a repeat changes nothing", async () => {
      const store = await fresh();
      await upsertCalls(store.db, [call()], 1);
      expect(await hours(store)).toEqual([[H, "agent-1", "in_progress", "inbound", 0, 1, 0, 0]]);
      await upsertCalls(store.db, [done()], 2);
      expect(await hours(store)).toEqual([[H, "agent-1", "completed", "inbound", 0, 1, 1, 59]]);
      await upsertCalls(store.db, [done()], 3);
      await upsertCalls(store.db, [call()], 4);
      await upsertCalls(store.db, [call(), done(), done()], 5);
      expect(await hours(store)).toEqual([[H, "agent-1", "completed", "inbound", 0, 1, 1, 59]]);
      expect(await buckets(store)).toEqual([["agent-1", 45, 1]]);
      expect(await hours(store)).toEqual(await scanned(store));
      expect(await totals(store)).toEqual(await scannedTotals(store));
    });

    it("let a soft-deleted call leave, and come back once the service returns it again", async () => {
      const store = await fresh();
      await upsertCalls(store.db, [done(), done({ callId: "call-2" })], 1);
      await store.db.transaction().execute(async (tx) => {
        const facts = await tx.selectFrom("call_index").select(FACT_COLUMNS).where("call_id", "=", "call-2").execute();
        await tx.updateTable("call_index").set({ deleted: 1 }).where("call_id", "=", "call-2").execute();
        await applyRollups(tx, facts, []);
      });
      expect(await hours(store)).toEqual([[H, "agent-1", "completed", "inbound", 0, 1, 1, 59]]);
      expect(await hours(store)).toEqual(await scanned(store));
      await upsertCalls(store.db, [done({ callId: "call-2" })], 2);
      expect(await hours(store)).toEqual([[H, "agent-1", "completed", "inbound", 0, 2, 2, 118]]);
      expect(await buckets(store)).toEqual([["agent-1", 45, 2]]);
    });

    it("let pruned calls leave with their rows, and empty with index:purge", async () => {
      const store = await fresh();
      await upsertCalls(store.db, [done(), done({ callId: "old", createdAt: "2026-10-01T10:00:00Z" })], 1);
      const ctx = { db: store.db, now: () => Date.parse("2026-11-02T00:00:00Z"), config: { days: 7 } } as unknown as SyncContext;
      expect(await prune(ctx)).toBe(1);
      expect(await totals(store)).toEqual(await scannedTotals(store));
      expect(await hours(store)).toEqual([[H, "agent-1", "completed", "inbound", 0, 1, 1, 59]]);
      expect(await hours(store)).toEqual(await scanned(store));
      await purgeIndex(store);
      expect(await hours(store)).toEqual([]);
      expect(await buckets(store)).toEqual([]);
    });

    it("are built by migration 015 from the rows the index already holds", async () => {
      const store = await fresh();
      await upsertCalls(store.db, [done(), done({ callId: "call-2", durationSeconds: 7, agentId: "agent-2" }), call({ callId: "call-3" })], 1);
      const [before, beforeBuckets] = [await hours(store), await buckets(store)];
      for (const table of ["insights_hour", "insights_hour_total", "insights_duration", "insights_agent"])
        await sql`drop table ${sql.table(table)}`.execute(store.db);
      await insightsRollups(store.engine).up(store.db as never);
      expect(await hours(store)).toEqual(before);
      expect(await buckets(store)).toEqual(beforeBuckets);
      expect(await store.db.selectFrom("insights_agent").select("agent_id").orderBy("agent_id").execute()).toEqual([
        { agent_id: "agent-1" },
        { agent_id: "agent-2" },
      ]);
    });

    it("stay equal to a count over the rows through many random changes", async () => {
      const store = await fresh();
      const statuses = ["ringing", "in_progress", "completed", "no_answer", "failed"] as const;
      let seed = 7;
      const rand = (n: number) => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return seed % n;
      };
      for (let round = 0; round < 6; round++) {
        const batch = Array.from({ length: 300 }, (_, i) => {
          const status = statuses[rand(statuses.length)]!;
          return call({
            callId: `c-${rand(400)}`,
            agentId: `agent-${rand(3)}`,
            status,
            createdAt: new Date(H + (i % 40) * 600_000).toISOString(),
            durationSeconds: status === "completed" ? rand(200) : null,
            updatedAt: new Date(H + round * 60_000 + rand(60_000)).toISOString(),
          });
        });
        await upsertCalls(store.db, batch, round);
        expect(await hours(store)).toEqual(await scanned(store));
        expect(await totals(store)).toEqual(await scannedTotals(store));
      }
    });
  });
}
