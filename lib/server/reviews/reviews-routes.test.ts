import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { POST as signInRoute } from "@/app/api/auth/sign-in/route";
import { DELETE as deleteNoteRoute, PATCH as editNoteRoute } from "@/app/api/calls/[callId]/notes/[noteId]/route";
import { POST as addNoteRoute, GET as notesRoute } from "@/app/api/calls/[callId]/notes/route";
import { PUT as reviewRoute } from "@/app/api/calls/[callId]/review/route";
import { POST as marksRoute } from "@/app/api/reviews/marks/route";
import { routeTestEnv } from "@/test-support/route-env";
import { sessionCookieFor as cookieFor, answerOf as json, routeRequest as request } from "@/test-support/route-requests";
import { deleteUser, saveUser } from "../auth/users";
import { listAudit } from "../store/audit-read";
import { currentStore } from "../store/current-store";

const CALL = "call_demo_long";

const vic = cookieFor("vic", "viewer");
const lee = cookieFor("lee", "listener");
const dot = cookieFor("dot", "downloader");
const ada = cookieFor("ada", "admin");

const params = (callId = CALL, noteId?: string) => ({ params: Promise.resolve(noteId ? { callId, noteId } : { callId }) }) as never;
const notes = (cookie: string, callId = CALL) => notesRoute(request(`/api/calls/${callId}/notes`, "GET", cookie), params(callId)).then(json);
const add = (cookie: string, body: unknown, headers?: Record<string, string>) =>
  addNoteRoute(request(`/api/calls/${CALL}/notes`, "POST", cookie, body, headers), params()).then(json);
const edit = (cookie: string, id: string, text: string) =>
  editNoteRoute(request(`/api/calls/${CALL}/notes/${id}`, "PATCH", cookie, { text }), params(CALL, id)).then(json);
const remove = (cookie: string, id: string) => deleteNoteRoute(request(`/api/calls/${CALL}/notes/${id}`, "DELETE", cookie), params(CALL, id)).then(json);
const review = (cookie: string, body: unknown, callId = CALL) =>
  reviewRoute(request(`/api/calls/${callId}/review`, "PUT", cookie, body), params(callId)).then(json);
const marks = (cookie: string | undefined, calls: unknown, headers?: Record<string, string>) =>
  marksRoute(request("/api/reviews/marks", "POST", cookie, { calls }, headers)).then(json);

routeTestEnv({ name: "reviews-routes", service: { DEMO_CALLS: "100" }, unset: ["DASHBOARD_REVIEW_TAGS", "DASHBOARD_NOTES_PER_USER_PER_DAY"] });

