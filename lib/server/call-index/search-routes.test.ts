// The routes of a view the call index serves (issue #37): the list, the summary and the
// export answer from the index, with numbers that agree; every phone or name search is in
// the audit trail; bad input is a 400 naming the parameter, and stores nothing; with the
// index off, its filters are refused by name.
import { describe, expect, it } from "vitest";
import { GET as listRoute } from "@/app/api/call-results/route";
import { GET as exportRoute } from "@/app/api/export/route";
import { GET as agentsRoute } from "@/app/api/index/agents/route";
import { GET as tagsRoute } from "@/app/api/reviews/tags/route";
import { GET as summaryRoute } from "@/app/api/summary/route";
import { type CallResult, callResultSchema } from "@/lib/call-results";
import { routeTestEnv } from "@/test-support/route-env";
import { answerOf, routeRequest, sessionCookieFor } from "@/test-support/route-requests";
import { listAudit } from "../store/audit-read";
import { currentStore } from "../store/current-store";
import { upsertCalls } from "./rows";

routeTestEnv({ name: "call-index-search-routes", unset: ["DASHBOARD_INDEX"] });

const vic = sessionCookieFor("vic", "viewer");
const dot = sessionCookieFor("dot", "downloader");

function call(i: number, from: string, agentName: string | null, durationSeconds: number, direction: CallResult["direction"]): CallResult {
  const at = new Date(Date.parse("2026-11-20T10:00:00Z") + i * 60_000).toISOString();
  return callResultSchema.parse({
    callId: `call_${i}`,
    callTaskId: null,
    detailsUrl: `https://example.test/${i}`,
    agentId: "agent_1",
    agentName,
    endUserId: null,
    status: i % 2 ? "completed" : "failed",
    direction,
    from,
    to: "+1 800 555 0100",
    startedAt: at,
    endedAt: at,
    durationSeconds,
    isVoicemail: false,
    createdAt: at,
    updatedAt: at,
    resultAvailable: true,
    audioAvailable: true,
  });
}

async function seed() {
  await upsertCalls(
    (await currentStore()).db,
    [
      call(1, "+1 (415) 555-4567", "Línea Española", 45, "inbound"),
      call(2, "+1 415 555 4567", "Reception Desk", 200, "outbound"),
      call(3, "+1 212 555 0000", "Línea Española", 130, "inbound"),
      call(4, "+1 212 555 0001", "Claire", 300, "web"),
    ],
    Date.now(),
  );
}

const get = (route: typeof listRoute, path: string, cookie = vic) => route(routeRequest(path, "GET", cookie)).then(answerOf);
const searches = async () => (await listAudit((await currentStore()).db, { action: "search", page: 1, pageSize: 10 })).entries;

