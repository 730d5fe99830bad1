// The Agent and Review filters of the call index (issue #37), on both engines: agents by
// name with counts that equal the list's totals (from the roll-ups and from the rows alike),
// the latest review's score range and a review tag.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CallResult, LIST_QUERY_DEFAULTS, type ListQuery, listQueryKey, parseListQuery } from "@/lib/call-results";
import { canonicalViewSearch } from "@/lib/saved-views/saved-view";
import { seriesCall } from "@/test-support/index-calls";
import { openTestStore, storeEngines } from "@/test-support/store-engines";
import type { Store } from "../store/database";
import { putReview } from "../store/reviews";
import { agentCounts } from "./agent-counts";
import { upsertCalls } from "./rows";
import { searchCalls } from "./search-query";
import { indexSummary } from "./search-summary";

const { engines, stop } = await storeEngines("call-index-agents");
afterAll(stop);

const START = Date.parse("2026-11-01T00:00:00Z");
const NAMES = ["Éloïse Dupré", "Claire Martin", "Bob, Jr."];

// Every 50 minutes, so the calls fall on both whole and partial hours of a range. One of
// Claire's calls came without a name: it is still hers.
const call = (i: number): CallResult =>
  seriesCall(i, START + i * 3_000_000, { agentName: i === 4 ? null : NAMES[i % 3], direction: i % 2 === 0 ? "inbound" : "outbound" });

const q = (patch: Partial<ListQuery>): ListQuery => ({ ...LIST_QUERY_DEFAULTS, ...patch });
const ids = (r: { data: CallResult[] }) => r.data.map((c) => c.callId);
const CALLS = Array.from({ length: 60 }, (_, i) => call(i));