describe("notes", () => {
  it("a listener adds one at a moment; everyone who may view reads it as text; the trail records it", async () => {
    const added = await add(lee, { text: "<b>Customer</b> asks for a refund", atSeconds: 42.5 });
    expect(added.status).toBe(201);
    expect(added.body.note).toMatchObject({ author: "lee", atSeconds: 42.5, text: "<b>Customer</b> asks for a refund" });
    const read = await notes(vic);
    expect(read.status).toBe(200);
    expect(read.body.notes.map((n: { text: string }) => n.text)).toEqual(["<b>Customer</b> asks for a refund"]);
    expect(read.body.tags).toEqual(["coaching", "escalate", "compliance", "great call"]);
    const { entries } = await listAudit((await currentStore()).db, { action: "note", page: 1, pageSize: 10 });
    expect(entries[0]).toMatchObject({ user: "lee", callId: CALL, outcome: "added" });
  });

  it("a viewer may read but not write: 403, nothing stored", async () => {
    expect((await add(vic, { text: "viewer note" })).status).toBe(403);
    expect((await review(vic, { score: 3, tags: [] })).status).toBe(403);
    expect((await notes(vic)).body.notes).toEqual([]);
  });

  it.each([
    [{ text: "" }, "text"],
    [{ text: "x".repeat(2001) }, "text"],
    [{ text: "nul\u0000inside" }, "text"],
    [{ text: "esc\u001b[31m" }, "text"],
    [{ text: "lone \uD800" }, "text"],
    [{ text: "ok", atSeconds: -1 }, "atSeconds"],
    [{ text: "ok", atSeconds: "42" }, "atSeconds"],
    [{ text: 42 }, "text"],
  ])("refuses %j with a 400 naming %s", async (body, param) => {
    const r = await add(lee, body);
    expect(r.status).toBe(400);
    expect(r.body.details?.[0]?.param ?? r.body.error).toContain(param);
    expect((await notes(vic)).body.notes).toEqual([]);
  });

  it("keeps line breaks and 2,000 characters, counted as a person counts them", async () => {
    expect((await add(lee, { text: `line one\nline two\t${"😀".repeat(1980)}` })).status).toBe(201);
  });

  it("refuses a body that is not bounded JSON, a bad call id and another site", async () => {
    expect((await add(lee, "x".repeat(9000))).status).toBe(400);
    expect((await add(lee, "{not json")).status).toBe(400);
    expect((await notesRoute(request("/api/calls/..%2Fx/notes", "GET", vic), params("../x")).then(json)).status).toBe(400);
    expect((await add(lee, { text: "from elsewhere" }, { origin: "https://evil.example", "sec-fetch-site": "cross-site" })).status).toBe(403);
  });

  it("authors edit their own; authors and admins delete; others may not", async () => {
    const { body } = await add(lee, { text: "first take" });
    const id = body.note.id as string;
    expect((await edit(dot, id, "not mine")).status).toBe(403);
    expect((await edit(ada, id, "not mine either")).status).toBe(403);
    expect((await edit(lee, id, "second take")).body.note.text).toBe("second take");
    expect((await remove(dot, id)).status).toBe(403);
    expect((await remove(ada, id)).status).toBe(204);
    expect((await remove(lee, id)).status).toBe(404);
    const { entries } = await listAudit((await currentStore()).db, { action: "note", page: 1, pageSize: 10 });
    expect(entries.map((e) => `${e.user} ${e.outcome}`)).toEqual(["ada deleted", "lee edited", "lee added"]);
  });
});

describe("reviews", () => {
  it("one per call and reviewer, with a score and configured tags (the list: reviews-list-route.test.ts)", async () => {
    expect((await review(lee, { score: 4, tags: ["coaching"] })).status).toBe(200);
    expect((await review(lee, { score: 2, tags: ["escalate", "escalate"] })).body.review).toMatchObject({ score: 2, tags: ["escalate"] });
    expect((await review(ada, { score: 5, tags: ["great call"] }, "call_demo_no_audio")).status).toBe(200);
    const { body } = await marks(vic, [CALL, "call_demo_no_audio"]);
    expect(body.marks).toEqual([
      [1, 2, 0],
      [1, 5, 0],
    ]);
  });

  it.each([
    [{ score: 0, tags: [] }],
    [{ score: 6, tags: [] }],
    [{ score: 2.5, tags: [] }],
    [{ score: 3, tags: ["made up"] }],
    [{ score: 3, tags: "coaching" }],
  ])("refuses %j", async (body) => {
    expect((await review(lee, body)).status).toBe(400);
  });

  it("takes its tags from DASHBOARD_REVIEW_TAGS", async () => {
    process.env.DASHBOARD_REVIEW_TAGS = "refund, upsell";
    expect((await review(lee, { score: 3, tags: ["upsell"] })).status).toBe(200);
    expect((await review(lee, { score: 3, tags: ["coaching"] })).status).toBe(400);
  });

  it("gives a page's marks in one answer: reviews, the latest review's score and notes per call", async () => {
    await review(lee, { score: 2, tags: [] });
    await review(ada, { score: 5, tags: [] });
    await add(lee, { text: "one" });
    await add(lee, { text: "two" });
    await review(lee, { score: 3, tags: [] }, "call_demo_no_audio");
    const { body } = await marks(vic, [CALL, "call_demo_no_audio", "call_none", CALL]);
    // One entry per id sent, in its order, a repeat included; null for a call without a mark.
    expect(body.marks).toEqual([[2, 5, 2], [1, 3, 0], null, [2, 5, 2]]);
    const ids = (n: number, length = 10) => Array.from({ length: n }, (_, i) => `call_${i}`.padEnd(length, "x"));
    // A page of 500 ids of the longest kind (128 characters): more than a URL could carry.
    expect((await marks(vic, ids(500, 128))).status).toBe(200);
    for (const bad of [ids(501), ["bad id"], [""], [42], "call_a", null]) expect((await marks(vic, bad)).status).toBe(400);
    expect((await marks(vic, [...ids(499, 128), "y".repeat(129)])).status).toBe(400);
  });

  it("gives marks to every signed-in role, to no one else, and only to requests from this site", async () => {
    for (const cookie of [vic, lee, dot, ada]) expect((await marks(cookie, [CALL])).status).toBe(200);
    expect((await marks(undefined, [CALL])).status).toBe(401);
    expect((await marks(vic, [CALL], { origin: "https://elsewhere.example", "sec-fetch-site": "cross-site" })).status).toBe(403);
  });
});

