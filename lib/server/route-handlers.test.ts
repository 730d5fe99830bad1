// The three proxy route handlers against the demo service over HTTP (with its fault
// switches), and against tiny stub upstreams where a sequence must be exact.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as benchRoute } from "@/app/api/bench-passthrough/route";
import { GET as audioByCallRoute } from "@/app/api/call-results/[callId]/audio/route";
import { GET as audioByTaskRoute } from "@/app/api/call-results/by-call-task/[callTaskId]/audio/route";
import { GET as listRoute } from "@/app/api/call-results/route";
import { clearFaults, DEFAULT_DEMO_API_KEY, FIXTURES, ORPHAN_API_KEY, setFaults, startTestService, type TestService } from "@/demo-service/test-support";
import { listResponseSchema, pendingSchema, recordingResponseSchema } from "@/lib/call-results";
import { resetUpstreamBudget } from "@/lib/server/upstream/upstream";
import { saveEnv } from "@/test-support/saved-env";

let svc: TestService;
const ENV_KEYS = ["CALL_RESULTS_API_BASE_URL", "CALL_RESULTS_API_KEY", "CALL_RESULTS_TIMEOUT_MS"] as const;
const restoreEnv = saveEnv(ENV_KEYS);

function useUpstream(baseUrl: string, key = DEFAULT_DEMO_API_KEY, timeoutMs = "1500") {
  process.env.CALL_RESULTS_API_BASE_URL = baseUrl;
  process.env.CALL_RESULTS_API_KEY = key;
  process.env.CALL_RESULTS_TIMEOUT_MS = timeoutMs;
}

interface Result {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}
async function read(response: Response): Promise<Result> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, body, text };
}

const list = (query = "", headers: Record<string, string> = {}) =>
  listRoute(new NextRequest(`http://dashboard.test/api/call-results${query}`, { headers })).then(read);
const audioByCall = (callId: string) => audioByCallRoute(new Request("http://dashboard.test/x"), { params: Promise.resolve({ callId }) }).then(read);
const audioByTask = (callTaskId: string) => audioByTaskRoute(new Request("http://dashboard.test/x"), { params: Promise.resolve({ callTaskId }) }).then(read);
const operations = {
  list: () => list(),
  "audio by call": () => audioByCall(FIXTURES.longCallId),
  "audio by task": () => audioByTask(FIXTURES.longTaskId),
};

interface Seen {
  url: string;
  headers: Record<string, string>;
  status: number;
}
async function upstreamRequests(): Promise<Seen[]> {
  const r = await fetch(`${svc.url}/__demo/requests`);
  return ((await r.json()) as { requests: Seen[] }).requests;
}
async function forgetRequests() {
  await fetch(`${svc.url}/__demo/requests`, { method: "DELETE" });
}

beforeAll(async () => {
  svc = await startTestService({ DEMO_PENDING_SECONDS: "1" });
});
afterAll(async () => {
  await svc.stop();
  restoreEnv();
});
beforeEach(async () => {
  resetUpstreamBudget();
  useUpstream(svc.url);
  await clearFaults(svc);
  await forgetRequests();
});
afterEach(() => vi.restoreAllMocks());