for (const engine of engines) {
  describe.skipIf(engine.skipped !== undefined)(`the Agent and Review filters ${engine.title}${engine.skipped ? ` (skipped: ${engine.skipped})` : ""}`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await openTestStore(await engine.fresh());
      await upsertCalls(store.db, CALLS, START);
      await putReview(store.db, { callId: "call-003", reviewer: "ann", reviewerId: "test-ann", score: 2, tags: ["coaching"] }, START);
      await putReview(store.db, { callId: "call-003", reviewer: "bo", reviewerId: "test-bo", score: 5, tags: [] }, START + 1000);
      await putReview(store.db, { callId: "call-007", reviewer: "ann", reviewerId: "test-ann", score: 4, tags: ["great call", "coaching"] }, START);
      await putReview(store.db, { callId: "call-010", reviewer: "ann", reviewerId: "test-ann", score: 1, tags: ["escalate"] }, START);
    });
    afterAll(() => store?.close());

    it("filters by agents' names, a call without a name still its agent's, the summary agreeing", async () => {
      const claire = CALLS.filter((c) => c.agentId === "agent-1");
      expect((await searchCalls(store, q({ agent: ["Claire Martin"] }))).pagination.total).toBe(claire.length);
      const two = await searchCalls(store, q({ agent: ["Claire Martin", "Bob, Jr."], status: ["completed"], pageSize: 100 }));
      const expected = CALLS.filter((c) => c.agentId !== "agent-0" && c.status === "completed");
      expect(two.pagination.total).toBe(expected.length);
      expect(ids(two).sort()).toEqual(expected.map((c) => c.callId).sort());
      const range = { createdFrom: new Date(START).toISOString(), createdTo: new Date(START + 60 * 3_000_000).toISOString() };
      const summary = await indexSummary(store, q({ agent: ["Claire Martin", "Bob, Jr."], status: ["completed"], ...range }), "UTC");
      expect(summary.matching).toBe(expected.length);
      expect((await searchCalls(store, q({ agent: ["Nobody"] }))).pagination.total).toBe(0);
    });

    it("counts each agent's calls under the view's other filters, equal to the list's total for that agent", async () => {
      // From 01:10 to 40:50, not on the hour: whole hours from the roll-ups, the edges from the rows.
      const from = new Date(START + 4_200_000).toISOString();
      const to = new Date(START + 40 * 3_600_000 + 3_000_000).toISOString();
      for (const view of [
        q({ createdFrom: from, createdTo: to, status: ["completed"], direction: ["inbound"] }),
        q({ createdFrom: from, createdTo: to, voicemail: "no" }),
        // Filters the roll-ups do not keep: counted over the rows.
        q({ createdFrom: from, minDuration: 100, phone: "555 10" }),
        q({ reviewed: "yes" }),
      ]) {
        const counts = await agentCounts(store, { ...view, agent: ["Claire Martin"] }, "UTC", "");
        expect(counts.more).toBe(0);
        for (const { name, calls } of counts.agents) {
          expect((await searchCalls(store, { ...view, agent: [name] })).pagination.total, `${name} ${JSON.stringify(view)}`).toBe(calls);
        }
        const sum = counts.agents.reduce((n, a) => n + a.calls, 0);
        expect(sum).toBe((await searchCalls(store, view)).pagination.total);
        // Most calls first; the chosen agent listed even with none.
        expect(counts.agents.map((a) => a.calls)).toEqual([...counts.agents.map((a) => a.calls)].sort((a, b) => b - a));
        expect(counts.agents.some((a) => a.name === "Claire Martin")).toBe(true);
      }
    });

    it("counts each agent's calls in the view's local hour or weekday, equal to the list's total, across New York's DST change and in Kolkata", async () => {
      // Not on the hour: the view's first and last intervals are partial hours, from the rows.
      const range = { createdFrom: new Date(START + 1_500_000).toISOString(), createdTo: new Date(START + 49 * 3_600_000 + 1_000_000).toISOString() };
      for (const zone of ["America/New_York", "Asia/Kolkata"]) {
        // 01:00 happens twice in New York on 1 November 2026 (EDT, then EST).
        for (const view of [
          q({ ...range, hour: 1 }),
          q({ ...range, weekday: 7, status: ["completed"] }),
          q({ hour: 20, direction: ["inbound"] }),
          q({ ...range, hour: 0 }),
        ]) {
          const counts = await agentCounts(store, view, zone, "");
          const total = (await searchCalls(store, view, zone)).pagination.total;
          expect(total, `${zone} ${JSON.stringify(view)}`).toBeGreaterThan(0);
          expect(counts.agents.reduce((n, a) => n + a.calls, 0)).toBe(total);
          for (const { name, calls } of counts.agents)
            expect((await searchCalls(store, { ...view, agent: [name] }, zone)).pagination.total, `${zone} ${name} ${JSON.stringify(view)}`).toBe(calls);
        }
      }
    });

    it("finds agents by part of the name, case and accents aside", async () => {
      const found = await agentCounts(store, q({}), "UTC", "ELOISE");
      expect(found).toEqual({ agents: [{ name: "Éloïse Dupré", calls: 20 }], more: 0, none: 0 });
    });

    it("filters by the latest review's score and by a review's tag", async () => {
      // call-003's latest review scores 5 (its earlier one 2).
      expect(ids(await searchCalls(store, q({ minScore: 4, sortOrder: "asc" })))).toEqual(["call-003", "call-007"]);
      expect(ids(await searchCalls(store, q({ maxScore: 2 })))).toEqual(["call-010"]);
      expect(ids(await searchCalls(store, q({ minScore: 2, maxScore: 4 })))).toEqual(["call-007"]);
      expect(ids(await searchCalls(store, q({ tag: "coaching", sortOrder: "asc" })))).toEqual(["call-003", "call-007"]);
      expect(ids(await searchCalls(store, q({ tag: "coaching", minScore: 5 })))).toEqual(["call-003"]);
      expect(ids(await searchCalls(store, q({ tag: "great call" })))).toEqual(["call-007"]);
      expect((await searchCalls(store, q({ tag: "coach" }))).pagination.total).toBe(0);
    });

    it("chooses the calls whose agent has no name (agentNone=yes), alone or beside names, each count equal to the list's total", async () => {
      // Last, as it adds calls: an agent that never had a name, and one whose name is empty.
      const unnamed = [60, 61, 62, 63].map((i) =>
        seriesCall(i, START + i * 3_000_000, { agentId: i === 63 ? "agent-empty" : "agent-unnamed", agentName: i === 63 ? "" : null }),
      );
      await upsertCalls(store.db, unnamed, START);
      const range = { createdFrom: new Date(START).toISOString(), createdTo: new Date(START + 70 * 3_000_000).toISOString() };
      const total = async (view: ListQuery) => (await searchCalls(store, view)).pagination.total;
      // From the roll-ups (a status) and from the rows (a duration), the view's own choice aside.
      for (const view of [q({ ...range, status: ["completed"] }), q({ minDuration: 0 }), q({})]) {
        const counts = await agentCounts(store, { ...view, agentNone: "yes" }, "UTC", "");
        expect(counts.none, JSON.stringify(view)).toBe(unnamed.filter((c) => !view.status || view.status.includes(c.status)).length);
        expect(await total({ ...view, agentNone: "yes" })).toBe(counts.none);
        expect(counts.agents.map((a) => a.name)).not.toContain("");
        expect(counts.agents.reduce((n, a) => n + a.calls, counts.none)).toBe(await total(view));
      }
      expect(await total(q({ agentNone: "yes" }))).toBe(4);
      const claire = CALLS.filter((c) => c.agentId === "agent-1").length;
      expect(await total(q({ agentNone: "yes", agent: ["Claire Martin"] }))).toBe(claire + 4);
      // agentNone=no: only the calls whose agent has a name.
      expect(await total(q({ agentNone: "no" }))).toBe(CALLS.length);
      expect(await total(q({ agentNone: "no", agent: ["Claire Martin"] }))).toBe(claire);
      expect((await indexSummary(store, q({ agentNone: "yes", ...range }), "UTC")).matching).toBe(4);
    });
  });
}

