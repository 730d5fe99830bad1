// The route's audit() (lib/server/api-route.ts): bound to the declared action and target, by
// the caller from its address; inside writeOnce, one transaction with the write's rows and
// its Idempotency-Key, so a write that fails after its entry leaves neither.
import { describe, expect, it } from "vitest";
import { DashboardError } from "@/lib/errors";
import { routeTestEnv } from "@/test-support/route-env";
import { answerOf, routeRequest, sessionCookieFor } from "@/test-support/route-requests";
import { apiRoute } from "./api-route";
import { checkPathId } from "./http/path-params";
import { writeOnce } from "./idempotency/idempotency";
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
