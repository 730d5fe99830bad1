// The summary's counts against the demo service: summaries asked at once share each
// upstream count (a page render that stopped waiting and the browser's own ask).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_DEMO_API_KEY, startTestService, type TestService } from "@/demo-service/test-support";
import { LIST_QUERY_DEFAULTS } from "@/lib/call-results/list-query";
import { saveEnv } from "@/lib/test/saved-env";
import { callSummary } from "./summary";
import { resetUpstreamBudget } from "./upstream";

let svc: TestService;
const restoreEnv = saveEnv(["CALL_RESULTS_API_BASE_URL", "CALL_RESULTS_API_KEY"]);

async function upstreamListRequests(): Promise<string[]> {
  const r = await fetch(`${svc.url}/__demo/requests`);
  return ((await r.json()) as { requests: { url: string }[] }).requests.map((q) => q.url).filter((url) => !url.startsWith("/__demo"));
}

beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc.stop();
  restoreEnv();
});
beforeEach(async () => {
  resetUpstreamBudget();
  process.env.CALL_RESULTS_API_BASE_URL = svc.url;
  process.env.CALL_RESULTS_API_KEY = DEFAULT_DEMO_API_KEY;
  await fetch(`${svc.url}/__demo/requests`, { method: "DELETE" });
});

describe("callSummary", () => {
  it("asks each count upstream once when the same summary is asked three times at once", async () => {
    // A filter no other test counts, so every count starts uncached.
    const query = { ...LIST_QUERY_DEFAULTS, agentId: `agent_dedupe_${Date.now()}` };
    const [a, b, c] = await Promise.all([callSummary(query, "UTC"), callSummary(query, "UTC"), callSummary(query, "UTC")]);
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    const asked = await upstreamListRequests();
    // One request per status and per interval of the chart, and none twice.
    expect(asked.length).toBe(a.bins.length + Object.keys(a.counts).length);
    expect(new Set(asked).size).toBe(asked.length);
  });
});
