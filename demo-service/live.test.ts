// Live calls of the demo service: calls under way show the nulls of the spec, and the
// ticker moves them on (preparing → ringing → in_progress → completed) over time.
import { beforeAll, describe, expect, it } from "vitest";
import { CALL_STATUSES, type CallResult, errorBodySchema, pendingSchema, recordingResponseSchema } from "@/lib/call-results";
import { DEMO_PATHS, demoClient } from "./client";
import { serviceForTests } from "./service-for-tests";
import { audioByCallPath, audioByTaskPath, call, list, listAll, SECOND_PROJECT_API_KEY, sleep, waitFor } from "./test-support";

const ACTIVE = "preparing,ringing,in_progress";

describe("live calls that stay put (long tick)", () => {
  let started = 0;
  beforeAll(() => {
    started = Date.now();
  });
  const svc = serviceForTests({ DEMO_LIVE_CALLS: "20", DEMO_LIVE_TICK_MS: "600000" });

  it("preparing calls have startedAt, endedAt and durationSeconds null and nothing available yet", async () => {
    for (const key of [undefined, SECOND_PROJECT_API_KEY]) {
      const { rows, total } = await listAll(svc, { status: "preparing" }, key);
      expect(total).toBe(20);
      for (const r of rows) {
        expect(r.startedAt).toBeNull();
        expect(r.endedAt).toBeNull();
        expect(r.durationSeconds).toBeNull();
        expect(r.resultAvailable).toBe(false);
        expect(r.audioAvailable).toBe(false);
        expect(Date.parse(r.createdAt)).toBeGreaterThanOrEqual(started - 5_000);
        expect(Date.parse(r.createdAt)).toBeLessThanOrEqual(Date.now());
      }
    }
  });

  it("the newest calls are the live ones, and the per-status totals still add up", async () => {
    const newest = await list(svc, { pageSize: 20 });
    expect(newest.data.every((r) => r.status === "preparing")).toBe(true);
    let sum = 0;
    for (const status of CALL_STATUSES) sum += (await list(svc, { status, pageSize: 1 })).pagination.total;
    expect(sum).toBe(newest.pagination.total);
    expect(newest.pagination.total).toBe(3003 + 20);
  });

  it("a call under way has no recording; its task answers pending", async () => {
    const { rows } = await listAll(svc, { status: "preparing" });
    for (const r of rows.slice(0, 5)) {
      const reply = await call(svc, audioByCallPath(r.callId));
      expect(reply.status).toBe(404);
      expect(errorBodySchema.parse(reply.json()).error).toBe("Recording audio not found");
    }
    const withTask = rows.filter((r) => r.callTaskId !== null);
    expect(withTask.length).toBeGreaterThan(0);
    for (const r of withTask) {
      const reply = await call(svc, audioByTaskPath(r.callTaskId!));
      expect(reply.status).toBe(202);
      const pending = pendingSchema.parse(reply.json());
      expect(pending.callTaskId).toBe(r.callTaskId);
      expect(pending.message).toContain("preparing");
    }
  });
});

describe("live calls that move on (50 ms tick)", () => {
  let started = 0;
  beforeAll(() => {
    started = Date.now();
  });
  const svc = serviceForTests({ DEMO_LIVE_CALLS: "3", DEMO_LIVE_TICK_MS: "50" });

  // Live calls are created at run time; the generated history ends ten minutes before.
  const liveCalls = async (key?: string) => (await listAll(svc, { createdFrom: new Date(started - 60_000).toISOString() }, key)).rows;

  it("keeps DEMO_LIVE_CALLS calls under way per project", async () => {
    for (const key of [undefined, SECOND_PROJECT_API_KEY]) {
      expect((await list(svc, { status: ACTIVE, pageSize: 1 }, key)).pagination.total).toBe(3);
    }
  });

  it("within a few seconds a live call changes status and updatedAt, and one finishes", async () => {
    const before = new Map((await liveCalls()).map((r) => [r.callId, r]));
    expect(before.size).toBeGreaterThanOrEqual(3);

    const moved = await waitFor(async () => {
      const now = await liveCalls();
      return now.find((r) => {
        const was = before.get(r.callId);
        return was !== undefined && (was.status !== r.status || was.updatedAt !== r.updatedAt);
      });
    }, 10_000);
    const was = before.get(moved.callId)!;
    expect(Date.parse(moved.updatedAt)).toBeGreaterThan(Date.parse(was.updatedAt));
    expect(moved.createdAt).toBe(was.createdAt);

    const finished = await waitFor(async () => {
      const now = await liveCalls();
      return now.find((r) => r.status === "completed") ?? undefined;
    }, 15_000);
    expect(finished.startedAt).not.toBeNull();
    expect(finished.endedAt).not.toBeNull();
    expect(finished.durationSeconds).toBeGreaterThanOrEqual(1);
    expect(finished.resultAvailable).toBe(true);
    expect(finished.audioAvailable).toBe(true);
    // Its recording is there now.
    const reply = await call(svc, audioByCallPath(finished.callId));
    expect(reply.status).toBe(200);
    expect(recordingResponseSchema.parse(reply.json()).data.callId).toBe(finished.callId);

    // New calls replace finished ones, so three are still under way.
    const all = await liveCalls();
    expect(all.length).toBeGreaterThan(3);
    expect(all.filter((r) => ACTIVE.split(",").includes(r.status))).toHaveLength(3);
    for (const r of all) checkLiveInvariants(r);
  });
});

