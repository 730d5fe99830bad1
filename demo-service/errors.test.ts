// Every error condition of spec §5 and §7 with its own body, the rate limit and the
// switchable faults of the demo service, over HTTP.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { errorBodySchema, invalidRequestBodySchema, listResponseSchema, pendingSchema, recordingResponseSchema } from "@/lib/call-results";
// The demo's own answers (answers.ts): their statuses and codes are its choice (the spec fixes
// neither, §7), so the tests check that each situation gets the right one, not their wording again.
import { ERRORS } from "./answers";
import { serviceForTests } from "./service-for-tests";
import {
  audioByCallPath,
  audioByTaskPath,
  call,
  clearFaults,
  DEFAULT_DEMO_API_KEY,
  FIXTURES,
  listUrl,
  ORPHAN_API_KEY,
  type Reply,
  SECOND_PROJECT_API_KEY,
  setFaults,
  startTestService,
  type TestService,
} from "./test-support";

const OPERATIONS = {
  list: listUrl({ pageSize: 2 }),
  "audio-by-call": audioByCallPath(FIXTURES.longCallId),
  "audio-by-task": audioByTaskPath(FIXTURES.longTaskId),
} as const;
type Operation = keyof typeof OPERATIONS;
const ALL = Object.keys(OPERATIONS) as Operation[];

function expectError(reply: Reply, expected: { status: number; body: { error: string; code: string } }, label = ""): void {
  expect(reply.status, `${label} ${reply.text}`).toBe(expected.status);
  expect(reply.headers.get("content-type"), label).toMatch(/^application\/json/);
  const body = reply.json();
  expect(errorBodySchema.safeParse(body).success, label).toBe(true);
  expect(body, label).toEqual(expected.body);
}

/** The operation's success: 200 with a body that passes its contract schema. */
function expectSuccess(reply: Reply, operation: Operation): void {
  expect(reply.status, `${operation} ${reply.text}`).toBe(200);
  const schema = operation === "list" ? listResponseSchema : recordingResponseSchema;
  expect(schema.safeParse(reply.json()).success, operation).toBe(true);
}

