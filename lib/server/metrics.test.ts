// GET /api/metrics: off (404) unless DASHBOARD_METRICS_TOKEN is set, then for its bearer
// only; and the counts an operator alerts on move when the things they count happen:
// requests by route and status, upstream answers and 429s with the pause they cause, the
// upstream budget, cache hits and misses, summaries in flight, sign-in failures and locks.
// Through the real route handlers against the demo service.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import bcrypt from "bcryptjs";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as signInRoute } from "@/app/api/auth/sign-in/route";
import { GET as listRoute } from "@/app/api/call-results/route";
import { GET as metricsRoute } from "@/app/api/metrics/route";
import { GET as summaryRoute } from "@/app/api/summary/route";
import { clearFaults, DEFAULT_DEMO_API_KEY, setFaults, startTestService, type TestService } from "@/demo-service/test-support";
import { saveEnv } from "@/test-support/saved-env";
import { lockSeconds } from "./auth/sign-in-limits";
import { resetUpstreamBudget } from "./upstream/upstream";

const TOKEN = "a-metrics-token-for-the-tests";
const PEER_PROOF = "peer-proof-of-the-metrics-test";
(globalThis as { __dashboardPeerProof?: string }).__dashboardPeerProof = PEER_PROOF;
const restoreEnv = saveEnv([
  "CALL_RESULTS_API_BASE_URL",
  "CALL_RESULTS_API_KEY",
  "DASHBOARD_METRICS_TOKEN",
  "DASHBOARD_AUTH",
  "DASHBOARD_SESSION_SECRET",
  "DASHBOARD_USERS_FILE",
  "DASHBOARD_DATA_DIR",
  "REDIS_URL",
]);
let svc: TestService;

beforeAll(async () => {
  svc = await startTestService();
  delete process.env.REDIS_URL;
  Object.assign(process.env, { CALL_RESULTS_API_BASE_URL: svc.url, CALL_RESULTS_API_KEY: DEFAULT_DEMO_API_KEY });
});
afterAll(async () => {
  await svc.stop();
  restoreEnv();
});
beforeEach(() => {
  resetUpstreamBudget();
  process.env.DASHBOARD_METRICS_TOKEN = TOKEN;
});

const scrape = (authorization?: string) =>
  metricsRoute(new NextRequest("http://dashboard.test/api/metrics", { headers: authorization ? { authorization } : {} }));

/** The metrics as text, read with the token. */
async function metrics(): Promise<string> {
  const r = await scrape(`Bearer ${TOKEN}`);
  expect(r.status).toBe(200);
  return r.text();
}

