// The Insights page's data on both engines: every figure equals a count over the calls
// themselves, for a range cut off the hour, with filters and a comparison; the heatmap
// follows the zone across a DST change.
import { afterAll, afterEach, describe, expect, it } from "vitest";
import type { CallResult } from "@/lib/call-results";
import { callResultSchema } from "@/lib/call-results";
import { openTestStore, storeEngines } from "@/test-support/store-engines";
import { upsertCalls } from "../call-index/rows";
import type { Store } from "../store/database";
import type { InsightsFilters } from "./grouped";
import { insightsData } from "./page-data";

const { engines, stop } = await storeEngines("insights-page");
afterAll(stop);

const STATUSES = ["completed", "completed", "completed", "no_answer", "unreachable", "failed", "in_progress"] as const;
const T0 = Date.parse("2026-10-20T00:00:00Z");

/** 2,000 calls over 10 days, varied in every dimension the page counts by. */
function calls(): CallResult[] {
  let seed = 11;
  const rand = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return Math.floor(seed / 65536) % n;
  };
  return Array.from({ length: 2000 }, (_, i) => {
    const status = STATUSES[rand(STATUSES.length)]!;
    // rand gives at most 32,767: an hour of the 10 days, then a second in it.
    const created = new Date(T0 + rand(240) * 3_600_000 + rand(3600) * 1000).toISOString();
    return callResultSchema.parse({
      callId: `c-${i}`,
      callTaskId: null,
      detailsUrl: `https://example.test/calls/c-${i}`,
      agentId: `agent-${rand(4)}`,
      agentName: `Agent ${i % 4}`,
      endUserId: null,
      status,
      direction: ["inbound", "outbound", "web"][rand(3)],
      from: "+14155554567",
      to: "4155550000",
      startedAt: created,
      endedAt: status === "completed" ? created : null,
      durationSeconds: status === "completed" ? rand(400) : null,
      isVoicemail: rand(5) === 0,
      createdAt: created,
      updatedAt: created,
      resultAvailable: true,
      audioAvailable: false,
    });
  });
}

/** The figures counted straight from the calls, as the calls view would. */
function expected(all: CallResult[], fromMs: number, toMs: number, f: InsightsFilters) {
  const inRange = all.filter((c) => {
    const t = Date.parse(c.createdAt);
    return (
      t >= fromMs &&
      t < toMs &&
      (!f.status || f.status.includes(c.status)) &&
      (!f.direction || f.direction.includes(c.direction)) &&
      (f.agentId === undefined || c.agentId === f.agentId) &&
      (f.agentName === undefined || (c.agentName ?? "").toLowerCase().includes(f.agentName.toLowerCase())) &&
      (f.minDuration === undefined || (c.durationSeconds !== null && c.durationSeconds >= f.minDuration)) &&
      (f.maxDuration === undefined || (c.durationSeconds !== null && c.durationSeconds <= f.maxDuration))
    );
  });
  const done = inRange.filter((c) => c.status === "completed");
  const durations = done.map((c) => c.durationSeconds!).sort((a, b) => a - b);
  const n = durations.length;
  return {
    calls: inRange.length,
    completed: done.length,
    noAnswer: inRange.filter((c) => c.status === "no_answer").length,
    failed: inRange.filter((c) => c.status === "failed").length,
    voicemail: inRange.filter((c) => c.isVoicemail).length,
    durationSum: durations.reduce((a, b) => a + b, 0),
    shortCalls: durations.filter((d) => d < 10).length,
    medianSeconds: n === 0 ? null : (durations[Math.floor((n - 1) / 2)]! + durations[Math.floor(n / 2)]!) / 2,
    longBar: durations.filter((d) => d >= 300 && d <= 599).length,
  };
}