describe("errors and faults", () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService();
  });
  afterEach(() => clearFaults(svc));
  afterAll(() => svc?.stop());

  describe("API key", () => {
    it.each(ALL)("%s: a missing key is refused with 401", async (operation) => {
      expectError(await call(svc, OPERATIONS[operation], { key: null }), ERRORS.unauthorized, operation);
    });

    it.each(ALL)("%s: an invalid key is refused with 401", async (operation) => {
      for (const key of ["wrong", "", DEFAULT_DEMO_API_KEY.toUpperCase()]) {
        expectError(await call(svc, OPERATIONS[operation], { key }), ERRORS.unauthorized, `${operation} ${JSON.stringify(key)}`);
      }
    });

    it.each(ALL)("%s: the valid keys are accepted", async (operation) => {
      expectSuccess(await call(svc, OPERATIONS[operation]), operation);
    });

    it("the key must be in the x-api-key header, not elsewhere", async () => {
      expectError(await call(svc, `${OPERATIONS.list}&x-api-key=${DEFAULT_DEMO_API_KEY}`, { key: null }), ERRORS.unauthorized);
      expectError(await call(svc, OPERATIONS.list, { key: null, headers: { authorization: `Bearer ${DEFAULT_DEMO_API_KEY}` } }), ERRORS.unauthorized);
    });

    it("a key whose project is gone gets 'project not found' on the list", async () => {
      expectError(await call(svc, OPERATIONS.list, { key: ORPHAN_API_KEY }), ERRORS.projectNotFound);
      // The audio operations find no recording for it.
      expectError(await call(svc, OPERATIONS["audio-by-call"], { key: ORPHAN_API_KEY }), ERRORS.recordingNotFound);
      expectError(await call(svc, OPERATIONS["audio-by-task"], { key: ORPHAN_API_KEY }), ERRORS.recordingNotFound);
    });

    it("the key is authenticated before the query is validated", async () => {
      expectError(await call(svc, "/api/v1/call-results?pageSize=0", { key: "wrong" }), ERRORS.unauthorized);
      const invalid = await call(svc, "/api/v1/call-results?pageSize=0", { key: ORPHAN_API_KEY });
      expect(invalid.status).toBe(400);
      expect(invalidRequestBodySchema.safeParse(invalid.json()).success).toBe(true);
    });
  });

  describe("recording not found", () => {
    it("has its own body for each case", async () => {
      expectError(await call(svc, audioByCallPath("call_unknown0000")), ERRORS.recordingNotFound, "unknown call");
      expectError(await call(svc, audioByCallPath(FIXTURES.noAudioCallId)), ERRORS.recordingNotFound, "no audio");
      expectError(await call(svc, audioByTaskPath("task_unknown0000")), ERRORS.recordingNotFound, "unknown task");
    });
  });

  describe("routing", () => {
    it("other methods and unknown paths are refused with JSON errors", async () => {
      const post = await call(svc, OPERATIONS.list, { method: "POST", body: "{}" });
      expect(post.status).toBe(405);
      expect(errorBodySchema.safeParse(post.json()).success).toBe(true);
      const unknown = await call(svc, "/api/v1/call-results/x/y/z/w");
      expect(unknown.status).toBe(404);
      expect(errorBodySchema.safeParse(unknown.json()).success).toBe(true);
      expect((await call(svc, "/healthz", { key: null })).json()).toEqual({ ok: true });
    });
  });

  describe("fault switches", () => {
    it("GET /__demo/faults reflects PUT, and DELETE clears; bad faults are refused", async () => {
      await setFaults(svc, { latencyMs: 5, operations: ["list"] });
      const current = (await call(svc, "/__demo/faults")).json();
      expect(current).toMatchObject({ latencyMs: 5, errorRate: 0, rateLimit: false, accessDenied: false, malformed: null, operations: ["list"] });
      const bad = await call(svc, "/__demo/faults", { method: "PUT", body: JSON.stringify({ errorRate: 2 }) });
      expect(bad.status).toBe(400);
      expect(bad.json()).toMatchObject({ code: "INVALID_FAULTS" });
      const unknownKey = await call(svc, "/__demo/faults", { method: "PUT", body: JSON.stringify({ explode: true }) });
      expect(unknownKey.status).toBe(400);
      const huge = await call(svc, "/__demo/faults", { method: "PUT", body: JSON.stringify({ operations: Array(100_000).fill("list") }) });
      expect(huge.status).toBe(413);
      expect(huge.json()).toMatchObject({ code: "INVALID_FAULTS" });
      // A refused PUT leaves the faults as they were.
      expect((await call(svc, "/__demo/faults")).json()).toEqual(current);
      await clearFaults(svc);
      expect((await call(svc, "/__demo/faults")).json()).toMatchObject({ latencyMs: 0, malformed: null });
      expect((await call(svc, "/__demo/faults")).json()).not.toHaveProperty("operations");
    });

    it.each(ALL)("%s: accessDenied answers 403 'access denied'", async (operation) => {
      await setFaults(svc, { accessDenied: true });
      expectError(await call(svc, OPERATIONS[operation]), ERRORS.forbidden, operation);
      // A bad key is still a bad key.
      expectError(await call(svc, OPERATIONS[operation], { key: "wrong" }), ERRORS.unauthorized, operation);
    });

    it.each(ALL)("%s: rejectKey answers 401 even for the right key", async (operation) => {
      await setFaults(svc, { rejectKey: true });
      expectError(await call(svc, OPERATIONS[operation]), ERRORS.unauthorized, operation);
    });

    it.each(ALL)("%s: extraFields adds unknown fields at every level of a success", async (operation) => {
      await setFaults(svc, { extraFields: true });
      const reply = await call(svc, operation === "audio-by-task" ? audioByTaskPath(FIXTURES.longTaskId) : OPERATIONS[operation]);
      expect(reply.status).toBe(200);
      const body = reply.json() as { unexpectedExtra?: unknown; data: unknown };
      expect(body.unexpectedExtra).toEqual({ version: 2 });
      const inner = Array.isArray(body.data) ? body.data[0] : body.data;
      expect(inner).toHaveProperty("unexpectedExtra");
    });

    it.each(ALL)("%s: rateLimit answers 429 with Retry-After", async (operation) => {
      await setFaults(svc, { rateLimit: true, retryAfterSeconds: 7 });
      const reply = await call(svc, OPERATIONS[operation]);
      expectError(reply, ERRORS.rateLimited, operation);
      expect(reply.headers.get("retry-after")).toBe("7");
    });

    it.each(ALL)("%s: errorRate 1 answers 500 'internal server error'", async (operation) => {
      await setFaults(svc, { errorRate: 1 });
      for (let i = 0; i < 5; i++) expectError(await call(svc, OPERATIONS[operation]), ERRORS.internal, operation);
    });

    it("errorRate 0.5 fails some requests and not others", async () => {
      await setFaults(svc, { errorRate: 0.5 });
      const statuses = new Set<number>();
      for (let i = 0; i < 60 && statuses.size < 2; i++) statuses.add((await call(svc, OPERATIONS.list)).status);
      expect([...statuses].sort()).toEqual([200, 500]);
    });

    it("latencyMs delays the answer by at least that long", async () => {
      const base = await call(svc, OPERATIONS.list);
      expectSuccess(base, "list");
      await setFaults(svc, { latencyMs: 400 });
      for (const operation of ALL) {
        const slow = await call(svc, OPERATIONS[operation]);
        expectSuccess(slow, operation);
        expect(slow.ms, operation).toBeGreaterThanOrEqual(395);
      }
    });

    it.each(ALL)("%s: malformed html answers a text/html 502 page", async (operation) => {
      await setFaults(svc, { malformed: "html" });
      const reply = await call(svc, OPERATIONS[operation]);
      expect(reply.status).toBe(502);
      expect(reply.headers.get("content-type")).toMatch(/^text\/html/);
      expect(reply.text).toContain("502 Bad Gateway");
      expect(() => reply.json()).toThrow();
    });

    it.each(ALL)("%s: malformed truncated answers 200 JSON that does not parse", async (operation) => {
      await setFaults(svc, { malformed: "truncated" });
      const reply = await call(svc, OPERATIONS[operation]);
      expect(reply.status).toBe(200);
      expect(reply.headers.get("content-type")).toMatch(/^application\/json/);
      expect(reply.text.length).toBeGreaterThan(0);
      expect(() => reply.json()).toThrow(SyntaxError);
    });

    it.each(ALL)("%s: malformed wrong-types answers JSON that breaks the contract", async (operation) => {
      await setFaults(svc, { malformed: "wrong-types" });
      const reply = await call(svc, OPERATIONS[operation]);
      expect(reply.status).toBe(200);
      const body = reply.json();
      expect(listResponseSchema.safeParse(body).success).toBe(false);
      expect(recordingResponseSchema.safeParse(body).success).toBe(false);
      expect(pendingSchema.safeParse(body).success).toBe(false);
    });

    it("operations limits the faults to the named operations", async () => {
      await setFaults(svc, { errorRate: 1, operations: ["list"] });
      expectError(await call(svc, OPERATIONS.list), ERRORS.internal);
      expectSuccess(await call(svc, OPERATIONS["audio-by-call"]), "audio-by-call");
      expectSuccess(await call(svc, OPERATIONS["audio-by-task"]), "audio-by-task");

      await setFaults(svc, { malformed: "html", operations: ["audio-by-call", "audio-by-task"] });
      expectSuccess(await call(svc, OPERATIONS.list), "list");
      expect((await call(svc, OPERATIONS["audio-by-call"])).status).toBe(502);
      expect((await call(svc, OPERATIONS["audio-by-task"])).status).toBe(502);

      await setFaults(svc, { accessDenied: true, operations: ["audio-by-task"] });
      expectSuccess(await call(svc, OPERATIONS.list), "list");
      expectSuccess(await call(svc, OPERATIONS["audio-by-call"]), "audio-by-call");
      expectError(await call(svc, OPERATIONS["audio-by-task"]), ERRORS.forbidden);
    });

    it("faults do not touch the signed recording links or the console", async () => {
      const link = recordingResponseSchema.parse((await call(svc, OPERATIONS["audio-by-call"])).json()).data.downloadUrl;
      await setFaults(svc, { errorRate: 1, accessDenied: true, malformed: "html" });
      const res = await fetch(link, { headers: { range: "bytes=0-3" } });
      expect(res.status).toBe(206);
      expect((await call(svc, `/console/projects/acme/calls/${FIXTURES.longCallId}`, { key: null })).status).toBe(200);
    });
  });

  describe("request log", () => {
    it("GET /__demo/requests lists API requests with the key redacted", async () => {
      await call(svc, "/__demo/requests", { method: "DELETE" });
      await call(svc, listUrl({ pageSize: 3, status: "failed" }), { key: SECOND_PROJECT_API_KEY });
      await call(svc, OPERATIONS["audio-by-call"], { key: "wrong" });
      const { requests } = (await call(svc, "/__demo/requests")).json() as {
        requests: { method: string; url: string; status: number; headers: Record<string, string> }[];
      };
      expect(requests.map((r) => [r.method, r.url, r.status])).toEqual([
        ["GET", "/api/v1/call-results?pageSize=3&status=failed", 200],
        ["GET", OPERATIONS["audio-by-call"], 401],
      ]);
      for (const r of requests) expect(r.headers["x-api-key"]).toBe("<redacted>");
      expect(JSON.stringify(requests)).not.toContain(SECOND_PROJECT_API_KEY);
    });

    it("lists a signed recording link without its signature, which would let a reader download it", async () => {
      const link = new URL(recordingResponseSchema.parse((await call(svc, OPERATIONS["audio-by-call"])).json()).data.downloadUrl);
      await call(svc, "/__demo/requests", { method: "DELETE" });
      expect((await fetch(link, { headers: { range: "bytes=0-3", referer: link.href } })).status).toBe(206);
      const reply = await call(svc, "/__demo/requests");
      expect(reply.text).not.toContain(link.searchParams.get("signature")!);
      const { requests } = reply.json() as { requests: { url: string; status: number; headers: Record<string, string> }[] };
      const redacted = `${link.pathname}?expires=${link.searchParams.get("expires")}&signature=<redacted>`;
      expect(requests.map((r) => [r.url, r.status])).toEqual([[redacted, 206]]);
      expect(requests[0]!.headers.referer).toBe(`${link.origin}${redacted}`);
    });
  });
});