/** The value of one series (0 when absent): `name` with every label given, in any order. */
function value(text: string, name: string, labels: Record<string, string> = {}): number {
  const line = text
    .split("\n")
    .find((l) => (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : 0;
}

describe("GET /api/metrics", () => {
  it("is not there without DASHBOARD_METRICS_TOKEN, and with it answers only its bearer", async () => {
    delete process.env.DASHBOARD_METRICS_TOKEN;
    expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(404);

    process.env.DASHBOARD_METRICS_TOKEN = TOKEN;
    for (const refused of [undefined, "Bearer wrong-token", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`]) {
      const r = await scrape(refused);
      expect([refused, r.status]).toEqual([refused, 401]);
      expect(r.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(await r.text()).not.toContain("dashboard_");
    }
    const r = await scrape(`Bearer ${TOKEN}`);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await r.text();
    expect(value(text, "dashboard_redis_state", { state: "not_configured" })).toBe(1);
    expect(value(text, "dashboard_dependency_up", { dependency: "database" })).toBe(1);
    expect(value(text, "dashboard_dependency_up", { dependency: "upstream" })).toBe(1);
  });

  it("counts requests by route and status, the upstream's answers, its 429s and the pause they cause", async () => {
    const list = (query = "") => listRoute(new NextRequest(`http://dashboard.test/api/call-results${query}`));
    const before = await metrics();
    expect((await list()).status).toBe(200);
    expect((await list("?pageSize=0")).status).toBe(400);
    await setFaults(svc, { rateLimit: true, retryAfterSeconds: 7 });
    try {
      expect((await list()).status).toBe(429);
    } finally {
      await clearFaults(svc);
    }
    const after = await metrics();
    const delta = (name: string, labels: Record<string, string> = {}) => value(after, name, labels) - value(before, name, labels);
    const route = "GET /api/call-results";
    expect(delta("dashboard_http_request_duration_seconds_count", { route, status: "200" })).toBe(1);
    expect(delta("dashboard_http_request_duration_seconds_count", { route, status: "400" })).toBe(1);
    expect(delta("dashboard_http_request_duration_seconds_count", { route, status: "429" })).toBe(1);
    // The 400 never reached the upstream: one 200 and one 429 there.
    expect(delta("dashboard_upstream_request_duration_seconds_count", { status: "200" })).toBe(1);
    expect(delta("dashboard_upstream_request_duration_seconds_count", { status: "429" })).toBe(1);
    expect(delta("dashboard_upstream_rate_limited_total")).toBe(1);
    expect(delta("dashboard_upstream_paused_seconds_total")).toBeCloseTo(7, 0);
    expect(delta("dashboard_upstream_budget_wait_seconds_count", { priority: "interactive" })).toBe(2);
    expect(value(after, "dashboard_upstream_budget_waiting")).toBe(0);
  });

  it("counts the summary's cache misses, then its hits, and no summary is left in flight", async () => {
    const summary = () => summaryRoute(new NextRequest("http://dashboard.test/api/summary?status=completed"));
    const before = await metrics();
    expect((await summary()).status).toBe(200);
    const first = await metrics();
    expect((await summary()).status).toBe(200);
    const second = await metrics();
    const lookups = (text: string, result: string) => value(text, "dashboard_cache_lookups_total", { cache: "summary", result });
    expect(lookups(first, "miss") - lookups(before, "miss")).toBeGreaterThan(0);
    // The second summary is served from the cache: hits only.
    expect(lookups(second, "miss")).toBe(lookups(first, "miss"));
    expect(lookups(second, "hit") - lookups(first, "hit")).toBeGreaterThan(0);
    expect(value(second, "dashboard_in_flight", { kind: "summary" })).toBe(0);
  });

  it("counts wrong passwords and the lock they lead to", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "metrics-test-"));
    fs.writeFileSync(path.join(dir, "users.json"), JSON.stringify({ users: [{ name: "metered", role: "viewer", passwordHash: bcrypt.hashSync("right", 4) }] }));
    Object.assign(process.env, {
      DASHBOARD_AUTH: "local",
      DASHBOARD_SESSION_SECRET: "test-secret-of-at-least-32-characters!!",
      DASHBOARD_USERS_FILE: path.join(dir, "users.json"),
      DASHBOARD_DATA_DIR: dir,
    });
    const signIn = (password: string) =>
      signInRoute(
        new Request("http://dashboard.test/api/auth/sign-in", {
          method: "POST",
          body: new URLSearchParams({ name: "metered", password }),
          headers: { "content-type": "application/x-www-form-urlencoded", "x-dashboard-peer": "203.0.113.9", "x-dashboard-peer-proof": PEER_PROOF },
        }),
      );
    // The first failure that locks the account for this address, however briefly.
    let failures = 1;
    while (lockSeconds(failures) === 0) failures++;
    const before = await metrics();
    for (let i = 0; i < failures; i++) await signIn("wrong");
    // Locked now: refused before the password is checked, even the right one.
    await signIn("right");
    const after = await metrics();
    const delta = (name: string, labels: Record<string, string> = {}) => value(after, name, labels) - value(before, name, labels);
    expect(delta("dashboard_sign_ins_total", { outcome: "wrong" })).toBe(failures);
    expect(delta("dashboard_sign_ins_total", { outcome: "locked" })).toBe(1);
    expect(delta("dashboard_sign_ins_total", { outcome: "signed_in" })).toBe(0);
    expect(delta("dashboard_sign_in_locks_total")).toBe(1);
  });
});
