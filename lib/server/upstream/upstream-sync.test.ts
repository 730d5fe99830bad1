// The call index's sync never slows a user's request down: its request waits while anyone
// else's is in flight, and a second after, and its budget tokens come after
// everyone's (upstream-budget.test.ts).
import { expect, it } from "vitest";
import { demoClient } from "@/demo-service/client";
import { withDemoUpstream } from "@/test-support/demo-upstream";
import { listCallResults } from "./upstream";

const service = withDemoUpstream();
const query = (agentId: string) => ({ page: 1, pageSize: 1, sortBy: "createdAt", sortOrder: "desc", agentId }) as const;

it("sends the sync's request only once the user's request in flight has been answered", async () => {
  const demo = demoClient(service().url);
  await demo.setFaults({ latencyMs: 400, operations: ["list"] });
  const order: string[] = [];
  const user = listCallResults(query("agent_user"), {}, "interactive").then(() => order.push("user answered"));
  const sync = listCallResults(query("agent_sync"), {}, "sync", new AbortController().signal).then(() => order.push("sync answered"));
  await Promise.all([user, sync]);
  await demo.clearFaults();
  // The service got the sync's request only after it had answered the user's (400 ms after
  // it came) and a quiet moment had passed: sent together, both would have arrived at once.
  const seen = (await demo.requests()).filter((r) => r.url.includes("agentId=agent_"));
  expect(seen.map((r) => new URL(r.url, "http://demo").searchParams.get("agentId"))).toEqual(["agent_user", "agent_sync"]);
  expect(Date.parse(seen[1]!.at) - Date.parse(seen[0]!.at)).toBeGreaterThanOrEqual(390 + 990);
  expect(order).toEqual(["user answered", "sync answered"]);
});

it("does not hold the sync back when nobody else is asking", async () => {
  const answer = await listCallResults(query("agent_alone"), {}, "sync", new AbortController().signal);
  expect(answer.pagination.pageSize).toBe(1);
});