describe("access denied by the IP allowlist", () => {
  let denied: TestService;
  let allowed: TestService;
  beforeAll(async () => {
    [denied, allowed] = await Promise.all([
      startTestService({ DEMO_IP_ALLOWLIST: "10.9.9.9" }),
      startTestService({ DEMO_IP_ALLOWLIST: "10.9.9.9, 127.0.0.1" }),
    ]);
  });
  afterAll(() => Promise.all([denied?.stop(), allowed?.stop()]));

  it.each(ALL)("%s: a client outside the allowlist gets 403 'access denied'", async (operation) => {
    expectError(await call(denied, OPERATIONS[operation]), ERRORS.forbidden, operation);
    expectError(await call(denied, OPERATIONS[operation], { key: SECOND_PROJECT_API_KEY }), ERRORS.forbidden, operation);
    // Authentication comes first.
    expectError(await call(denied, OPERATIONS[operation], { key: null }), ERRORS.unauthorized, operation);
  });

  it.each(ALL)("%s: a client on the allowlist is served", async (operation) => {
    expectSuccess(await call(allowed, OPERATIONS[operation]), operation);
  });
});

describe("rate limit (token bucket per key)", () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService({ DEMO_RATE_LIMIT_BURST: "2", DEMO_RATE_LIMIT_PER_SECOND: "1" });
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => svc?.stop());

  it("allows the burst, then answers 429 with Retry-After on every operation, and refills", async () => {
    // The service's clock stands still unless the test moves it, so no token refills
    // between two requests however slow the machine is.
    vi.useFakeTimers({ toFake: ["Date"] });
    expectSuccess(await call(svc, OPERATIONS.list), "list");
    expectSuccess(await call(svc, OPERATIONS["audio-by-call"]), "audio-by-call");
    for (const operation of ALL) {
      const limited = await call(svc, OPERATIONS[operation]);
      expectError(limited, ERRORS.rateLimited, operation);
      // The bucket is empty and refills one token a second.
      expect(limited.headers.get("retry-after"), operation).toBe("1");
    }
    // Buckets are per key: the other project's key still has its burst.
    expectSuccess(await call(svc, OPERATIONS.list, { key: SECOND_PROJECT_API_KEY }), "list");
    // Refused keys do not count, and are refused as such.
    expectError(await call(svc, OPERATIONS.list, { key: "wrong" }), ERRORS.unauthorized);
    // Half a token is not one; a whole second later there is exactly one.
    vi.setSystemTime(Date.now() + 500);
    expectError(await call(svc, OPERATIONS.list), ERRORS.rateLimited);
    vi.setSystemTime(Date.now() + 500);
    expectSuccess(await call(svc, OPERATIONS["audio-by-task"]), "audio-by-task");
    expectError(await call(svc, OPERATIONS.list), ERRORS.rateLimited);
  });
});

describe("faults set at start with DEMO_FAULTS", () => {
  const svc = serviceForTests({ DEMO_FAULTS: "malformed=html,retryAfterSeconds=9,operations=audio-by-call|audio-by-task" });

  it("apply from the first request, to the named operations only, until cleared", async () => {
    expect((await call(svc, "/__demo/faults")).json()).toMatchObject({
      malformed: "html",
      retryAfterSeconds: 9,
      operations: ["audio-by-call", "audio-by-task"],
    });
    expectSuccess(await call(svc, OPERATIONS.list), "list");
    expect((await call(svc, OPERATIONS["audio-by-call"])).status).toBe(502);
    expect((await call(svc, OPERATIONS["audio-by-task"])).status).toBe(502);
    await clearFaults(svc);
    expectSuccess(await call(svc, OPERATIONS["audio-by-call"]), "audio-by-call");
  });
});
