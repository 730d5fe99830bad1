// Live views' list refreshes (GET /api/call-results?live=1) against the demo service: any
// number of identical ones within one live interval cost one upstream request.
import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as listRoute } from "@/app/api/call-results/route";
import { demoClient } from "@/demo-service/client";
import { withDemoUpstream } from "@/test-support/demo-upstream";
import { liveIntervalSeconds } from "./live-config";
import { resetLiveListCache } from "./live-list";

const service = withDemoUpstream({ DASHBOARD_LIVE_INTERVAL_SECONDS: "5" });

const list = async (query: string) => {
  const response = await listRoute(new NextRequest(`http://dashboard.test/api/call-results${query}`));
  return { status: response.status, body: (await response.json()) as { data?: { callId: string }[]; error?: string; details?: unknown } };
};
const upstreamLists = async () =>
  (await demoClient(service().url).requests()).filter((r) => r.url.startsWith("/api/v1/call-results?") || r.url === "/api/v1/call-results").length;

beforeEach(() => {
  resetLiveListCache();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("GET /api/call-results?live=1", () => {
  it("answers identical live requests within one interval from one upstream request, in turn or at once", async () => {
    const first = await list("?live=1&pageSize=5");
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(5);
    for (let i = 0; i < 3; i++) expect((await list("?pageSize=5&live=1")).body).toEqual(first.body);
    const together = await Promise.all(Array.from({ length: 10 }, () => list("?live=1&pageSize=7")));
    for (const r of together) expect(r.status).toBe(200);
    expect(await upstreamLists()).toBe(2);
  });

  it("asks the upstream again once the interval has passed, and keeps other queries and plain requests apart", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    await list("?live=1");
    await list("?live=1&status=completed");
    await list("");
    await list("");
    expect(await upstreamLists()).toBe(4);
    vi.setSystemTime(Date.now() + 4_000);
    await list("?live=1");
    expect(await upstreamLists()).toBe(4);
    vi.setSystemTime(Date.now() + 1_500);
    await list("?live=1");
    expect(await upstreamLists()).toBe(5);
  });

  it("refuses any other value of live, naming the parameter", async () => {
    for (const query of ["?live=0", "?live=true", "?live=1&live=1"]) {
      const r = await list(query);
      expect(r.status, query).toBe(400);
      expect(r.body.details).toEqual([{ param: "live", message: "must be 1 or absent" }]);
    }
    expect(await upstreamLists()).toBe(0);
  });
});

describe("DASHBOARD_LIVE_INTERVAL_SECONDS", () => {
  it("is 5 s unless set, and a bad value names the variable", () => {
    delete process.env.DASHBOARD_LIVE_INTERVAL_SECONDS;
    expect(liveIntervalSeconds()).toBe(5);
    process.env.DASHBOARD_LIVE_INTERVAL_SECONDS = "2";
    expect(liveIntervalSeconds()).toBe(2);
    for (const bad of ["0", "3601", "1.5", "soon"]) {
      process.env.DASHBOARD_LIVE_INTERVAL_SECONDS = bad;
      expect(() => liveIntervalSeconds(), bad).toThrow(`DASHBOARD_LIVE_INTERVAL_SECONDS must be a whole number of seconds from 1 to 3600, got "${bad}".`);
    }
  });
});