for (const engine of engines) {
  describe.skipIf(engine.skipped !== undefined)(`the Insights data ${engine.title}${engine.skipped ? ` (skipped: ${engine.skipped})` : ""}`, () => {
    const opened: Store[] = [];
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((s) => s.close()));
    });
    const all = calls();

    it("equals counts over the calls for a range cut off the hour, with filters, and its comparison period", async () => {
      const store = await openTestStore(await engine.fresh());
      opened.push(store);
      await upsertCalls(store.db, all, 1);
      const fromMs = T0 + 3 * 86_400_000 + 17 * 60_000 + 5_000;
      const toMs = T0 + 6 * 86_400_000 + 4 * 3_600_000 + 44 * 60_000;
      for (const filters of [{}, { status: ["completed", "failed"], direction: ["inbound", "web"] }, { agentId: "agent-2" }] as InsightsFilters[]) {
        const data = await insightsData(store.db, { fromMs, toMs, zone: "UTC", compare: "previous", filters }, 10, null);
        const { longBar, ...want } = expected(all, fromMs, toMs, filters);
        expect(want.calls).toBeGreaterThan(0);
        expect(data.current).toMatchObject(want);
        expect(data.histogram.find((b) => b.from === 300)).toEqual({ from: 300, to: 599, calls: longBar });
        expect(data.histogram.reduce((s, b) => s + b.calls, 0)).toBe(want.completed);
        const { longBar: _, ...before } = expected(all, fromMs - (toMs - fromMs), fromMs, filters);
        expect(data.previous).toMatchObject(before);
        expect(data.agents.reduce((s, a) => s + a.current.calls, 0)).toBe(want.calls);
        expect(data.agents.reduce((s, a) => s + (a.previous?.calls ?? 0), 0)).toBe(before.calls);
        const agent2 = data.agents.find((a) => a.agentId === "agent-2");
        if (filters.agentId === undefined && !("status" in filters))
          expect(agent2?.current.calls).toBe(expected(all, fromMs, toMs, { agentId: "agent-2" }).calls);
        expect(data.heatmap.reduce((s, c) => s + c.calls, 0)).toBe(want.calls);
        expect(data.trend.current.reduce((s, p) => s + p.calls, 0)).toBe(want.calls);
        expect(data.trend.unit).toBe("day");
      }
    });

    it("counts New York's local days exactly: whole UTC days from the per-day roll-ups, the hours of the partial days at the edges from the hourly ones", async () => {
      const store = await openTestStore(await engine.fresh());
      opened.push(store);
      await upsertCalls(store.db, all, 1);
      // Midnight to midnight in New York (EDT, UTC-4): 20 hours of a UTC day, five whole UTC days, then 4 hours.
      const fromMs = Date.parse("2026-10-21T04:00:00Z");
      const toMs = Date.parse("2026-10-27T04:00:00Z");
      for (const filters of [{}, { voicemail: 1 }, { direction: ["outbound"] }] as InsightsFilters[]) {
        const data = await insightsData(store.db, { fromMs, toMs, zone: "America/New_York", compare: "week", filters }, 10, null);
        // expected() does not filter by the voicemail flag: the calls are filtered first.
        const calls = all.filter((c) => filters.voicemail === undefined || c.isVoicemail === (filters.voicemail === 1));
        const { longBar: _, ...want } = expected(calls, fromMs, toMs, filters);
        expect(want.calls).toBeGreaterThan(0);
        expect(data.current).toMatchObject(want);
        for (const agent of data.agents) {
          const { longBar: __, medianSeconds: ___, ...counts } = expected(calls, fromMs, toMs, { ...filters, agentId: agent.agentId });
          expect({ agent: agent.agentId, ...agent.current }).toMatchObject({ agent: agent.agentId, ...counts });
        }
        expect(data.agents.length).toBe(4);
        const { longBar: ____, ...weekBefore } = expected(calls, fromMs - 7 * 86_400_000, toMs - 7 * 86_400_000, filters);
        expect(data.previous).toMatchObject(weekBefore);
        expect(data.trend.current).toHaveLength(6);
        expect(data.trend.current.reduce((n, p) => n + p.calls, 0)).toBe(want.calls);
      }
    });

    it("counts from the rows what the roll-ups do not count by (part of a name, a duration range), and says so", async () => {
      const store = await openTestStore(await engine.fresh());
      opened.push(store);
      await upsertCalls(store.db, all, 1);
      const fromMs = T0 + 2 * 86_400_000 + 31 * 60_000;
      const toMs = T0 + 8 * 86_400_000;
      const cases: InsightsFilters[] = [
        { agentName: "NT 2" },
        { minDuration: 60, maxDuration: 299, direction: ["inbound"] },
        { agentName: "agent", maxDuration: 9 },
      ];
      for (const filters of cases) {
        const data = await insightsData(store.db, { fromMs, toMs, zone: "UTC", compare: "previous", filters }, 10, null);
        const { longBar, ...want } = expected(all, fromMs, toMs, filters);
        expect(want.calls, JSON.stringify(filters)).toBeGreaterThan(0);
        expect(data.current, JSON.stringify(filters)).toMatchObject(want);
        expect(data.previous).toMatchObject((({ longBar: _, ...rest }) => rest)(expected(all, fromMs - (toMs - fromMs), fromMs, filters)));
        expect(data.histogram.find((b) => b.from === 300)?.calls).toBe(longBar);
        expect(data.heatmap.reduce((s, c) => s + c.calls, 0)).toBe(want.calls);
        expect(data.agents.reduce((s, a) => s + a.current.calls, 0)).toBe(want.calls);
        expect(data.rowsBecause).toMatch(filters.agentName ? /agent's name/ : /duration/);
      }
      const plain = await insightsData(store.db, { fromMs, toMs, zone: "UTC", compare: "none", filters: {} }, 10, null);
      expect(plain.rowsBecause).toBeNull();
    });

    it("puts each hour in its local weekday and hour, across a DST change (Europe/Paris, 25 Oct 2026)", async () => {
      const store = await openTestStore(await engine.fresh());
      opened.push(store);
      const at = (createdAt: string, callId: string) => ({ ...all[0]!, callId, createdAt, updatedAt: createdAt });
      // Saturday 10:30Z is 12:30 in Paris (CEST, +2); Monday 10:30Z is 11:30 (CET, +1).
      await upsertCalls(store.db, [at("2026-10-24T10:30:00Z", "sat"), at("2026-10-26T10:30:00Z", "mon")], 1);
      // Reviews' marks: one scored, one noted only (no score), and one of a call out of the index.
      await store.db
        .insertInto("call_mark")
        .values([
          { call_id: "sat", reviews: 1, latest_score: 4, notes: 0 },
          { call_id: "mon", reviews: 2, latest_score: null, notes: 1 },
          { call_id: "elsewhere", reviews: 1, latest_score: 5, notes: 0 },
        ])
        .execute();
      const data = await insightsData(
        store.db,
        { fromMs: Date.parse("2026-10-24T00:00:00Z"), toMs: Date.parse("2026-10-27T00:00:00Z"), zone: "Europe/Paris", compare: "none", filters: {} },
        10,
        null,
      );
      expect(data.heatmap.map((c) => [c.weekday, c.hour, c.calls])).toEqual([
        [0, 11, 1],
        [5, 12, 1],
      ]);
      expect(data.previous).toBeNull();
      expect(data.current).toMatchObject({ reviewed: 2, scored: 1, scoreSum: 4 });
      expect(data.trend.current.map((p) => p.calls)).toEqual([1, 0, 1, 0]);
    });

    it("reads an even count's median from one bucket or two", async () => {
      const store = await openTestStore(await engine.fresh());
      opened.push(store);
      const done = (callId: string, durationSeconds: number) => ({
        ...all[0]!,
        callId,
        status: "completed" as const,
        durationSeconds,
        createdAt: "2026-10-24T10:30:00Z",
      });
      const req = { fromMs: Date.parse("2026-10-24T00:00:00Z"), toMs: Date.parse("2026-10-25T00:00:00Z"), zone: "UTC", compare: "none" as const, filters: {} };
      await upsertCalls(store.db, [done("a", 12), done("b", 14), done("c", 3), done("d", 40)], 1);
      expect((await insightsData(store.db, req, 10, null)).current.medianSeconds).toBe(13);
      await upsertCalls(store.db, [done("e", 5), done("f", 7)], 1);
      // 3, 5, 7, 12, 14, 40: the middle two, 7 and 12, are in different buckets.
      expect((await insightsData(store.db, req, 10, null)).current.medianSeconds).toBe(9.5);
    });

    it("counts each agent's submitted evaluations' average score and critical failures (issue #41), drafts and calibrations aside", async () => {
      const store = await openTestStore(await engine.fresh());
      opened.push(store);
      const at = (callId: string, agentId: string) => ({ ...all[0]!, callId, agentId, createdAt: "2026-10-24T10:30:00Z", updatedAt: "2026-10-24T10:30:00Z" });
      await upsertCalls(store.db, [at("a1", "ann"), at("a2", "ann"), at("b1", "bob"), at("out", "bob")], 1);
      // "out" is soft-deleted: its evaluation is not counted.
      await store.db.updateTable("call_index").set({ deleted: 1 }).where("call_id", "=", "out").execute();
      const row = (id: string, callId: string, status: string, score: number | null, critical: number, calibration = "") => ({
        id,
        call_id: callId,
        form_id: "f",
        form_version: 1,
        reviewer: `r-${id}`,
        reviewer_id: `name:r-${id}`,
        agent_name: null,
        status,
        answers: "{}",
        score,
        critical_failed: critical,
        needs_attention: 0,
        time_spent_ms: 0,
        created_at: "2026-10-25T00:00:00Z",
        updated_at: "2026-10-25T00:00:00Z",
        submitted_at: status === "submitted" ? "2026-10-25T00:00:00Z" : null,
        calibration_id: calibration,
      });
      await store.db
        .insertInto("qa_evaluation")
        .values([
          row("e1", "a1", "submitted", 80, 0),
          row("e2", "a2", "submitted", 60, 1),
          row("e3", "a2", "draft", 10, 1),
          row("e4", "b1", "submitted", null, 1),
          row("e5", "b1", "submitted", 20, 1, "cal-1"),
          row("e6", "out", "submitted", 0, 1),
        ])
        .execute();
      const req = { fromMs: Date.parse("2026-10-24T00:00:00Z"), toMs: Date.parse("2026-10-25T00:00:00Z"), zone: "UTC", compare: "none" as const, filters: {} };
      const data = await insightsData(store.db, req, 10, null);
      const ann = data.agents.find((a) => a.agentId === "ann")!.current;
      const bob = data.agents.find((a) => a.agentId === "bob")!.current;
      expect([ann.evaluated, ann.evaluationScoreSum, ann.criticalFailures]).toEqual([2, 140, 1]);
      expect([bob.evaluated, bob.evaluationScoreSum, bob.criticalFailures]).toEqual([0, 0, 1]);
      expect([data.current.evaluated, data.current.evaluationScoreSum, data.current.criticalFailures]).toEqual([2, 140, 2]);
      // The page's filters apply to the evaluated calls too.
      const filtered = await insightsData(store.db, { ...req, filters: { agentId: "bob" } }, 10, null);
      expect(filtered.current.criticalFailures).toBe(1);
    });
  });
}