describe("GET /api/call-results", () => {
  it("answers the upstream's page, validated, with private no-store caching", async () => {
    const r = await list("?status=completed&sortBy=durationSeconds&pageSize=5");
    expect(r.status).toBe(200);
    const body = listResponseSchema.parse(r.body);
    expect(body.data).toHaveLength(5);
    expect(body.data.every((c) => c.status === "completed")).toBe(true);
    expect(r.headers.get("cache-control")).toBe("private, no-store");
    const seen = await upstreamRequests();
    expect(seen.map((s) => s.url)).toEqual(["/api/v1/call-results?status=completed&pageSize=5&sortBy=durationSeconds"]);
  });

  it.each([
    ["pageSize=0", "pageSize"],
    ["pageSize=501", "pageSize"],
    ["pageSize=20abc", "pageSize"],
    ["page=0", "page"],
    ["page=-1", "page"],
    ["sortBy=agentName", "sortBy"],
    ["sortOrder=sideways", "sortOrder"],
    ["status=completed,exploded", "status"],
    ["callId=", "callId"],
    ["callTaskId=", "callTaskId"],
    ["endUserId=", "endUserId"],
    ["agentId=", "agentId"],
    ["createdFrom=yesterday", "createdFrom"],
    ["createdTo=2026-02-30T25:00:00Z", "createdTo"],
  ])("rejects %s with 400 naming %s, and sends nothing upstream", async (query, param) => {
    const r = await list(`?${query}`);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: "invalid_request", details: [{ param }] });
    expect(r.body.error).toContain(param);
    expect(await upstreamRequests()).toEqual([]);
  });

  it("forwards only the spec's parameters, rebuilt", async () => {
    const r = await list("?pageSize=5&foo=bar&x-api-key=evil&callId=call_1%26admin%3Dtrue");
    expect(r.status).toBe(200);
    const [seen] = await upstreamRequests();
    expect(seen!.url).toBe("/api/v1/call-results?callId=call_1%26admin%3Dtrue&pageSize=5");
  });

  it("forwards no header of the caller: not cookies, credentials, forwarding headers or their own key", async () => {
    const r = await list("", {
      cookie: "session=abc",
      authorization: "Bearer caller-token",
      "x-forwarded-for": "203.0.113.9",
      "x-forwarded-host": "evil.example",
      "x-real-ip": "203.0.113.9",
      "x-api-key": "caller-supplied-key",
      "x-custom": "1",
    });
    // Had the caller's key gone upstream instead of the server's, the answer would be 502.
    expect(r.status).toBe(200);
    const [seen] = await upstreamRequests();
    const names = Object.keys(seen!.headers);
    for (const name of ["cookie", "authorization", "x-forwarded-for", "x-forwarded-host", "x-real-ip", "x-custom"]) {
      expect(names).not.toContain(name);
    }
    expect(seen!.headers["x-api-key"]).toBe("<redacted>");
    expect(seen!.headers.accept).toBe("application/json");
  });

  it("maps an orphaned key to project_not_found", async () => {
    useUpstream(svc.url, ORPHAN_API_KEY);
    const r = await list();
    expect(r.status).toBe(502);
    expect(r.body.code).toBe("project_not_found");
  });

  it("shares one upstream call between identical requests in flight", async () => {
    await setFaults(svc, { latencyMs: 300 });
    const [a, b, c] = await Promise.all([list("?pageSize=3"), list("?pageSize=3"), list("?pageSize=4")]);
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(a.body).toEqual(b.body);
    const urls = (await upstreamRequests()).map((s) => s.url).sort();
    expect(urls).toEqual(["/api/v1/call-results?pageSize=3", "/api/v1/call-results?pageSize=4"]);
  });

  it("tolerates extra fields and drops them", async () => {
    await setFaults(svc, { extraFields: true });
    const r = await list("?pageSize=2");
    expect(r.status).toBe(200);
    expect(r.text).not.toContain("unexpectedExtra");
    expect(listResponseSchema.parse(r.body).data).toHaveLength(2);
  });
});

describe("the audio routes", () => {
  it("answer the signed recording info with no-store", async () => {
    const r = await audioByCall(FIXTURES.longCallId);
    expect(r.status).toBe(200);
    expect(recordingResponseSchema.parse(r.body).data.callId).toBe(FIXTURES.longCallId);
    expect(r.headers.get("cache-control")).toBe("no-store");
    const t = await audioByTask(FIXTURES.longTaskId);
    expect(t.status).toBe(200);
    expect(recordingResponseSchema.parse(t.body).data.callTaskId).toBe(FIXTURES.longTaskId);
    expect(t.headers.get("cache-control")).toBe("no-store");
  });

  it("answer 404 recording_not_found for a call without audio and an unknown task", async () => {
    expect((await audioByCall(FIXTURES.noAudioCallId)).body).toMatchObject({ code: "recording_not_found" });
    expect((await audioByCall(FIXTURES.noAudioCallId)).status).toBe(404);
    const t = await audioByTask("task_does_not_exist");
    expect(t.status).toBe(404);
    expect(t.body.code).toBe("recording_not_found");
  });

  it("turn pending into 202 with the pending object, then ready", async () => {
    const first = await audioByTask(FIXTURES.pendingTaskId);
    expect(first.status).toBe(202);
    expect(pendingSchema.parse(first.body)).toMatchObject({ status: "pending", callTaskId: FIXTURES.pendingTaskId });
    expect(first.headers.get("cache-control")).toBe("no-store");
    await new Promise((r) => setTimeout(r, 1300));
    const ready = await audioByTask(FIXTURES.pendingTaskId);
    expect(ready.status).toBe(200);
    expect(recordingResponseSchema.parse(ready.body).data.callId).toBe(FIXTURES.pendingCallId);
  });

  // What Next hands a handler after decoding the path: `..%2F` → "../", `%3F` → "?",
  // `%23` → "#", `%252e%252e` → "%2e%2e".
  it.each([
    "../x",
    "..",
    "../../api/v1/call-results",
    "a/b",
    "a?b=c",
    "a#b",
    "%2e%2e",
    "call 1",
    "çall_1",
    "call_1\u202e",
    "",
    "x".repeat(129),
    "-leading",
    ".hidden",
  ])("reject the path id %j with 400 before anything goes upstream", async (id) => {
    for (const r of [await audioByCall(id), await audioByTask(id)]) {
      expect(r.status).toBe(400);
      expect(r.body.code).toBe("invalid_request");
    }
    expect(await upstreamRequests()).toEqual([]);
  });
});

