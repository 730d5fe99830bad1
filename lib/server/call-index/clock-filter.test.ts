// The heatmap's drill-down filters (issue #40) on both engines: `hour=` and `weekday=` on the
// view's clock give the calls view a total equal to the Insights heatmap's cell, for every
// cell, across the end of DST in New York (2026-11-01, when 1 a.m. happens twice); the list,
// the summary and a view without a range agree; a range too long is refused by name.
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { type CallResult, callResultSchema, LIST_QUERY_DEFAULTS, type ListQuery } from "@/lib/call-results";
import { openTestStore, storeEngines } from "@/test-support/store-engines";
import { insightsData } from "../insights/page-data";
import { readInsightsParams } from "../insights/params";
import type { Store } from "../store/database";
import { upsertCalls } from "./rows";
import { searchCalls } from "./search-query";
import { indexSummary } from "./search-summary";

vi.mock("server-only", () => ({}));

const { engines, stop } = await storeEngines("call-index-clock");
afterAll(stop);

const ZONE = "America/New_York";
// Friday 30 October to Tuesday 3 November 2026, UTC: New York leaves DST on Sunday 1 November at 06:00Z.
const FROM = Date.parse("2026-10-30T00:00:00Z");
const TO = Date.parse("2026-11-03T00:00:00Z");

/** A call every 20 minutes, plus a few, off the quarter hours too. */
function calls(): CallResult[] {
  const out: CallResult[] = [];
  for (let t = FROM + 7 * 60_000, i = 0; t < TO; t += 20 * 60_000 + (i % 3) * 60_000, i++) {
    const created = new Date(t).toISOString();
    out.push(
      callResultSchema.parse({
        callId: `c-${i}`,
        callTaskId: null,
        detailsUrl: `https://example.test/calls/c-${i}`,
        agentId: `agent-${i % 3}`,
        agentName: `Agent ${i % 3}`,
        endUserId: null,
        status: i % 4 === 0 ? "failed" : "completed",
        direction: i % 2 === 0 ? "inbound" : "outbound",
        from: "+14155554567",
        to: "4155550000",
        startedAt: created,
        endedAt: created,
        durationSeconds: i % 4 === 0 ? null : (i * 7) % 400,
        isVoicemail: false,
        createdAt: created,
        updatedAt: created,
        resultAvailable: true,
        audioAvailable: false,
      }),
    );
  }
  return out;
}

const q = (patch: Partial<ListQuery>): ListQuery => ({ ...LIST_QUERY_DEFAULTS, pageSize: 1, ...patch });

for (const engine of engines) {
  describe.skipIf(engine.skipped !== undefined)(`the hour and weekday filters ${engine.title}${engine.skipped ? ` (skipped: ${engine.skipped})` : ""}`, () => {
    const opened: Store[] = [];
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((s) => s.close()));
    });
    const all = calls();
    const range = { createdFrom: new Date(FROM + 90 * 60_000).toISOString(), createdTo: new Date(TO - 1).toISOString() };

    it("gives each heatmap cell's total, in New York across the end of DST", async () => {
      const store = await openTestStore(await engine.fresh());
      opened.push(store);
      await upsertCalls(store.db, all, 1);
      const fromMs = Date.parse(range.createdFrom);
      const data = await insightsData(store.db, { fromMs, toMs: TO, zone: ZONE, compare: "none", filters: {} }, 10, null);
      expect(data.heatmap.length).toBeGreaterThan(60);
      for (const cell of data.heatmap) {
        const view = q({ ...range, weekday: cell.weekday + 1, hour: cell.hour });
        expect((await searchCalls(store, view, ZONE)).pagination.total, `weekday ${cell.weekday + 1} hour ${cell.hour}`).toBe(cell.calls);
      }
      // Sunday 1 a.m. happened twice (05:00–06:59Z), so its cell holds two hours of calls.
      const sunday1 = all.filter((c) => c.createdAt >= "2026-11-01T05:00" && c.createdAt < "2026-11-01T07:00").length;
      expect(data.heatmap.find((c) => c.weekday === 6 && c.hour === 1)?.calls).toBe(sunday1);
      expect((await searchCalls(store, q({ ...range, weekday: 7, hour: 1 }), ZONE)).pagination.total).toBe(sunday1);
      // A weekday alone is the whole local day; the summary counts what the list does.
      const monday = all.filter((c) => c.createdAt >= "2026-11-02T05:00" && c.createdAt < "2026-11-03T00:00").length;
      expect((await searchCalls(store, q({ ...range, weekday: 1 }), ZONE)).pagination.total).toBe(monday);
      const summary = await indexSummary(store, q({ ...range, weekday: 1, status: ["completed"] }), ZONE);
      expect(summary.matching).toBe((await searchCalls(store, q({ ...range, weekday: 1, status: ["completed"] }), ZONE)).pagination.total);
      expect(summary.total).toBe(monday);
      // The same hour in UTC is another set of calls.
      const utc9 = all.filter((c) => Date.parse(c.createdAt) >= fromMs && c.createdAt.slice(11, 13) === "09").length;
      expect((await searchCalls(store, q({ ...range, hour: 9 }), "UTC")).pagination.total).toBe(utc9);
    });

    it("gives each cell's total in a zone whose hours are not UTC hours (Kolkata, +5:30), whose heatmap is counted from the rows", async () => {
      const store = await openTestStore(await engine.fresh());
      opened.push(store);
      await upsertCalls(store.db, all, 1);
      const zone = "Asia/Kolkata";
      const req = readInsightsParams(new URLSearchParams({ ...range, zone, compare: "none" }), TO);
      const data = await insightsData(store.db, req, 10, null);
      expect(data.rowsBecause).toMatch(/time zone/);
      expect(data.heatmap.reduce((sum, c) => sum + c.calls, 0)).toBe(all.filter((c) => c.createdAt >= range.createdFrom).length);
      for (const cell of data.heatmap) {
        const view = q({ ...range, weekday: cell.weekday + 1, hour: cell.hour });
        expect((await searchCalls(store, view, zone)).pagination.total, `weekday ${cell.weekday + 1} hour ${cell.hour}`).toBe(cell.calls);
      }
    });

    it("bounds a view without a range by the index's calls, and refuses a range over 400 days by name", async () => {
      const store = await openTestStore(await engine.fresh());
      opened.push(store);
      await upsertCalls(store.db, all, 1);
      const sunday = all.filter((c) => c.createdAt >= "2026-11-01T04:00" && c.createdAt < "2026-11-02T05:00").length;
      expect((await searchCalls(store, q({ weekday: 7 }), ZONE)).pagination.total).toBe(sunday);
      await expect(searchCalls(store, q({ hour: 24 }), ZONE)).rejects.toThrow(/hour must be a whole number from 0 to 23/);
      await expect(searchCalls(store, q({ weekday: 0 }), ZONE)).rejects.toThrow(/weekday must be a whole number from 1 to 7/);
      await expect(searchCalls(store, q({ createdFrom: "2025-01-01T00:00:00Z", createdTo: "2026-11-03T00:00:00Z", hour: 3 }), ZONE)).rejects.toThrow(
        /hour needs a created range of at most 400 days/,
      );
    });
  });
}
