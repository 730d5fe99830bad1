// GET /api/export (and the summary's cost) through the real route handlers against the demo
// service: the default view exports whole, pages and counts cost the user what they cost
// upstream, and the caps answer at once.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { GET as listRoute } from "@/app/api/call-results/route";
import { GET as exportRoute } from "@/app/api/export/route";
import { GET as summaryRoute } from "@/app/api/summary/route";
import type { ExportEvent } from "@/lib/dashboard-api/export";
import { routeTestEnv } from "@/test-support/route-env";
import { sessionCookieFor, TEST_ORIGIN } from "@/test-support/route-requests";
import { EXPORT_PAGE_SIZE } from "./export-pages";

// The caps at their defaults unless a test sets them.
routeTestEnv({ name: "export-route-test", service: {}, unset: ["DASHBOARD_USERS_FILE", "DASHBOARD_EXPORT_MAX_ROWS", "DASHBOARD_EXPORTS_PER_USER"] });

const req = (url: string, name: string) => new NextRequest(`${TEST_ORIGIN}${url}`, { headers: { cookie: sessionCookieFor(name, "downloader") } });
const events = async (response: Response) =>
  (await response.text())
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as ExportEvent);

describe("GET /api/export", () => {
  it("exports the default view whole under the default cap, and names the range it resolved", async () => {
    const total = (await (await listRoute(req("/api/call-results?pageSize=1", "lister"))).json()).pagination.total as number;
    expect(total).toBeGreaterThan(EXPORT_PAGE_SIZE);
    const sent = await events(await exportRoute(req("/api/export?format=csv", "ada")));
    const start = sent[0] as Extract<ExportEvent, { type: "start" }>;
    expect(start.range.from).toBeNull();
    expect(Date.parse(start.range.to)).toBeLessThanOrEqual(Date.now());
    expect(sent.at(-1)).toMatchObject({ type: "done", written: total });
    const csv = sent.flatMap((e) => (e.type === "rows" ? [e.text] : [])).join("");
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(total + 1);
  });

  it("refuses a view over DASHBOARD_EXPORT_MAX_ROWS, naming the cap", async () => {
    process.env.DASHBOARD_EXPORT_MAX_ROWS = "10";
    const sent = await events(await exportRoute(req("/api/export?format=csv", "ada")));
    expect(sent).toEqual([expect.objectContaining({ type: "error", code: "invalid_request", message: expect.stringContaining("at most 10") })]);
  });

  it("holds the fields asked for (the visible columns), in their order, and refuses an unknown one naming `fields`", async () => {
    const sent = await events(await exportRoute(req("/api/export?format=csv&status=failed&fields=status,callId", "ada")));
    const csv = sent.flatMap((e) => (e.type === "rows" ? [e.text] : [])).join("");
    const [header, first] = csv.split("\r\n");
    expect(header).toBe("\uFEFFstatus,callId");
    expect(first).toMatch(/^failed,call_/);
    const refused = await exportRoute(req("/api/export?format=csv&fields=callId,password", "ada"));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain("fields");
  });

  it("asked in a zone, writes the times on its clock with their offset and names the zone (issue #38)", async () => {
    const sent = await events(await exportRoute(req("/api/export?format=jsonl&status=failed&zone=America/New_York", "ada")));
    const first = JSON.parse(
      sent
        .flatMap((e) => (e.type === "rows" ? [e.text] : []))
        .join("")
        .split("\n")[0]!,
    );
    expect(first.timeZone).toBe("America/New_York");
    expect(first.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{3})?-0[45]:00$/);
  });

  it("charges the user one token a page, as the lists it makes would cost", async () => {
    const total = (await (await listRoute(req("/api/call-results?pageSize=1&status=completed", "lister"))).json()).pagination.total as number;
    const pages = Math.ceil(total / EXPORT_PAGE_SIZE);
    expect(pages).toBeGreaterThan(1);
    // The export's pages, and one list more; the next list is refused.
    process.env.DASHBOARD_RATE_LIMIT_PER_MINUTE = String(pages + 1);
    const sent = await events(await exportRoute(req("/api/export?format=csv&status=completed", "payer")));
    expect(sent.at(-1)).toMatchObject({ type: "done", written: total });
    expect((await listRoute(req("/api/call-results?pageSize=1", "payer"))).status).toBe(200);
    expect((await listRoute(req("/api/call-results?pageSize=1", "payer"))).status).toBe(429);
  });

  it("answers at once with 429 when the user's exports are all running; a cancelled one frees its slot", async () => {
    process.env.DASHBOARD_EXPORTS_PER_USER = "1";
    const first = await exportRoute(req("/api/export?format=csv", "busy"));
    const second = await exportRoute(req("/api/export?format=csv", "busy"));
    expect(second.status).toBe(429);
    expect((await second.json()).error).toMatch(/export running, the most one user may run at once/);
    expect((await exportRoute(req("/api/export?format=csv&status=failed", "other"))).status).toBe(200);
    await first.body?.cancel();
    const third = await exportRoute(req("/api/export?format=csv&status=failed", "busy"));
    expect(third.status).toBe(200);
    await third.body?.cancel();
  });
});

describe("GET /api/summary", () => {
  it("charges the user one token for each count it asked upstream", async () => {
    const url = `/api/summary?zone=UTC&agentId=agent_cost_${Date.now()}`;
    process.env.DASHBOARD_RATE_LIMIT_PER_MINUTE = "1000";
    const first = await summaryRoute(req(url, "counter"));
    expect(first.status).toBe(200);
    // Every count of an uncached summary went upstream: a status each, and a chart interval each.
    const summary = (await first.json()) as { counts: Record<string, number>; bins: unknown[] };
    const asked = Object.keys(summary.counts).length + summary.bins.length;
    expect(asked).toBeGreaterThan(2);
    // Another user, another filter: the same number of counts, and two lists more fit.
    process.env.DASHBOARD_RATE_LIMIT_PER_MINUTE = String(asked + 2);
    expect((await summaryRoute(req(`/api/summary?zone=UTC&agentId=agent_cost_b_${Date.now()}`, "summariser"))).status).toBe(200);
    expect((await listRoute(req("/api/call-results?pageSize=1", "summariser"))).status).toBe(200);
    expect((await listRoute(req("/api/call-results?pageSize=1", "summariser"))).status).toBe(200);
    expect((await listRoute(req("/api/call-results?pageSize=1", "summariser"))).status).toBe(429);
  });
});