describe("every upstream error condition on every operation", () => {
  it.each(Object.keys(operations))("%s: a rejected key is 502 upstream_key_rejected, naming the variable", async (op) => {
    useUpstream(svc.url, "wrong-key-123");
    const r = await operations[op as keyof typeof operations]();
    expect(r.status).toBe(502);
    expect(r.body.code).toBe("upstream_key_rejected");
    expect(r.body.error).toContain("CALL_RESULTS_API_KEY");
    expect(r.text).not.toContain("wrong-key-123");
  });

  it.each(Object.keys(operations))("%s: access denied is 502 upstream_access_denied", async (op) => {
    await setFaults(svc, { accessDenied: true });
    const r = await operations[op as keyof typeof operations]();
    expect([r.status, r.body.code]).toEqual([502, "upstream_access_denied"]);
  });

  it.each(Object.keys(operations))("%s: a rate limit is 429 with the upstream's Retry-After, not retried", async (op) => {
    await setFaults(svc, { rateLimit: true, retryAfterSeconds: 7 });
    const r = await operations[op as keyof typeof operations]();
    expect([r.status, r.body.code]).toEqual([429, "rate_limited"]);
    expect(r.headers.get("retry-after")).toBe("7");
    expect(await upstreamRequests()).toHaveLength(1);
  });

  it("after a rate limit, later requests are refused with the time left, without reaching the upstream", async () => {
    await setFaults(svc, { rateLimit: true, retryAfterSeconds: 30 });
    expect((await operations.list()).status).toBe(429);
    await clearFaults(svc);
    await forgetRequests();
    for (const op of Object.values(operations)) {
      const r = await op();
      expect([r.status, r.body.code]).toEqual([429, "rate_limited"]);
      expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(25);
      expect(Number(r.headers.get("retry-after"))).toBeLessThanOrEqual(30);
    }
    expect(await upstreamRequests()).toHaveLength(0);
  });

  it.each(Object.keys(operations))("%s: a 5xx is retried twice, then 502 upstream_error", async (op) => {
    await setFaults(svc, { errorRate: 1 });
    const r = await operations[op as keyof typeof operations]();
    expect([r.status, r.body.code]).toEqual([502, "upstream_error"]);
    expect(r.text).not.toContain("INTERNAL_SERVER_ERROR");
    expect(await upstreamRequests()).toHaveLength(3);
  });

  // [what the service sends, the fault, the answer, what of it must not reach the browser]
  const MALFORMED = [
    ["a gateway's HTML page", "html", "upstream_error", "<html"],
    ["cut-off JSON", "truncated", "upstream_error", undefined],
    ["JSON of the wrong types", "wrong-types", "bad_upstream_response", "exploded"],
  ] as const;
  it.each(MALFORMED.flatMap((row) => Object.keys(operations).map((op) => [op, ...row] as const)))(
    "%s: %s is 502 %s",
    async (op, _what, malformed, code, hidden) => {
      await setFaults(svc, { malformed });
      const r = await operations[op as keyof typeof operations]();
      expect([r.status, r.body.code]).toEqual([502, code]);
      if (hidden) expect(r.text).not.toContain(hidden);
    },
  );

  it.each(Object.keys(operations))("%s: no answer within the timeout is 504 upstream_timeout", async (op) => {
    useUpstream(svc.url, DEFAULT_DEMO_API_KEY, "400");
    await setFaults(svc, { latencyMs: 2000 });
    const started = Date.now();
    const r = await operations[op as keyof typeof operations]();
    expect([r.status, r.body.code]).toEqual([504, "upstream_timeout"]);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("an unreachable service is 502 upstream_error", async () => {
    useUpstream("http://127.0.0.1:9");
    const r = await list();
    expect([r.status, r.body.code]).toEqual([502, "upstream_error"]);
  });
});

describe("logging", () => {
  it("writes one structured line per request, without the key or URL signatures", async () => {
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: unknown) => void lines.push(String(line)));
    await list("?pageSize=1");
    await audioByCall(FIXTURES.longCallId);
    await audioByCall("../etc");
    expect(lines).toHaveLength(3);
    const entries = lines.map((l) => JSON.parse(l));
    expect(entries[0]).toMatchObject({ route: "GET /api/call-results", status: 200, upstreamStatus: 200, code: null });
    expect(entries[1]).toMatchObject({ route: "GET /api/call-results/{callId}/audio", status: 200, upstreamStatus: 200 });
    expect(entries[2]).toMatchObject({ status: 400, upstreamStatus: null, code: "invalid_request" });
    for (const e of entries) expect(typeof e.durationMs).toBe("number");
    for (const l of lines) {
      expect(l).not.toContain(DEFAULT_DEMO_API_KEY);
      expect(l).not.toContain("signature");
    }
  });
});

