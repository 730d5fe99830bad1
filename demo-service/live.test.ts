// Live calls of the demo service: calls under way show the nulls of the spec, and the
// ticker moves them on (preparing → ringing → in_progress → completed) over time.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CALL_STATUSES, errorBodySchema, pendingSchema, recordingResponseSchema, type CallResult } from "@/lib/call-results";
import { SECOND_PROJECT_API_KEY, audioByCallPath, audioByTaskPath, call, list, listAll, startTestService, waitFor, type TestService } from "./test-support";

const ACTIVE = "preparing,ringing,in_progress";

describe("live calls that stay put (long tick)", () => {
  let svc: TestService;
  let started: number;
  beforeAll(async () => {
    started = Date.now();
    svc = await startTestService({ DEMO_LIVE_CALLS: "20", DEMO_LIVE_TICK_MS: "600000" });
  });
  afterAll(() => svc?.stop());

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
  let svc: TestService;
  let started: number;
  beforeAll(async () => {
    started = Date.now();
    svc = await startTestService({ DEMO_LIVE_CALLS: "3", DEMO_LIVE_TICK_MS: "50" });
  });
  afterAll(() => svc?.stop());

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
