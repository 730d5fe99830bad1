// The route's audit() (lib/server/api-route.ts): bound to the declared action and target, by
// the caller from its address; inside writeOnce, one transaction with the write's rows and
// its Idempotency-Key, so a write that fails after its entry leaves neither. Outside a write
// (an export, a search) written at once, or the request is refused with the route's words.
// And no route writes an entry of its own: each declares its action once, and records it.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { DashboardError } from "@/lib/errors";
import { routeTestEnv } from "@/test-support/route-env";
import { answerOf, routeRequest, sessionCookieFor } from "@/test-support/route-requests";
import { apiRoute } from "./api-route";
import { checkPathId } from "./http/path-params";
import { writeOnce } from "./idempotency/idempotency";
import * as store from "./store/audit";
import { listAudit } from "./store/audit-read";
import { currentStore } from "./store/current-store";

routeTestEnv({ name: "route-audit" });

const lee = sessionCookieFor("lee", "listener");
const params = { params: Promise.resolve({ callId: "call_a" }) } as never;
const entries = async () => (await listAudit((await currentStore()).db, { page: 1, pageSize: 10 })).entries;

const route = (fail: boolean) =>
  apiRoute<{ callId: string }>(
    { name: "POST /test/{callId}", role: "listener", audit: { action: "note", target: ({ callId }) => ({ callId: checkPathId("callId", callId) }) } },
    async ({ audit }) =>
      writeOnce(async () => {
        await audit("added", "note n1");
        if (fail) throw new DashboardError("conflict", "Refused after the entry was written.");
        return Response.json({ ok: true }, { status: 201 });
      }),
  );

describe("a route's audit()", () => {
  it("records the declared action and target, by the caller, with the details", async () => {
    const answer = await answerOf(await route(false)(routeRequest("/test/call_a", "POST", lee, {}, { "idempotency-key": "key-00000001" }), params));
    expect(answer.status).toBe(201);
    expect(await entries()).toEqual([
      expect.objectContaining({ user: "lee", action: "note", callId: "call_a", callTaskId: null, outcome: "added", details: "note n1" }),
    ]);
  });

  it("inside writeOnce, goes with the write: a write that fails after it leaves no entry, and its key stays free", async () => {
    const failed = await route(true)(routeRequest("/test/call_a", "POST", lee, {}, { "idempotency-key": "key-00000002" }), params);
    expect(failed.status).toBe(409);
    expect(await entries()).toEqual([]);
    const again = await route(false)(routeRequest("/test/call_a", "POST", lee, {}, { "idempotency-key": "key-00000002" }), params);
    expect(again.status).toBe(201);
    expect(await entries()).toHaveLength(1);
  });

  it("is refused on a route that declares no action: nothing is recorded under a guessed one", async () => {
    const undeclared = apiRoute({ name: "POST /test", role: "listener" }, async ({ audit }) => {
      await audit("added");
      return Response.json({});
    });
    expect((await undeclared(routeRequest("/test", "POST", lee, {}))).status).toBe(500);
    expect(await entries()).toEqual([]);
  });
});

describe("a route's audit() outside a write", () => {
  const exportRoute = apiRoute(
    {
      name: "GET /test/export",
      role: "listener",
      audit: { action: (url) => (url.searchParams.has("q") ? "search" : "export"), refused: "the export was not started" },
    },
    async ({ audit }) => {
      await audit("started", "csv");
      return Response.json({ ok: true });
    },
  );

  it("records the action the route declares for the request, at once", async () => {
    expect((await exportRoute(routeRequest("/test/export", "GET", lee))).status).toBe(200);
    expect((await exportRoute(routeRequest("/test/export?q=1", "GET", lee))).status).toBe(200);
    expect((await entries()).map((e) => [e.action, e.outcome])).toEqual([
      ["search", "started"],
      ["export", "started"],
    ]);
  });

  it("refuses the request (503, in the route's words) when the trail cannot take the entry", async () => {
    await currentStore();
    vi.spyOn(store, "recordAudit").mockRejectedValueOnce(new Error("disk full"));
    const refused = await answerOf(await exportRoute(routeRequest("/test/export", "GET", lee)));
    expect(refused.status).toBe(503);
    expect(refused.body.error).toMatch(/so the export was not started/);
    expect(await entries()).toEqual([]);
  });
});

// Every route file under app/api, with its source.
function routeFiles(dir = path.join(process.cwd(), "app/api")): { file: string; source: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(file);
    return entry.name === "route.ts" ? [{ file: path.relative(process.cwd(), file), source: fs.readFileSync(file, "utf8") }] : [];
  });
}

describe("the routes' audit entries", () => {
  const routes = routeFiles();

  it("are found (a positive control: the recording, export, search and write routes)", () => {
    const declaring = routes.filter((r) => /\baudit: /.test(r.source)).map((r) => r.file);
    expect(declaring).toEqual(
      expect.arrayContaining([
        "app/api/export/route.ts",
        "app/api/reviews/export/route.ts",
        "app/api/evaluations/export/route.ts",
        "app/api/call-results/route.ts",
      ]),
    );
    expect(declaring.length).toBeGreaterThanOrEqual(15);
  });

  it("are written only through the route's audit(), bound to its declared action: no route writes an entry of its own", () => {
    // An entry written beside audit() could name another action than the declared one.
    const own = routes.filter((r) => /store\/audit"|recordAudit|auditOrRefuse/.test(r.source)).map((r) => r.file);
    expect(own).toEqual([]);
  });

  it("of a route that records declare its action", () => {
    const undeclared = routes.filter((r) => /\{[^}]*\baudit\b[^}]*\}\) =>/.test(r.source) && !/\baudit: /.test(r.source)).map((r) => r.file);
    expect(undeclared).toEqual([]);
  });
});
