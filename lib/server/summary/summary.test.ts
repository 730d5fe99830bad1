// The summary's counts against the demo service: summaries asked at once share each
// upstream count (a page render that stopped waiting and the browser's own ask).
import { describe, expect, it } from "vitest";
import { demoClient } from "@/demo-service/client";
import { LIST_QUERY_DEFAULTS } from "@/lib/call-results/list-query";
import { withDemoUpstream } from "@/test-support/demo-upstream";
import { listCallResults } from "../upstream/upstream";
import { callSummary, SUMMARIES_PER_USER } from "./summary";

const service = withDemoUpstream();

describe("callSummary", () => {
  it("asks each count upstream once when the same summary is asked three times at once", async () => {
    // A filter no other test counts, so every count starts uncached.
    const query = { ...LIST_QUERY_DEFAULTS, agentId: `agent_dedupe_${Date.now()}` };
    const [a, b, c] = await Promise.all([callSummary(query, "UTC"), callSummary(query, "UTC"), callSummary(query, "UTC")]);
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    const asked = (await demoClient(service().url).requests()).map((r) => r.url).filter((url) => url.startsWith("/api/v1/call-results"));
    // One request per status and per interval of the chart, and none twice.
    expect(asked.length).toBe(a.bins.length + Object.keys(a.counts).length);
    expect(new Set(asked).size).toBe(asked.length);
  });

  it("gives the view's own total, status filter included, beside the range's total over every status", async () => {
    const createdTo = new Date(Date.now() - 60_000).toISOString();
    const query = { ...LIST_QUERY_DEFAULTS, createdTo, status: ["completed" as const, "no_answer" as const] };
    const summary = await callSummary(query, "UTC");
    const listed = async (q: typeof query | Omit<typeof query, "status">) => (await listCallResults({ ...q, pageSize: 1 })).pagination.total;
    expect(summary.matching).toBe(await listed(query));
    expect(summary.total).toBe(await listed({ ...LIST_QUERY_DEFAULTS, createdTo }));
    expect(summary.matching).toBeLessThan(summary.total);
  });

  it("counts a relative range as the absolute range it means at the time of asking", async () => {
    const now = Date.now();
    const summary = await callSummary({ ...LIST_QUERY_DEFAULTS, created: "24h" }, "UTC", now);
    const step = Math.floor(now / 15_000) * 15_000;
    expect(summary.range).toEqual({ from: new Date(step - 86_400_000).toISOString(), to: new Date(step).toISOString() });
    const listed = await listCallResults({ ...LIST_QUERY_DEFAULTS, createdFrom: summary.range.from, createdTo: summary.range.to, pageSize: 1 });
    expect(summary.total).toBe(listed.pagination.total);
  });
});

describe("callSummary's per-user bound", () => {
  it("answers one user's summary beyond SUMMARIES_PER_USER at once with a 429, other users unaffected", async () => {
    const query = { ...LIST_QUERY_DEFAULTS, agentId: `agent_bound_${Date.now()}` };
    const greedy = Array.from({ length: SUMMARIES_PER_USER }, (_, i) =>
      callSummary({ ...query, endUserId: `user_${i}` }, "UTC", Date.now(), { user: "greedy" }),
    );
    await expect(callSummary(query, "UTC", Date.now(), { user: "greedy" })).rejects.toMatchObject({ code: "rate_limited" });
    await expect(callSummary(query, "UTC", Date.now(), { user: "patient" })).resolves.toMatchObject({ total: expect.any(Number) });
    await Promise.all(greedy);
  });
});
