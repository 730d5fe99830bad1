import { beforeEach, describe, expect, it } from "vitest";
import { GET as reviewsRoute } from "@/app/api/reviews/route";
import { FIXTURES } from "@/demo-service/test-support";
import { routeTestEnv } from "@/test-support/route-env";
import { sessionCookieFor as cookieFor, answerOf as json, routeRequest as request } from "@/test-support/route-requests";
import { currentStore } from "../store/current-store";
import { addNote } from "../store/notes";
import { putReview } from "../store/reviews";

const LONG = FIXTURES.longCallId;
const vic = cookieFor("vic", "viewer");
const reviews = (query = "", cookie = vic) => reviewsRoute(request(`/api/reviews${query}`, "GET", cookie)).then(json);
const at = (minute: number) => Date.parse("2026-11-20T10:00:00Z") + minute * 60_000;

const service = routeTestEnv({ name: "reviews-list", service: { DEMO_CALLS: "100" }, env: { CALL_RESULTS_TIMEOUT_MS: "2000" } });
beforeEach(async () => {
  const { db } = await currentStore();
  await putReview(db, { callId: LONG, reviewer: "lee", reviewerId: "test-lee", score: 4, tags: ["coaching"] }, at(1));
  await putReview(db, { callId: "call_not_in_service", reviewer: "ada", reviewerId: "test-ada", score: 2, tags: ["escalate"] }, at(2));
  await addNote(db, { callId: LONG, author: "lee", authorId: "test-lee", atSeconds: 42, text: "refund" }, at(3));
});

describe("GET /api/reviews (the list)", () => {
  it("a viewer reads the reviewed calls, newest first, each with its reviews, notes and the service's facts", async () => {
    const { status, body } = await reviews();
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(body.factsError).toBeUndefined();
    const [long, unknown] = body.calls;
    expect(long).toMatchObject({ callId: LONG, notes: 1, latestAt: new Date(at(3)).toISOString() });
    expect(long.reviews).toEqual([expect.objectContaining({ reviewer: "lee", score: 4, tags: ["coaching"] })]);
    expect(long.call).toMatchObject({ callId: LONG, durationSeconds: expect.any(Number), status: expect.any(String) });
    // A call the service does not know is listed, without facts.
    expect(unknown).toMatchObject({ callId: "call_not_in_service", notes: 0, call: null });
  });

  it("filters by tag, reviewer, score and date, and pages on the server", async () => {
    const ids = async (query: string) => (await reviews(query)).body.calls.map((c: { callId: string }) => c.callId);
    expect(await ids("?tag=escalate")).toEqual(["call_not_in_service"]);
    expect(await ids("?reviewer=lee")).toEqual([LONG]);
    expect(await ids("?minScore=3&maxScore=5")).toEqual([LONG]);
    expect(await ids(`?from=${new Date(at(2)).toISOString()}&to=2026-11-20T10:02`)).toEqual(["call_not_in_service"]);
    const second = await reviews("?pageSize=1&page=2");
    expect(second.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.body.calls.map((c: { callId: string }) => c.callId)).toEqual(["call_not_in_service"]);
    expect((await reviews("?pageSize=100")).status).toBe(200);
  });

  it.each([
    ["?tag=unknown", "tag"],
    [`?tag=${"x".repeat(33)}`, "tag"],
    ["?minScore=0", "minScore"],
    ["?minScore=6", "minScore"],
    ["?maxScore=2.5", "maxScore"],
    ["?minScore=4&maxScore=2", "maxScore"],
    ["?from=2026-02-30T10:00", "from"],
    ["?from=yesterday", "from"],
    ["?from=2026-11-20T10:00Z&to=2026-11-19T10:00Z", "to"],
    ["?page=0", "page"],
    ["?page=abc", "page"],
    ["?pageSize=101", "pageSize"],
    ["?reviewer=a%00b", "reviewer"],
    [`?reviewer=${"r".repeat(257)}`, "reviewer"],
  ])("refuses %s with a 400 naming %s", async (query, param) => {
    const { status, body } = await reviews(query);
    expect(status).toBe(400);
    expect(body.code).toBe("invalid_request");
    expect(body.details.map((d: { param: string }) => d.param)).toEqual([param]);
  });

  it("needs a session", async () => {
    expect((await reviewsRoute(request("/api/reviews", "GET"))).status).toBe(401);
  });

  it("still lists the store's rows, and says why, when the service cannot give the facts", async () => {
    const { db } = await currentStore();
    // A call never looked up before: the facts of the others are kept for a minute.
    await putReview(db, { callId: "call_fresh_lookup", reviewer: "lee", reviewerId: "test-lee", score: 5, tags: [] }, at(9));
    process.env.CALL_RESULTS_API_BASE_URL = "http://127.0.0.1:9";
    process.env.CALL_RESULTS_TIMEOUT_MS = "500";
    const { status, body } = await reviews("?minScore=5");
    expect(status).toBe(200);
    expect(body.calls).toEqual([expect.objectContaining({ callId: "call_fresh_lookup", call: null })]);
    expect(body.factsError.code).toMatch(/^upstream_/);
  });

  it("keeps a call's facts briefly: a second read of the page asks the service nothing", async () => {
    const { db } = await currentStore();
    await putReview(db, { callId: FIXTURES.noAudioCallId, reviewer: "lee", reviewerId: "test-lee", score: 3, tags: ["compliance"] }, at(30));
    const asked = async () => {
      const { requests } = (await (await fetch(`${service().url}/__demo/requests`)).json()) as { requests: Array<{ url: string }> };
      return requests.filter((r) => r.url.includes(`callId=${FIXTURES.noAudioCallId}`)).length;
    };
    const before = await asked();
    const first = await reviews("?tag=compliance");
    expect(first.body.calls[0].call.callId).toBe(FIXTURES.noAudioCallId);
    expect(await asked()).toBe(before + 1);
    expect((await reviews("?tag=compliance")).body).toEqual(first.body);
    expect(await asked()).toBe(before + 1);
  });

  it("charges the user a token for each call it looks up upstream", async () => {
    process.env.DASHBOARD_RATE_LIMIT_PER_MINUTE = "4";
    const { db } = await currentStore();
    for (const id of ["call_t1", "call_t2", "call_t3", "call_t4"])
      await putReview(db, { callId: id, reviewer: "lee", reviewerId: "test-lee", score: 1, tags: [] }, at(20));
    const max = cookieFor("max", "viewer");
    // The request's own token and four look-ups are five: more than the minute's four.
    const { body } = await reviews("?maxScore=1", max);
    expect(body.factsError.code).toBe("rate_limited");
    expect(body.calls.map((c: { callId: string }) => c.callId)).toEqual(["call_t1", "call_t2", "call_t3", "call_t4"]);
  });
});
