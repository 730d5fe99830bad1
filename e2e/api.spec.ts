// The dashboard's API through the real Next server: what a browser (or an attacker)
// can send, and what reaches the upstream.
import http from "node:http";
import { expect, test } from "@playwright/test";
import { listResponseSchema, pendingSchema, recordingResponseSchema } from "@/lib/call-results";
import { DEMO_URL, E2E_PORT } from "./env";

/** A raw request: the path goes out byte for byte, with no client-side normalisation. */
function rawGet(path: string, method = "GET"): Promise<{ status: number; body: string; allow?: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: Number(E2E_PORT), path, method }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, allow: res.headers.allow }));
    });
    req.on("error", reject);
    req.end();
  });
}

async function upstreamUrls(): Promise<string[]> {
  const r = await fetch(`${DEMO_URL}/__demo/requests`);
  return ((await r.json()) as { requests: Array<{ url: string }> }).requests.map((x) => x.url);
}

test.beforeEach(async () => {
  await fetch(`${DEMO_URL}/__demo/faults`, { method: "DELETE" });
  await fetch(`${DEMO_URL}/__demo/requests`, { method: "DELETE" });
});
// Faults are global to the demo service: never leave one on for the next file.
test.afterEach(async () => {
  await fetch(`${DEMO_URL}/__demo/faults`, { method: "DELETE" });
});

test("the list route answers validated data and rejects bad input before the upstream", async ({ request }) => {
  const ok = await request.get("/api/call-results?status=completed&pageSize=3&unknown=1");
  expect(ok.status()).toBe(200);
  expect(listResponseSchema.parse(await ok.json()).data).toHaveLength(3);

  const bad = await request.get("/api/call-results?pageSize=501&status=exploded");
  expect(bad.status()).toBe(400);
  const body = await bad.json();
  expect(body.code).toBe("invalid_request");
  expect(body.details.map((d: { param: string }) => d.param).sort()).toEqual(["pageSize", "status"]);
  expect(await upstreamUrls()).toEqual(["/api/v1/call-results?status=completed&pageSize=3"]);
});

for (const attempt of [
  "..%2F..%2Fapi%2Fv1%2Fcall-results",
  "..%2F",
  "call_1%2Faudio",
  "call_1%3Fx%3D1",
  "call_1%23frag",
  "%252e%252e",
  "%2e%2e",
  "..",
  "%C3%A7all_1",
  "call%00_1",
]) {
  test(`path traversal attempt ${attempt} never reaches the upstream`, async () => {
    for (const path of [`/api/call-results/${attempt}/audio`, `/api/call-results/by-call-task/${attempt}/audio`]) {
      const r = await rawGet(path);
      // 400 from the allow-list, or 404 where Next's router matched no route at all.
      expect([400, 404]).toContain(r.status);
    }
    expect(await upstreamUrls()).toEqual([]);
  });
}

test("audio routes answer signed info, pending then ready, and not found", async ({ request }) => {
  const info = await request.get("/api/call-results/call_demo_long/audio");
  expect(info.status()).toBe(200);
  expect(info.headers()["cache-control"]).toBe("no-store");
  expect(recordingResponseSchema.parse(await info.json()).data.downloadUrl).toContain("/recordings/call_demo_long.wav");

  const missing = await request.get("/api/call-results/call_demo_no_audio/audio");
  expect(missing.status()).toBe(404);
  expect((await missing.json()).code).toBe("recording_not_found");

  // The demo service's pending clock starts at the first ask after a reset, so this task
  // is pending now (DEMO_PENDING_SECONDS=2 in the e2e servers), then ready.
  expect((await fetch(`${DEMO_URL}/__demo/pending`, { method: "DELETE" })).ok).toBe(true);
  const pending = await request.get("/api/call-results/by-call-task/task_demo_pending/audio");
  expect(pending.status()).toBe(202);
  expect(pendingSchema.parse(await pending.json()).callTaskId).toBe("task_demo_pending");
  await expect
    .poll(async () => (await request.get("/api/call-results/by-call-task/task_demo_pending/audio")).status(), { timeout: 10_000, intervals: [500] })
    .toBe(200);
});

test("upstream faults map to the dashboard's codes", async ({ request }) => {
  const cases: Array<[Record<string, unknown>, number, string]> = [
    [{ accessDenied: true }, 502, "upstream_access_denied"],
    [{ malformed: "html" }, 502, "upstream_error"],
    [{ malformed: "wrong-types" }, 502, "bad_upstream_response"],
    // Last: a rate limit holds back every later request until its Retry-After has passed.
    [{ rateLimit: true, retryAfterSeconds: 3 }, 429, "rate_limited"],
  ];
  for (const [faults, status, code] of cases) {
    await fetch(`${DEMO_URL}/__demo/faults`, { method: "PUT", body: JSON.stringify(faults) });
    const r = await request.get("/api/call-results");
    expect(r.status(), JSON.stringify(faults)).toBe(status);
    expect((await r.json()).code).toBe(code);
    if (status === 429) expect(r.headers()["retry-after"]).toBe("3");
  }
  // The service would answer now, but the dashboard honours the Retry-After it was given.
  await fetch(`${DEMO_URL}/__demo/faults`, { method: "DELETE" });
  await fetch(`${DEMO_URL}/__demo/requests`, { method: "DELETE" });
  const held = await request.get("/api/call-results?page=2");
  expect([held.status(), (await held.json()).code]).toEqual([429, "rate_limited"]);
  const upstream = (await (await fetch(`${DEMO_URL}/__demo/requests`)).json()) as { requests: unknown[] };
  expect(upstream.requests).toHaveLength(0);
  await expect.poll(async () => (await request.get("/api/call-results?page=2")).status(), { timeout: 10_000, intervals: [500] }).toBe(200);
});

test("stray methods and the unused image optimiser get a clear 405 and 400, never a 500", async () => {
  for (const path of ["/", "/api/call-results", "/api/health/live", "/no-such-page"]) {
    const traced = await rawGet(path, "TRACE");
    expect(traced.status, `TRACE ${path}`).toBe(405);
    expect(traced.allow).toContain("GET");
    expect(JSON.parse(traced.body)).toMatchObject({ code: "method_not_allowed" });
  }
  const image = await rawGet("/_next/image?url=/icon.svg&w=64&q=75");
  expect(image.status).toBe(400);
  expect(JSON.parse(image.body)).toMatchObject({ code: "invalid_request" });
});
