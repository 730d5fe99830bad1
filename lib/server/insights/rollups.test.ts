// The Insights roll-ups on both engines: kept by the call index's writes in the same
// transaction, equal at every step to a count over the rows themselves.
import { type RawBuilder, sql } from "kysely";
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
import { insightsDays } from "../store/migration-023-insights-days";
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
    // The per-day roll-ups (migration 023) beside the same counts from the rows.
    // Each column named: PostgreSQL names two count(*) alike.
    const rowsOf = async (store: Store, query: RawBuilder<Record<string, unknown>>) =>
      (await query.execute(store.db)).rows.map((r) => Object.values(r).map((v) => (typeof v === "string" && !/^-?\d+$/.test(v) ? v : Number(v))));
    const dayTables = async (store: Store) => ({
      days: await rowsOf(
        store,
        sql`select day_ms, agent_id, status, direction, voicemail, calls, duration_calls, duration_sum from insights_day where calls != 0 order by 1, 2, 3, 4, 5`,
      ),
      durations: await rowsOf(
        store,
        sql`select day_ms, agent_id, direction, voicemail, bucket, calls from insights_day_duration where calls != 0 order by 1, 2, 3, 4, 5`,
      ),
      seconds: await rowsOf(store, sql`select day_ms, seconds, calls from insights_day_seconds where calls != 0 order by 1, 2`),
    });
    const scannedDays = async (store: Store) => {
      const day = sql`created_ms - (created_ms % 86400000)`;
      const bounds = [3600, 1800, 900, 600, 300, 180, 120, 90, 60, 45, 30, 20, 15, 10, 5];
      const bucket = sql.raw(`case ${bounds.map((b) => `when duration_seconds >= ${b} then ${b}`).join(" ")} else 0 end`);
      const completed = sql`deleted = 0 and status = 'completed' and duration_seconds is not null`;
      return {
        days: await rowsOf(
          store,
          sql`select ${day} as d, agent_id, status, direction, is_voicemail, count(*) as n, count(duration_seconds) as dn, coalesce(sum(duration_seconds), 0) as ds
            from call_index where deleted = 0 group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`,
        ),
        durations: await rowsOf(
          store,
          sql`select ${day} as d, agent_id, direction, is_voicemail, ${bucket} as b, count(*) as n from call_index where ${completed} group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`,
        ),
        seconds: await rowsOf(store, sql`select ${day} as d, duration_seconds, count(*) as n from call_index where ${completed} group by 1, 2 order by 1, 2`),
      };
    };
    /** Every roll-up row, zeros included (the prune deletes those before its cutoff). */
    const allRows = async (store: Store) => {
      const counts: Record<string, number> = {};
      for (const table of ["insights_hour", "insights_hour_total", "insights_duration", "insights_day", "insights_day_duration", "insights_day_seconds"])
        counts[table] = Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(store.db)).rows[0]!.n);
      return counts;
    };
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
      await upsertCalls(store.syncDb(), [done(), done({ callId: "old", createdAt: "2026-10-01T10:00:00Z" })], 1);
      const ctx = { db: store.syncDb(), now: () => Date.parse("2026-11-02T00:00:00Z"), config: { days: 7 } } as unknown as SyncContext;
      expect(await prune(ctx)).toBe(1);
      expect(await totals(store)).toEqual(await scannedTotals(store));
      expect(await dayTables(store)).toEqual(await scannedDays(store));
      // The pruned hours' and days' rows are deleted, not left at zero: the roll-ups stay bounded.
      expect(await allRows(store)).toEqual({
        insights_hour: 1,
        insights_hour_total: 1,
        insights_duration: 1,
        insights_day: 1,
        insights_day_duration: 1,
        insights_day_seconds: 1,
      });
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

    it("count a call in its UTC day too, and move it when its status, duration or agent changes after it was counted, never twice", async () => {
      const store = await fresh();
      const D = Date.parse("2026-11-01T00:00:00Z");
      const late = { createdAt: "2026-11-01T23:30:00Z", startedAt: "2026-11-01T23:30:01Z" };
      await upsertCalls(store.db, [call(late), done({ callId: "call-2", createdAt: "2026-11-02T00:10:00Z", startedAt: "2026-11-02T00:10:01Z" })], 1);
      expect((await dayTables(store)).days).toEqual([
        [D, "agent-1", "in_progress", "inbound", 0, 1, 0, 0],
        [D + 86_400_000, "agent-1", "completed", "inbound", 0, 1, 1, 59],
      ]);
      expect(await dayTables(store)).toEqual(await scannedDays(store));
      // Counted once in progress; then completed, 7 s long, under another agent.
      const moved = done({ ...late, agentId: "agent-2", durationSeconds: 7, updatedAt: "2026-11-02T00:00:05Z" });
      await upsertCalls(store.db, [moved], 2);
      expect(await dayTables(store)).toEqual({
        days: [
          [D, "agent-2", "completed", "inbound", 0, 1, 1, 7],
          [D + 86_400_000, "agent-1", "completed", "inbound", 0, 1, 1, 59],
        ],
        durations: [
          [D, "agent-2", "inbound", 0, 5, 1],
          [D + 86_400_000, "agent-1", "inbound", 0, 45, 1],
        ],
        seconds: [
          [D, 7, 1],
          [D + 86_400_000, 59, 1],
        ],
      });
      // Its duration corrected (another bucket and second); a repeat and an older version change nothing.
      await upsertCalls(store.db, [{ ...moved, durationSeconds: 12, updatedAt: "2026-11-02T00:00:09Z" }], 3);
      await upsertCalls(store.db, [{ ...moved, durationSeconds: 12, updatedAt: "2026-11-02T00:00:09Z" }, call(late), moved], 4);
      const after = await dayTables(store);
      expect(after.durations[0]).toEqual([D, "agent-2", "inbound", 0, 10, 1]);
      expect(after.seconds[0]).toEqual([D, 12, 1]);
      expect(after.days[0]).toEqual([D, "agent-2", "completed", "inbound", 0, 1, 1, 12]);
      expect(after).toEqual(await scannedDays(store));
    });

    it("keep the per-day roll-ups equal to a count over the rows through random changes across days", async () => {
      const store = await fresh();
      const statuses = ["ringing", "completed", "completed", "no_answer", "failed"] as const;
      let seed = 3;
      const rand = (n: number) => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return Math.floor(seed / 65536) % n;
      };
      for (let round = 0; round < 5; round++) {
        const batch = Array.from({ length: 200 }, () => {
          const status = statuses[rand(statuses.length)]!;
          return call({
            callId: `c-${rand(250)}`,
            agentId: `agent-${rand(3)}`,
            status,
            direction: rand(2) === 0 ? "inbound" : "outbound",
            isVoicemail: rand(5) === 0,
            createdAt: new Date(H + rand(72) * 3_600_000 + rand(3600) * 1000).toISOString(),
            durationSeconds: status === "completed" ? rand(400) : null,
            updatedAt: new Date(H + round * 60_000 + rand(60_000)).toISOString(),
          });
        });
        await upsertCalls(store.db, batch, round);
        expect(await dayTables(store)).toEqual(await scannedDays(store));
        expect(await hours(store)).toEqual(await scanned(store));
      }
    });

    it("are built per day by migration 023 from the rows the index already holds", async () => {
      const store = await fresh();
      await upsertCalls(
        store.db,
        [done(), done({ callId: "call-2", durationSeconds: 7, agentId: "agent-2", createdAt: "2026-11-03T04:00:00Z" }), call({ callId: "call-3" })],
        1,
      );
      const before = await dayTables(store);
      for (const table of ["insights_day", "insights_day_duration", "insights_day_seconds"]) await sql`drop table ${sql.table(table)}`.execute(store.db);
      await sql`drop index insights_hour_total_cover`.execute(store.db);
      await insightsDays(store.engine).up(store.db as never);
      expect(await dayTables(store)).toEqual(before);
      expect(before).toEqual(await scannedDays(store));
      expect(before.seconds).toHaveLength(2);
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
