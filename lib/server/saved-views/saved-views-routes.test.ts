import { describe, expect, it } from "vitest";
import { DELETE as deleteRoute, PATCH as patchRoute } from "@/app/api/views/[viewId]/route";
import { POST as createRoute, GET as listRoute } from "@/app/api/views/route";
import { DELETE as clearStartRoute, PUT as setStartRoute } from "@/app/api/views/start/route";
import { routeTestEnv } from "@/test-support/route-env";
import { answerOf as answer, sessionCookieFor as cookieFor, routeRequest as request } from "@/test-support/route-requests";
import { currentStore } from "../store/current-store";

const ann = cookieFor("ann", "viewer");
const bob = cookieFor("bob", "listener");
const ada = cookieFor("ada", "admin");

type Answer = Awaited<ReturnType<typeof answer>>;
const segment = (viewId: string) => ({ params: Promise.resolve({ viewId }) });
const list = (cookie?: string) => listRoute(request("/api/views", "GET", cookie)).then(answer);
const create = (cookie: string | undefined, body: unknown, headers?: Record<string, string>) =>
  createRoute(request("/api/views", "POST", cookie, body, headers)).then(answer);
const rename = (cookie: string, id: string, name: string) => patchRoute(request(`/api/views/${id}`, "PATCH", cookie, { name }), segment(id)).then(answer);
const remove = (cookie: string, id: string, headers?: Record<string, string>) =>
  deleteRoute(request(`/api/views/${id}`, "DELETE", cookie, undefined, headers), segment(id)).then(answer);
const setStart = (cookie: string, viewId: string) => setStartRoute(request("/api/views/start", "PUT", cookie, { viewId })).then(answer);
const clearStart = (cookie: string) => clearStartRoute(request("/api/views/start", "DELETE", cookie)).then(answer);

const names = (a: Answer) => a.body.views.map((v: { name: string; scope: string }) => `${v.scope}:${v.name}`);

routeTestEnv({ name: "views-routes" });

