// GET /api/index/status: whoever may list calls reads the index's coverage and progress,
// from the store's bookmarks, through the same queryOptions factory the coverage line uses.
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as statusRoute } from "@/app/api/index/status/route";
import type { IndexStatus } from "@/lib/dashboard-api/index-status";
import { indexStatusOptions } from "@/lib/dashboard-api/index-status";
import { routeTestEnv } from "@/test-support/route-env";
import { answerOf, routeRequest, sessionCookieFor } from "@/test-support/route-requests";
import { currentStore } from "../store/current-store";
import { SyncLease } from "./lease";
import { writeState } from "./state";

routeTestEnv({ name: "index-status", env: { DASHBOARD_INDEX_DAYS: "10" }, unset: ["DASHBOARD_INDEX"] });
const viewer = sessionCookieFor("vic", "viewer");
const DAY = 86_400_000;

/** The factory's fetch, answered by the route handler with the viewer's session. */
async function viaOptions(): Promise<IndexStatus> {
  const fetched = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => statusRoute(routeRequest(String(input), "GET", viewer)));
  const { queryFn, queryKey } = indexStatusOptions();
  expect(queryKey).toEqual(["index-status"]);
  const status = await (queryFn as (c: { signal: AbortSignal }) => Promise<IndexStatus>)({ signal: new AbortController().signal });
  expect(fetched).toHaveBeenCalledWith("/api/index/status", expect.anything());
  return status;
}
afterEach(() => {
  vi.restoreAllMocks();
  delete process.env.DASHBOARD_INDEX;
});

describe("GET /api/index/status", () => {
  it("needs a session", async () => {
    expect((await answerOf(await statusRoute(routeRequest("/api/index/status", "GET")))).status).toBe(401);
  });

  it("before any sync: enabled, empty, nothing covered yet", async () => {
    expect(await viaOptions()).toEqual({
      enabled: true,
      retentionDays: 10,
      coverageFrom: null,
      coverageTo: null,
      rows: 0,
      lastTailAt: null,
      lagSeconds: null,
      backfill: { done: false, percent: 0, etaSeconds: null },
      lastError: null,
      syncing: false,
    });
  });

  it("mid-backfill: coverage from the window reached back to the last tail, percent and ETA by the span walked, the last error, the syncer", async () => {
    const now = Date.now();
    const { db } = await currentStore();
    const anchorMs = now - 60_000;
    await writeState(db, "backfill", { anchorMs, limitMs: anchorMs - 10 * DAY, doneToMs: anchorMs - 4 * DAY, spanPerSecond: DAY / 10 }, now);
    await writeState(db, "tail", { watermarkMs: now - 3000, atMs: now - 2000 }, now);
    await writeState(db, "error", { atMs: now - 1000, message: "The Call Results Service is rate limiting requests." }, now);
    expect(await new SyncLease(db, 15_000).claim()).toBe(true);
    const status = await viaOptions();
    expect(status).toMatchObject({
      enabled: true,
      coverageFrom: new Date(anchorMs - 4 * DAY).toISOString(),
      coverageTo: new Date(now - 3000).toISOString(),
      lastTailAt: new Date(now - 2000).toISOString(),
      backfill: { done: false, percent: 40, etaSeconds: 60 },
      lastError: { at: new Date(now - 1000).toISOString(), message: "The Call Results Service is rate limiting requests." },
      syncing: true,
    });
    expect(status.lagSeconds).toBeGreaterThanOrEqual(3);
    expect(status.lagSeconds).toBeLessThan(10);
  });

  it("with DASHBOARD_INDEX=off says so, and nothing else", async () => {
    process.env.DASHBOARD_INDEX = "off";
    expect(await viaOptions()).toMatchObject({ enabled: false, rows: 0, coverageFrom: null, syncing: false });
  });
});