function checkLiveInvariants(r: CallResult): void {
  const label = `${r.callId} ${r.status}`;
  if (r.status === "preparing") {
    expect(r.startedAt, label).toBeNull();
  } else {
    expect(r.startedAt, label).not.toBeNull();
  }
  if (r.status === "preparing" || r.status === "ringing" || r.status === "in_progress") {
    expect(r.endedAt, label).toBeNull();
    expect(r.durationSeconds, label).toBeNull();
    expect(r.audioAvailable, label).toBe(false);
  } else {
    expect(r.endedAt, label).not.toBeNull();
    expect(r.durationSeconds, label).not.toBeNull();
    expect(r.resultAvailable, label).toBe(true);
  }
  expect(Date.parse(r.updatedAt), label).toBeGreaterThanOrEqual(Date.parse(r.createdAt));
}

describe("live-call switches (/__demo/live)", () => {
  const svc = serviceForTests({ DEMO_LIVE_CALLS: "0", DEMO_LIVE_TICK_MS: "600000" });
  const client = () => demoClient(svc.url);

  it("starts calls on demand: they are the newest of each project, newest first, preparing", async () => {
    const started = await client().startCalls(2);
    expect(started).toHaveLength(4);
    const acme = started.filter((c) => c.projectId === started[0]!.projectId).map((c) => c.callId);
    const newest = await list(svc, { pageSize: 2 });
    expect(newest.data.map((r) => r.callId)).toEqual([...acme].reverse());
    for (const r of newest.data) {
      expect(r.status).toBe("preparing");
      checkLiveInvariants(r);
    }
  });

  it("moves a call forward to the status asked for, with the fields of that status, and refuses the rest", async () => {
    const [started] = await client().startCalls(1);
    const id = started!.callId;
    const row = async () => (await list(svc, { callId: id })).data[0]!;
    await expect(client().moveCall(id, "completed")).rejects.toThrow(/409.*can end only as unreachable or failed/);
    await client().moveCall(id, "ringing");
    expect((await row()).status).toBe("ringing");
    await expect(client().moveCall(id, "preparing")).rejects.toThrow(/409.*only forward/);
    await client().moveCall(id, "in_progress");
    await client().moveCall(id, "completed");
    const done = await row();
    expect(done.status).toBe("completed");
    checkLiveInvariants(done);
    expect(done.audioAvailable).toBe(true);
    expect((await call(svc, audioByCallPath(id))).status).toBe(200);
    await expect(client().moveCall(id, "failed")).rejects.toThrow(/409.*ended already/);
    await expect(client().moveCall("call_unknown", "ringing")).rejects.toThrow(/409.*no call started at run time/);
  });

  it("answers bad switch bodies with 400 and the reason", async () => {
    const bad = async (path: string, body: string) => {
      const reply = await call(svc, path, { method: path === DEMO_PATHS.live ? "PUT" : "POST", body, key: null });
      expect(reply.status, `${path} ${body}`).toBe(400);
      return (reply.json() as { error: string }).error;
    };
    expect(await bad(DEMO_PATHS.liveStart, '{"count":0}')).toMatch(/count must be a whole number from 1 to 50/);
    expect(await bad(DEMO_PATHS.liveStart, "[1]")).toMatch(/JSON object/);
    expect(await bad(DEMO_PATHS.liveMove, '{"callId":"x","status":"done"}')).toMatch(/status must be one of/);
    expect(await bad(DEMO_PATHS.live, '{"newCallsPerMinute":601}')).toMatch(/from 0 to 600/);
    expect(await bad(DEMO_PATHS.live, '{"newCallsPerMinute":1.5}')).toMatch(/whole number/);
  });

  it("starts new calls at the rate switched on, and stops when switched off", async () => {
    const total = async () => (await list(svc, { status: "preparing", pageSize: 1 })).pagination.total;
    const before = await total();
    await client().setNewCallRate(600); // one every 100 ms
    expect((await call(svc, DEMO_PATHS.live, { key: null }).then((r) => r.json())) as unknown).toEqual({ newCallsPerMinute: 600 });
    await waitFor(async () => ((await total()) >= before + 3 ? true : undefined), 10_000);
    await client().setNewCallRate(0);
    const after = await total();
    await sleep(400);
    expect(await total()).toBe(after);
  });
});