describe("bounds (issue #39)", () => {
  it("refuses a note or review on a call the service does not know: 404, nothing stored", async () => {
    const made = addNoteRoute(request("/api/calls/call_made_up/notes", "POST", lee, { text: "on nothing" }), params("call_made_up")).then(json);
    expect(await made).toMatchObject({ status: 404, body: { code: "not_found", error: expect.stringContaining("call_made_up") } });
    expect((await review(lee, { score: 3, tags: [] }, "call_made_up")).status).toBe(404);
    expect((await notes(vic, "call_made_up")).body).toMatchObject({ notes: [], reviews: [] });
    expect((await listAudit((await currentStore()).db, { action: "note", page: 1, pageSize: 10 })).total).toBe(0);
  });

  it("gives each user DASHBOARD_NOTES_PER_USER_PER_DAY writes a day, then 429 with when to retry; others keep theirs", async () => {
    process.env.DASHBOARD_NOTES_PER_USER_PER_DAY = "3";
    const { body } = await add(lee, { text: "one" });
    expect((await edit(lee, body.note.id, "one, edited")).status).toBe(200);
    expect((await review(lee, { score: 4, tags: [] })).status).toBe(200);
    const over = await add(lee, { text: "four" });
    expect(over).toMatchObject({ status: 429, body: { code: "rate_limited", error: expect.stringContaining("3 notes and reviews in the last 24 hours") } });
    expect((await notes(vic)).body.notes).toHaveLength(1);
    expect((await add(ada, { text: "ada's own" })).status).toBe(201);
  });
});

describe("owners by id (issue #39, finding 8)", () => {
  /** Adds a local user and signs them in through the sign-in route: the session's cookie. */
  async function newUser(name: string): Promise<string> {
    await saveUser({ name, role: "listener", passwordHash: await bcrypt.hash("a password", 4) });
    const signedIn = await signInRoute(
      request("/api/auth/sign-in", "POST", undefined, `name=${name}&password=a+password`, { "content-type": "application/x-www-form-urlencoded" }),
    );
    expect(signedIn.status).toBe(303);
    return signedIn.headers.get("set-cookie")!.split(";")[0]!;
  }

  it("a deleted user's name added again for someone else may not edit or delete the old user's note, nor replace her review", async () => {
    const oldAna = await newUser("ana");
    const { body } = await add(oldAna, { text: "the first ana's" });
    expect((await review(oldAna, { score: 2, tags: [] })).status).toBe(200);
    expect(await deleteUser("ana")).toBe(true);
    expect((await edit(oldAna, body.note.id, "still mine?")).status).toBe(401);

    const newAna = await newUser("ana");
    expect(await edit(newAna, body.note.id, "taken over")).toMatchObject({ status: 403, body: { code: "forbidden" } });
    expect((await remove(newAna, body.note.id)).status).toBe(403);
    expect((await review(newAna, { score: 5, tags: [] })).status).toBe(200);
    const read = (await notes(vic)).body;
    expect(read.notes.map((n: { text: string }) => n.text)).toEqual(["the first ana's"]);
    expect(read.reviews.map((r: { reviewer: string; score: number }) => [r.reviewer, r.score]).sort()).toEqual([
      ["ana", 2],
      ["ana", 5],
    ]);
    // Her own notes she edits as before.
    const hers = await add(newAna, { text: "the second ana's" });
    expect((await edit(newAna, hers.body.note.id, "edited")).status).toBe(200);
  });
});