describe("with sign-in", () => {
  it("keep each user's personal views to themselves, and show the shared ones to everyone, labelled", async () => {
    const saved = await create(ann, { name: "My failures", search: "status=failed&page=3", scope: "personal" });
    expect(saved).toEqual({ status: 201, body: { view: { id: expect.any(String), name: "My failures", scope: "personal", search: "status=failed" } } });
    expect((await create(ada, { name: "Team live", search: "live=1", scope: "shared" })).status).toBe(201);
    const annSees = await list(ann);
    expect(names(annSees)).toEqual(["personal:My failures", "shared:Team live"]);
    expect(annSees.body).toMatchObject({ startViewId: null, signIn: true, canShare: false });
    expect(names(await list(bob))).toEqual(["shared:Team live"]);
    expect((await list(ada)).body.canShare).toBe(true);
    // The owner's name never leaves the server.
    expect(JSON.stringify(annSees.body)).not.toContain("ann");
  });

  it("let only an admin create, rename or delete a shared view, and say why", async () => {
    const refused = await create(ann, { name: "Everyone's", search: "", scope: "shared" });
    expect(refused).toEqual({
      status: 403,
      body: {
        code: "forbidden",
        error: "Only an admin may create shared views; your role is viewer. Save it as a personal view instead.",
        requestId: expect.stringMatching(/^[0-9a-f]{16}$/),
      },
    });
    const shared = (await create(ada, { name: "Team", search: "", scope: "shared" })).body.view;
    expect(await rename(bob, shared.id, "Mine now")).toMatchObject({
      status: 403,
      body: { error: expect.stringMatching(/^Only an admin may rename shared views/) },
    });
    expect(await remove(ann, shared.id)).toMatchObject({ status: 403, body: { error: expect.stringMatching(/^Only an admin may delete shared views/) } });
    expect(await rename(ada, shared.id, "Team (renamed)")).toMatchObject({ status: 200, body: { view: { name: "Team (renamed)", scope: "shared" } } });
    expect((await remove(ada, shared.id)).status).toBe(204);
    expect(names(await list(ann))).toEqual([]);
  });

  it("answer 404 for someone else's personal view, as for one that does not exist", async () => {
    const mine = (await create(ann, { name: "Private", search: "" })).body.view;
    for (const r of [await rename(bob, mine.id, "x"), await remove(ada, mine.id), await setStart(bob, mine.id), await remove(ann, "not-a-view-id")])
      expect(r).toMatchObject({ status: 404, body: { code: "not_found" } });
    expect(names(await list(ann))).toEqual(["personal:Private"]);
  });

  it("refuse a taken name (409), a bad name or query (400), naming what is wrong", async () => {
    await create(ann, { name: "Calls", search: "" });
    expect(await create(ann, { name: "Calls", search: "live=1" })).toMatchObject({
      status: 409,
      body: { code: "conflict", error: 'One of your views is already named "Calls". Choose another name.', details: [{ param: "name" }] },
    });
    // Another user may have a view of that name.
    expect((await create(bob, { name: "Calls", search: "" })).status).toBe(201);
    expect(await create(ann, { name: "x".repeat(81), search: "" })).toMatchObject({
      status: 400,
      body: { code: "invalid_request", error: "Name is 81 characters long; at most 80 are allowed.", details: [{ param: "name" }] },
    });
    expect(await create(ann, { name: "Bad", search: "pageSize=5000&columns=callId,ghost" })).toMatchObject({
      status: 400,
      body: { code: "invalid_request", details: [{ param: "pageSize" }, { param: "columns" }] },
    });
    expect(await create(ann, { name: "No query" })).toMatchObject({ status: 400, body: { error: "search must be a string." } });
    expect(await create(ann, { name: "Scope", search: "", scope: "everyone" })).toMatchObject({ status: 400, body: { details: [{ param: "scope" }] } });
  });

  it("read only a small JSON body, and refuse another site's request", async () => {
    expect(await create(ann, "name=x", { "content-type": "application/x-www-form-urlencoded" })).toMatchObject({
      status: 400,
      body: { error: "The request body must be JSON (content-type: application/json)." },
    });
    expect(await create(ann, { name: "Big", search: `callId=${"x".repeat(9000)}` })).toMatchObject({
      status: 400,
      body: { error: "The request body is larger than 8192 bytes." },
    });
    expect(await create(ann, "{not json")).toMatchObject({ status: 400, body: { error: "The request body is not valid JSON." } });
    const crossSite = { origin: "https://evil.example", "sec-fetch-site": "cross-site" };
    expect(await create(ann, { name: "Forged", search: "" }, crossSite)).toMatchObject({
      status: 403,
      body: { error: "Refused: this request came from another site." },
    });
    const mine = (await create(ann, { name: "Keep", search: "" })).body.view;
    expect((await remove(ann, mine.id, crossSite)).status).toBe(403);
    expect(names(await list(ann))).toEqual(["personal:Keep"]);
  });

  it("keep a start view per user, which deleting the view clears", async () => {
    const mine = (await create(ann, { name: "Start here", search: "status=completed" })).body.view;
    const shared = (await create(ada, { name: "Team", search: "live=1", scope: "shared" })).body.view;
    expect(await setStart(ann, mine.id)).toEqual({ status: 200, body: { startViewId: mine.id } });
    expect((await setStart(bob, shared.id)).status).toBe(200);
    expect((await list(ann)).body.startViewId).toBe(mine.id);
    expect((await list(bob)).body.startViewId).toBe(shared.id);
    expect((await clearStart(ann)).status).toBe(204);
    expect((await list(ann)).body.startViewId).toBeNull();
    await remove(ada, shared.id);
    expect((await list(bob)).body.startViewId).toBeNull();
  });

  it("answer 401 without a session, before reading anything", async () => {
    expect((await list()).status).toBe(401);
    expect((await create(undefined, { name: "x", search: "" })).status).toBe(401);
    const { db } = await currentStore();
    expect(await db.selectFrom("saved_view").selectAll().execute()).toEqual([]);
  });
});

describe("without sign-in", () => {
  it("share every view with everyone on the dashboard, and say so", async () => {
    process.env.DASHBOARD_AUTH = "none";
    const saved = await create(undefined, { name: "Ours", search: "status=failed", scope: "personal" });
    expect(saved).toMatchObject({ status: 201, body: { view: { name: "Ours", scope: "shared" } } });
    const seen = await list();
    expect(names(seen)).toEqual(["shared:Ours"]);
    expect(seen.body).toMatchObject({ signIn: false, canShare: false });
    expect((await setStart("", saved.body.view.id)).status).toBe(200);
    expect((await list()).body.startViewId).toBe(saved.body.view.id);
  });
});
