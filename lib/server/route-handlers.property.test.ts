// Property tests of the proxy route handlers: 10,000 generated requests against a stub
// upstream that checks everything it receives. No request may produce a 5xx, and no
// invalid request may reach the upstream.
import http from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as audioByCallRoute } from "@/app/api/call-results/[callId]/audio/route";
import { GET as audioByTaskRoute } from "@/app/api/call-results/by-call-task/[callTaskId]/audio/route";
import { GET as listRoute } from "@/app/api/call-results/route";
import { PATH_ID_PATTERN } from "@/lib/call-results/constants";
import { parseListQuery } from "@/lib/call-results/list-query";

const RUNS = 10_000;
let server: http.Server;
const received: string[] = [];
const violations: string[] = [];
const saved = { base: process.env.CALL_RESULTS_API_BASE_URL, key: process.env.CALL_RESULTS_API_KEY };

const LIST = JSON.stringify({ data: [], pagination: { total: 0, page: 1, pageSize: 20, totalPages: 0 } });
const RECORDING = JSON.stringify({
  data: { callId: "call_1", callTaskId: null, downloadUrl: "https://storage.example.com/a.wav", expiresAt: "2030-01-01T00:00:00Z" },
});

beforeAll(async () => {
  // 20,000 requests would write 20,000 log lines.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  // The stub upstream: records each request and checks it against the contract.
  server = http.createServer((req, res) => {
    const raw = req.url ?? "";
    received.push(raw);
    const url = new URL(raw, "http://upstream.test");
    const audio = /^\/api\/v1\/call-results\/(?:by-call-task\/)?([^/]+)\/audio$/.exec(url.pathname);
    if (url.pathname === "/api/v1/call-results") {
      if (!parseListQuery(url.searchParams).success) violations.push(`invalid query reached upstream: ${raw}`);
      for (const name of url.searchParams.keys())
        if (!["callTaskId", "callId", "endUserId", "agentId", "status", "createdFrom", "createdTo", "page", "pageSize", "sortBy", "sortOrder"].includes(name))
          violations.push(`unknown parameter forwarded: ${raw}`);
      res.writeHead(200, { "content-type": "application/json" }).end(LIST);
    } else if (audio && url.search === "") {
      if (!PATH_ID_PATTERN.test(decodeURIComponent(audio[1]!))) violations.push(`bad path id reached upstream: ${raw}`);
      res.writeHead(200, { "content-type": "application/json" }).end(RECORDING);
    } else {
      violations.push(`unexpected upstream path: ${raw}`);
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  process.env.CALL_RESULTS_API_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.CALL_RESULTS_API_KEY = "property-test-key";
});

afterAll(() => {
  vi.restoreAllMocks();
  server.close();
  process.env.CALL_RESULTS_API_BASE_URL = saved.base;
  process.env.CALL_RESULTS_API_KEY = saved.key;
  if (saved.base === undefined) delete process.env.CALL_RESULTS_API_BASE_URL;
  if (saved.key === undefined) delete process.env.CALL_RESULTS_API_KEY;
});

// Query strings of known and unknown parameters with hostile values and raw encodings.
const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom("callTaskId", "callId", "endUserId", "agentId", "status", "createdFrom", "createdTo", "page", "pageSize", "sortBy", "sortOrder"),
        fc.string({ maxLength: 6 }),
      ),
      fc.oneof(fc.string(), fc.constantFrom("0", "501", "20abc", "completed,bogus", "2026-02-30T00:00:00Z", "%", "%2F..%2F", "../", "\u0000", "a&b=c")),
    ),
    { maxLength: 6 },
  )
  .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${Math.random() < 0.8 ? encodeURIComponent(v) : v}`).join("&"));

// Path ids as Next hands them over after decoding.
const pathId = fc.oneof(
  fc.string({ maxLength: 140 }),
  fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/),
  fc.constantFrom("..", "../x", "a/b", "a?b", "a#b", "%2e%2e", "çall", "call_1\u202e", "", " ", "x".repeat(129)),
);

describe("proxy route handlers (property)", () => {
  it("answer 200 or 400 to any list query, and forward only valid ones", async () => {
    await fc.assert(
      fc.asyncProperty(queryString, async (qs) => {
        const before = received.length;
        const response = await listRoute(new NextRequest(`http://dashboard.test/api/call-results?${qs}`));
        expect([200, 400]).toContain(response.status);
        expect(received.length - before).toBe(response.status === 200 ? 1 : 0);
      }),
      { numRuns: RUNS },
    );
    expect(violations).toEqual([]);
  }, 300_000);

  it("answer 200 or 400 to any path id, and send upstream only allow-listed ids", async () => {
    await fc.assert(
      fc.asyncProperty(pathId, fc.boolean(), async (id, byTask) => {
        const before = received.length;
        const response = byTask
          ? await audioByTaskRoute(new Request("http://dashboard.test/x"), { params: Promise.resolve({ callTaskId: id }) })
          : await audioByCallRoute(new Request("http://dashboard.test/x"), { params: Promise.resolve({ callId: id }) });
        expect([200, 400]).toContain(response.status);
        expect(response.status === 200).toBe(PATH_ID_PATTERN.test(id));
        expect(received.length - before).toBe(response.status === 200 ? 1 : 0);
      }),
      { numRuns: RUNS },
    );
    expect(violations).toEqual([]);
  }, 300_000);
});