describe("against stub upstreams", () => {
  const stubs: http.Server[] = [];
  async function stub(handler: http.RequestListener): Promise<string> {
    const server = http.createServer(handler);
    stubs.push(server);
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  afterAll(() => stubs.forEach((s) => s.close()));
  const page = { data: [], pagination: { total: 0, page: 1, pageSize: 20, totalPages: 0 } };

  it("recovers when a retry succeeds", async () => {
    let calls = 0;
    useUpstream(
      await stub((_req, res) => {
        calls++;
        if (calls < 3) return void res.writeHead(503).end("busy");
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(page));
      }),
    );
    const r = await list();
    expect(r.status).toBe(200);
    expect(calls).toBe(3);
  });

  it("does not retry a 4xx", async () => {
    let calls = 0;
    useUpstream(
      await stub((_req, res) => {
        calls++;
        res.writeHead(422, { "content-type": "application/json" }).end(JSON.stringify({ success: false, error: { issues: [] } }));
      }),
    );
    const r = await list();
    expect([r.status, r.body.code]).toEqual([400, "invalid_request"]);
    expect(calls).toBe(1);
  });

  it("turns an HTTP-date Retry-After into seconds", async () => {
    useUpstream(
      await stub((_req, res) => {
        res.writeHead(429, { "retry-after": new Date(Date.now() + 30_000).toUTCString() }).end("slow down");
      }),
    );
    const r = await list();
    expect(r.status).toBe(429);
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThanOrEqual(28);
    expect(Number(r.headers.get("retry-after"))).toBeLessThanOrEqual(31);
  });

  it("refuses an answer larger than the cap", async () => {
    useUpstream(
      await stub((_req, res) => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(`{"data":[],"pad":"${"x".repeat(9 * 1024 * 1024)}"}`);
      }),
    );
    const r = await list();
    expect([r.status, r.body.code]).toEqual([502, "bad_upstream_response"]);
  });

  it("does not follow redirects", async () => {
    let redirectedTo = 0;
    const target = await stub((_req, res) => {
      redirectedTo++;
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(page));
    });
    useUpstream(await stub((_req, res) => res.writeHead(302, { location: `${target}/steal` }).end()));
    const r = await list();
    expect(r.status).toBe(502);
    expect(redirectedTo).toBe(0);
  });

  it("the bench pass-through neither exists unless asked for nor follows a redirect with the key (issue #16, Low)", async () => {
    const keysSeen: string[] = [];
    const target = await stub((req, res) => {
      keysSeen.push(String(req.headers["x-api-key"]));
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(page));
    });
    useUpstream(await stub((_req, res) => res.writeHead(302, { location: `${target}/steal` }).end()));
    const saved = process.env.BENCH_PASSTHROUGH;
    try {
      delete process.env.BENCH_PASSTHROUGH;
      expect((await benchRoute(new NextRequest("http://dashboard.test/api/bench-passthrough"))).status).toBe(404);
      process.env.BENCH_PASSTHROUGH = "1";
      const r = await benchRoute(new NextRequest("http://dashboard.test/api/bench-passthrough?pageSize=1"));
      expect(r.status).toBeGreaterThanOrEqual(500);
      expect(keysSeen).toEqual([]);
    } finally {
      if (saved === undefined) delete process.env.BENCH_PASSTHROUGH;
      else process.env.BENCH_PASSTHROUGH = saved;
    }
  });
});
