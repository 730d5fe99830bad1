// The demo's switches that change one call (call-switches.ts): a started call with given
// numbers, a recording that comes late, a deleted call; each answers what is wrong with bad
// input, and the list (its totals included) follows at once.
import { describe, expect, it } from "vitest";
import { DEMO_PATHS, demoClient } from "./client";
import { serviceForTests } from "./service-for-tests";
import { call, list } from "./test-support";

async function post(svc: { url: string }, path: string, body: unknown): Promise<{ status: number; json: { code?: string; error?: string } }> {
  const reply = await call(svc, path, { method: "POST", body: JSON.stringify(body) });
  return { status: reply.status, json: reply.json() as { code?: string; error?: string } };
}

describe("the demo's call switches", () => {
  const svc = serviceForTests({ DEMO_LIVE_TICK_MS: "600000" });

  it("starts a call with the numbers given, in any written form, and refuses what is not a number", async () => {
    const demo = demoClient(svc.url);
    const [started] = (await demo.startCalls(1, { from: "+1 (415) 555-4567", to: "030 123.45-67" })).filter((c) => c.projectId === 1);
    const found = await list(svc, { callId: started!.callId });
    expect(found.data[0]).toMatchObject({ from: "+1 (415) 555-4567", to: "030 123.45-67", status: "preparing" });
    for (const from of ["<script>", "", "1".repeat(33), 4567]) {
      const refused = await post(svc, DEMO_PATHS.liveStart, { count: 1, from });
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ code: "INVALID_LIVE", error: expect.stringContaining("from must be a phone number") });
    }
  });

  it("makes an ended call's recording available late (its updatedAt moves), and refuses a call not ended or unknown", async () => {
    const demo = demoClient(svc.url);
    const [live] = (await demo.startCalls(1)).filter((c) => c.projectId === 1);
    const early = await post(svc, DEMO_PATHS.callRecording, { callId: live!.callId, available: true });
    expect([early.status, early.json.code]).toEqual([409, "INVALID_MOVE"]);
    await demo.moveCall(live!.callId, "unreachable");
    const ended = (await list(svc, { callId: live!.callId })).data[0]!;
    expect(ended.audioAvailable).toBe(false);
    await demo.setRecording(live!.callId, true);
    const late = (await list(svc, { callId: live!.callId })).data[0]!;
    expect(late.audioAvailable).toBe(true);
    expect(Date.parse(late.updatedAt)).toBeGreaterThanOrEqual(Date.parse(ended.updatedAt));
    expect((await post(svc, DEMO_PATHS.callRecording, { callId: "call_none", available: true })).status).toBe(409);
    expect((await post(svc, DEMO_PATHS.callRecording, { callId: live!.callId, available: "yes" })).status).toBe(400);
  });

  it("deletes a call of the history: gone from the list and from its totals; an unknown id is a 404", async () => {
    const before = await list(svc, { pageSize: 1, sortOrder: "asc" });
    const victim = before.data[0]!;
    await demoClient(svc.url).deleteCall(victim.callId);
    expect((await list(svc, { callId: victim.callId })).data).toEqual([]);
    expect((await list(svc, { pageSize: 1 })).pagination.total).toBe(before.pagination.total - 1);
    const again = await post(svc, DEMO_PATHS.callDelete, { callId: victim.callId });
    expect([again.status, again.json.code]).toEqual([404, "NOT_FOUND"]);
    expect((await post(svc, DEMO_PATHS.callDelete, {})).status).toBe(400);
  });
});
