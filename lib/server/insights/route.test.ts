// GET /api/insights: a viewer reads the page's data through the same queryOptions factory
// the page uses; bad input is named; a range before the index's coverage and an index
// that is off are refused with a sentence that says so.
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as insightsRoute } from "@/app/api/insights/route";
import { type InsightsData, insightsOptions } from "@/lib/dashboard-api/insights";
import { routeTestEnv } from "@/test-support/route-env";
import { answerOf, routeRequest, sessionCookieFor } from "@/test-support/route-requests";
import { writeState } from "../call-index/state";
import { currentStore } from "../store/current-store";

routeTestEnv({ name: "insights-route", env: { DASHBOARD_INDEX_DAYS: "10" }, unset: ["DASHBOARD_INDEX", "DASHBOARD_INSIGHTS_SHORT_SECONDS"] });
const viewer = sessionCookieFor("vic", "viewer");
const DAY = 86_400_000;
const ask = async (search: string) => answerOf(await insightsRoute(routeRequest(`/api/insights?${search}`, "GET", viewer)));

afterEach(() => {
  vi.restoreAllMocks();
  delete process.env.DASHBOARD_INDEX;
});

describe("GET /api/insights", () => {
  it("needs a session", async () => {
    expect((await answerOf(await insightsRoute(routeRequest("/api/insights?created=7d", "GET")))).status).toBe(401);
  });

  it("says the index has read nothing yet, then answers a viewer through insightsOptions once it covers the range", async () => {
    expect(await ask("created=24h")).toMatchObject({ status: 409, body: { error: expect.stringContaining("has not read any calls yet") } });
    const now = Date.now();
    const { db } = await currentStore();
    await writeState(db, "backfill", { anchorMs: now, limitMs: now - 10 * DAY, doneToMs: now - 10 * DAY, spanPerSecond: DAY }, now);
    await writeState(db, "tail", { watermarkMs: now, atMs: now }, now);
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => insightsRoute(routeRequest(String(input), "GET", viewer)));
    const { queryFn } = insightsOptions("created=24h&zone=Europe%2FParis&compare=week&direction=inbound");
    const data = await (queryFn as (c: { signal: AbortSignal }) => Promise<InsightsData>)({ signal: new AbortController().signal });
    expect(data).toMatchObject({ shortSeconds: 10, current: { calls: 0, medianSeconds: null }, compare: { choice: "week" }, trend: { unit: "hour" } });
    expect(data.range.zone).toBe("Europe/Paris");
    expect(data.histogram).toHaveLength(16);
  });

  it("refuses a range, or a comparison, reaching before the coverage, naming it", async () => {
    const now = Date.now();
    const { db } = await currentStore();
    await writeState(db, "backfill", { anchorMs: now, limitMs: now - 10 * DAY, doneToMs: now - 5 * DAY, spanPerSecond: DAY }, now);
    const tooFar = await ask("created=7d&compare=none");
    expect(tooFar).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/^The call index covers \d+ \w+ \d{4} \(UTC\) to now: this range starts before that/) },
    });
    expect(await ask("created=4h&compare=none")).toMatchObject({ status: 200 });
    const compared = await ask(`createdFrom=${new Date(now - 4 * DAY).toISOString()}`);
    expect(compared).toMatchObject({ status: 400, body: { details: [{ param: "compare" }] } });
  });

  it("names bad input: a filter it cannot count by, a zone, a comparison, a direction, no range", async () => {
    expect(await ask("created=7d&phone=4567")).toMatchObject({ status: 400, body: { details: [{ param: "phone" }] } });
    expect(await ask("created=7d&zone=Mars%2FBase")).toMatchObject({ status: 400, body: { details: [{ param: "zone" }] } });
    expect(await ask("created=7d&compare=year")).toMatchObject({ status: 400, body: { details: [{ param: "compare" }] } });
    expect(await ask("created=7d&direction=sideways")).toMatchObject({ status: 400, body: { details: [{ param: "direction" }] } });
    expect(await ask("created=7d&minDuration=ten")).toMatchObject({ status: 400, body: { details: [{ param: "minDuration" }] } });
    expect(await ask("created=7d&hour=3")).toMatchObject({ status: 400, body: { details: [{ param: "hour" }] } });
    expect(await ask("status=completed")).toMatchObject({ status: 400, body: { details: [{ param: "created" }] } });
  });

  it("with DASHBOARD_INDEX=off, explains that the page needs the index", async () => {
    process.env.DASHBOARD_INDEX = "off";
    expect(await ask("created=7d")).toMatchObject({ status: 409, body: { error: expect.stringContaining("DASHBOARD_INDEX=off") } });
  });
});