describe("a view the index serves", () => {
  it("answers a phone search in any written form, and writes who searched what, and how many matched, to the trail", async () => {
    await seed();
    for (const phone of ["+1 (415) 555-4567", "415-555-4567", "4567"]) {
      const { status, body } = await get(listRoute, `/api/call-results?phone=${encodeURIComponent(phone)}`);
      expect(status).toBe(200);
      expect(body.data.map((c: CallResult) => c.callId)).toEqual(["call_2", "call_1"]);
    }
    const entries = await searches();
    expect(entries).toHaveLength(3);
    expect(entries[0]).toMatchObject({ user: "vic", action: "search", outcome: "searched", details: "phone=4567; 2 matched" });
    expect(entries[2]?.details).toBe("phone=14155554567; 2 matched");
    // A live refresh or a later page is the same search, not a new one.
    await get(listRoute, "/api/call-results?phone=4567&live=1");
    await get(listRoute, "/api/call-results?phone=4567&page=2");
    expect(await searches()).toHaveLength(3);
  });

  it("finds an agent's name with its accents left out, and counts the summary from the same rows as the list", async () => {
    await seed();
    const list = await get(listRoute, "/api/call-results?agentName=linea%20espanola");
    expect(list.body.pagination.total).toBe(2);
    expect((await searches())[0]?.details).toBe("agentName=linea espanola; 2 matched");
    const view = "direction=inbound,web&minDuration=60&maxDuration=300&createdFrom=2026-11-20T00:00:00Z&createdTo=2026-11-21T00:00:00Z";
    const page = await get(listRoute, `/api/call-results?${view}`);
    const summary = await get(summaryRoute, `/api/summary?${view}&zone=UTC`);
    expect(page.body.data.map((c: CallResult) => c.callId)).toEqual(["call_4", "call_3"]);
    expect(summary.body.matching).toBe(page.body.pagination.total);
    expect(summary.body.bins.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(2);
  });

  it("exports every row of the view from the index", async () => {
    await seed();
    const response = await exportRoute(routeRequest("/api/export?phone=4567&format=csv", "GET", dot));
    const events = (await response.text())
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    const done = events.at(-1);
    expect(done).toMatchObject({ type: "done", written: 2, total: 2 });
    // The Agent and Review filters export from the index too.
    const byAgent = await exportRoute(routeRequest("/api/export?agent=Claire&direction=inbound&format=csv", "GET", dot));
    expect(
      (await byAgent.text())
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line))
        .at(-1),
    ).toMatchObject({ type: "done", written: 2, total: 2 });
    // "No agent name" (agentNone=yes): a call of an agent that never had a name, alone and beside Claire.
    const unnamed = callResultSchema.parse({ ...call(5, "+1 212 555 0005", null, 60, "inbound"), agentId: "agent_2" });
    await upsertCalls((await currentStore()).db, [unnamed], Date.now());
    for (const [search, total] of [
      ["agentNone=yes", 1],
      ["agentNone=yes&agent=Claire", 5],
    ] as const) {
      const events = (await (await exportRoute(routeRequest(`/api/export?${search}&format=csv`, "GET", dot))).text()).trim().split("\n");
      expect(JSON.parse(events.at(-1)!), search).toMatchObject({ type: "done", written: total, total });
      expect((await get(listRoute, `/api/call-results?${search}`)).body.pagination.total, search).toBe(total);
    }
    expect((await get(agentsRoute, "/api/index/agents?agentNone=yes&zone=UTC")).body).toMatchObject({ none: 1 });
  });

  it.each([
    ["phone=45", "phone", "needs at least 3 digits"],
    ["phone=415%00555", "phone", "NUL"],
    ["phone=4567%0A", "phone", "control"],
    [`phone=${"1".repeat(65)}`, "phone", "at most 64"],
    ["phone=call%20me", "phone", "only digits"],
    [`agentName=${"a".repeat(65)}`, "agentName", "at most 64"],
    ["agentName=cl%07ai", "agentName", "control"],
    ["minDuration=abc", "minDuration", "whole number"],
    ["minDuration=300&maxDuration=60", "maxDuration", "less than minDuration"],
    ["direction=sideways", "direction", "inbound, outbound, web"],
    ["voicemail=maybe", "voicemail", "yes or no"],
    ["agentNone=none", "agentNone", "yes or no"],
    ["minScore=0", "minScore", "from 1 to 5"],
    ["minScore=4&maxScore=3", "maxScore", "less than minScore"],
    [`tag=${"t".repeat(33)}`, "tag", "at most 32"],
    ["agent=%20", "agent", "must not be empty"],
    ["hour=24", "hour", "from 0 to 23"],
    ["weekday=8", "weekday", "from 1 to 7"],
  ])("refuses %s with a 400 naming %s, and stores nothing", async (search, param, words) => {
    await seed();
    for (const route of [listRoute, summaryRoute]) {
      const { status, body } = await get(route, `/api/call-results?${search}&zone=UTC`);
      expect(status).toBe(400);
      expect(body.details[0].param).toBe(param);
      expect(body.error).toContain(words);
    }
    expect(await searches()).toEqual([]);
  });

  it("lists the view's agents by name with their calls (its own agent choice aside), each equal to the list's total", async () => {
    await seed();
    const view = "createdFrom=2026-11-20T00:00:00Z&createdTo=2026-11-21T00:00:00Z&status=completed,failed";
    const { status, body } = await get(agentsRoute, `/api/index/agents?${view}&agent=Claire&zone=UTC`);
    expect(status).toBe(200);
    // One agent id: its latest name is the last one the index saw.
    expect(body).toEqual({ agents: [{ name: "Claire", calls: 4 }], more: 0, none: 0 });
    const list = await get(listRoute, `/api/call-results?${view}&agent=Claire`);
    expect(list.body.pagination.total).toBe(4);
    expect((await get(agentsRoute, `/api/index/agents?${view}&agentSearch=nobody&zone=UTC`)).body).toEqual({ agents: [], more: 0, none: 0 });
    for (const [search, param] of [
      [`agentSearch=${"a".repeat(65)}`, "agentSearch"],
      ["agentSearch=a%00", "agentSearch"],
      ["zone=Mars/Base", "zone"],
      ["minScore=9", "minScore"],
    ]) {
      const bad = await get(agentsRoute, `/api/index/agents?${search}`);
      expect(bad.status, search).toBe(400);
      expect(bad.body.details[0].param).toBe(param);
    }
    expect((await get(tagsRoute, "/api/reviews/tags")).body.tags).toContain("coaching");
  });

  it("is refused by name with the index off, while the service's own filters are not the index's business", async () => {
    process.env.DASHBOARD_INDEX = "off";
    const { status, body } = await get(listRoute, "/api/call-results?status=failed&phone=4567");
    expect(status).toBe(400);
    expect(body.details).toEqual([{ param: "phone", message: expect.stringContaining("DASHBOARD_INDEX=off") }]);
    expect((await get(agentsRoute, "/api/index/agents")).status).toBe(400);
  });
});