describe("the Agent and Review filters' URL form", () => {
  const parse = (search: string) => parseListQuery(new URLSearchParams(search), { index: true });
  it("reads agents repeated (names may hold commas), scores and a tag", () => {
    const parsed = parse("agent=Bob%2C+Jr.&agent=Claire+Martin&minScore=2&maxScore=4&tag=great+call");
    expect(parsed.success && parsed.data).toMatchObject({ agent: ["Bob, Jr.", "Claire Martin"], minScore: 2, maxScore: 4, tag: "great call" });
    // Written back the same, and a saved view keeps them.
    const search = "minScore=2&maxScore=4&tag=great+call&agent=Bob%2C+Jr.&agent=Claire+Martin";
    expect(parsed.success && listQueryKey(parsed.data)).toBe(search);
    expect(canonicalViewSearch(search)).toEqual({ search });
  });
  it("reads agentNone=yes beside names, and a saved view keeps it", () => {
    const parsed = parse("agent=Claire+Martin&agentNone=yes");
    expect(parsed.success && parsed.data).toMatchObject({ agent: ["Claire Martin"], agentNone: "yes" });
    const search = "agentNone=yes&agent=Claire+Martin";
    expect(parsed.success && listQueryKey(parsed.data)).toBe(search);
    expect(canonicalViewSearch(search)).toEqual({ search });
  });
  it.each([
    ["minScore=0", "minScore", "from 1 to 5"],
    ["maxScore=6", "maxScore", "from 1 to 5"],
    ["minScore=2.5", "minScore", "from 1 to 5"],
    ["minScore=4&maxScore=2", "maxScore", "less than minScore"],
    [`tag=${"x".repeat(33)}`, "tag", "at most 32"],
    ["tag=a%00b", "tag", "NUL"],
    ["tag=%20", "tag", "must not be empty"],
    ["tag=a&tag=b", "tag", "at most once"],
    ["agent=%20", "agent", "must not be empty"],
    ["agentNone=maybe", "agentNone", "yes or no"],
    ["agentNone=", "agentNone", "yes or no"],
    ["agentNone=yes&agentNone=yes", "agentNone", "at most once"],
    [`agent=${"x".repeat(65)}`, "agent", "at most 64"],
    [Array.from({ length: 51 }, (_, i) => `agent=a${i}`).join("&"), "agent", "at most 50"],
  ])("%s is refused, naming %s", (search, param, words) => {
    const parsed = parse(search);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.issues).toEqual([{ param, message: expect.stringContaining(words) }]);
  });
});
