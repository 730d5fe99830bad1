// Two dashboard instances on two ports sharing one PostgreSQL and one Redis (throwaway
// servers from scripts/engines.ts), as behind a load balancer: the audit trail, the
// per-user rate limit, the users and the calls' notes are one for both. Then the faults: PostgreSQL
// stopped (no recording URL without its audit entry, nothing lost once it is back),
// Redis stalled (requests still answered) and Redis stopped (each instance limits in its
// own memory, with a warning). Skipped, with
// the reason, where PostgreSQL or Redis is not installed.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { type PostgresEngine, type RedisEngine, type Skipped, startPostgres, startRedis } from "@/scripts/engines";
import { DEMO_KEY, DEMO_URL, E2E_SERVER_LOG, e2ePort } from "./env";
import { serverLogStdio } from "./support";

const PASSWORD = "correct horse battery";
const SECRET = "e2e-shared-session-secret-of-32-characters";
const PER_MINUTE = 12;
const CALL = "call_demo_long";

let postgres: PostgresEngine | Skipped = { skipped: "not started" };
let redis: RedisEngine | Skipped = { skipped: "not started" };
let env: Record<string, string> = {};
const servers: ChildProcess[] = [];
const [A, B] = [`http://127.0.0.1:${e2ePort(40)}`, `http://127.0.0.1:${e2ePort(41)}`];

test.describe.configure({ mode: "serial" });

async function startDashboard(url: string): Promise<void> {
  // Each instance its own data folder: nothing is shared through the disk.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-instance-"));
  const child = spawn(process.execPath, ["dist/server.js"], {
    env: { ...process.env, ...env, PORT: new URL(url).port, DASHBOARD_DATA_DIR: dataDir },
    stdio: serverLogStdio(),
  });
  servers.push(child);
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`the dashboard on ${url} exited with ${child.exitCode} (see ${E2E_SERVER_LOG})`);
    try {
      if ((await fetch(`${url}/icon.svg`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the dashboard on ${url} did not start`);
}

/** `npm run user:add`, once, against the shared store. */
function addUser(name: string, role: string) {
  const r = spawnSync(path.join("node_modules", ".bin", "tsx"), ["--conditions=react-server", "scripts/user-add.ts", name, role], {
    input: `${PASSWORD}\n`,
    // A folder of its own: no earlier run's files to import.
    env: { ...process.env, ...env, DASHBOARD_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "e2e-user-add-")) },
    encoding: "utf8",
  });
  expect(r.status, r.stderr).toBe(0);
  expect(r.stdout).toContain(`${name} (${role}) saved in the PostgreSQL store at postgres://dashboard:***@`);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  postgres = await startPostgres();
  redis = await startRedis();
  if ("skipped" in postgres || "skipped" in redis) return;
  env = {
    NEXT_TELEMETRY_DISABLED: "1",
    CALL_RESULTS_API_BASE_URL: DEMO_URL,
    CALL_RESULTS_API_KEY: DEMO_KEY,
    DASHBOARD_AUTH: "local",
    DASHBOARD_SESSION_SECRET: SECRET,
    DASHBOARD_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
    DATABASE_URL: await postgres.createDatabase("dashboard_e2e"),
    REDIS_URL: redis.url,
  };
  addUser("ops-admin", "admin");
  addUser("dee-downloader", "downloader");
  addUser("hasty-viewer", "viewer");
  addUser("nia-listener", "listener");
  await Promise.all([A, B].map(startDashboard));
});

test.afterAll(async () => {
  for (const s of servers) s.kill("SIGTERM");
  if (!("skipped" in postgres)) postgres.stop();
  if (!("skipped" in redis)) await redis.stop();
});

test.beforeEach(() => {
  const missing = [postgres, redis].find((e): e is Skipped => "skipped" in e);
  test.skip(missing !== undefined, missing?.skipped);
});

async function signIn(page: Page, base: string, name: string) {
  await page.goto(`${base}/sign-in`);
  await page.getByLabel("User name").fill(name);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${base}/`);
}

async function apiSession(base: string, name: string): Promise<string> {
  const r = await fetch(`${base}/api/auth/sign-in`, {
    method: "POST",
    body: new URLSearchParams({ name, password: PASSWORD, next: "/" }),
    headers: { origin: base },
    redirect: "manual",
  });
  expect(r.status).toBe(303);
  return r.headers.get("set-cookie")!.split(";")[0]!;
}

const recording = (base: string, cookie: string, purpose = "") => fetch(`${base}/api/call-results/${CALL}/audio${purpose}`, { headers: { cookie } });

test("a user added once signs in on both; a play through A and a download through B are in the audit log on either", async ({ browser }) => {
  const dee = await apiSession(A, "dee-downloader");
  expect((await recording(A, dee)).status).toBe(200);
  const onB = await apiSession(B, "dee-downloader");
  expect((await recording(B, onB, "?purpose=download")).status).toBe(200);

  for (const base of [A, B]) {
    const page = await (await browser.newContext()).newPage();
    await signIn(page, base, "ops-admin");
    await page.goto(`${base}/audit?user=dee-downloader`);
    const rows = page.getByRole("table", { name: "Audit entries" }).getByRole("row");
    await expect(rows).toHaveCount(3); // the header and the two entries
    await expect(rows.nth(1)).toContainText(/dee-downloader\s*download\s*call_demo_long/);
    await expect(rows.nth(2)).toContainText(/dee-downloader\s*play\s*call_demo_long/);
    await page.context().close();
  }
});

test("the per-user rate limit counts requests across both instances", async () => {
  const cookieA = await apiSession(A, "hasty-viewer");
  const cookieB = await apiSession(B, "hasty-viewer");
  const statuses: number[] = [];
  for (let i = 0; i < PER_MINUTE + 1; i++) {
    const [base, cookie] = i % 2 ? [B, cookieB] : [A, cookieA];
    statuses.push((await fetch(`${base}/api/call-results?pageSize=1`, { headers: { cookie } })).status);
  }
  expect(statuses.slice(0, PER_MINUTE)).toEqual(Array(PER_MINUTE).fill(200));
  expect(statuses[PER_MINUTE]).toBe(429);
  expect((await fetch(`${A}/api/call-results?pageSize=1`, { headers: { cookie: cookieA } })).status).toBe(429);
});

test("a note added through A is read through B, and B's edit through A", async () => {
  const [onA, onB] = [await apiSession(A, "nia-listener"), await apiSession(B, "nia-listener")];
  const notes = async (base: string, cookie: string) =>
    ((await (await fetch(`${base}/api/calls/${CALL}/notes`, { headers: { cookie } })).json()) as { notes: Array<{ id: string; text: string }> }).notes;
  const added = await fetch(`${A}/api/calls/${CALL}/notes`, {
    method: "POST",
    headers: { cookie: onA, origin: A, "content-type": "application/json" },
    body: JSON.stringify({ text: "heard on A", atSeconds: 42 }),
  });
  expect(added.status).toBe(201);
  const { note } = (await added.json()) as { note: { id: string } };
  expect(await notes(B, onB)).toEqual([expect.objectContaining({ id: note.id, text: "heard on A" })]);
  const edited = await fetch(`${B}/api/calls/${CALL}/notes/${note.id}`, {
    method: "PATCH",
    headers: { cookie: onB, origin: B, "content-type": "application/json" },
    body: JSON.stringify({ text: "edited on B" }),
  });
  expect(edited.status).toBe(200);
  expect(await notes(A, onA)).toEqual([expect.objectContaining({ id: note.id, text: "edited on B" })]);
});

test("GET /api/health reports each dependency without a session or a secret", async () => {
  const r = await fetch(`${A}/api/health`);
  expect(r.status).toBe(200);
  const text = await r.text();
  expect(JSON.parse(text)).toEqual({
    status: "ok",
    checks: { upstream: { status: "ok" }, database: { status: "ok", engine: "postgres" }, redis: { status: "ok" } },
  });
  expect(text).not.toMatch(/127\.0\.0\.1|postgres:|redis:|dashboard:/);
});

test("PostgreSQL stopped: the recording URL is refused with a clear error, never given without its audit entry, and nothing is lost", async () => {
  if ("skipped" in postgres) return;
  const dee = await apiSession(A, "dee-downloader");
  const admin = await apiSession(B, "ops-admin");
  const entries = async () => ((await (await fetch(`${B}/api/audit?user=dee-downloader`, { headers: { cookie: admin } })).json()) as { total: number }).total;
  const before = await entries();

  postgres.pause();
  try {
    const refused = await recording(A, dee);
    expect(refused.status).toBe(503);
    const body = (await refused.json()) as { code: string; error: string; data?: unknown };
    expect(body.code).toBe("store_unavailable");
    expect(body.error).toMatch(/database cannot be reached|audit trail cannot be written/);
    expect(body.data).toBeUndefined();
    // Sign-out cannot revoke now, and says so rather than pretending.
    const out = await fetch(`${A}/api/auth/sign-out`, { method: "POST", headers: { cookie: dee, origin: A }, redirect: "manual" });
    expect(out.status).toBe(503);
    expect(await out.text()).toContain("The cookie of this browser is removed, but a copy of it would still work.");
    // Health answers are reused for 2 s, so the next fresh one says it.
    await expect
      .poll(async () => ((await (await fetch(`${A}/api/health`)).json()) as { checks: { database: { status: string } } }).checks.database.status, {
        timeout: 10_000,
      })
      .toBe("failing");
    expect((await fetch(`${A}/api/health`)).status).toBe(503);
  } finally {
    postgres.resume();
  }

  // Back: the entries from before are all there, the refused request left none, and
  // access works again with its entry.
  await expect.poll(async () => (await recording(A, dee)).status, { timeout: 15_000 }).toBe(200);
  expect(await entries()).toBe(before + 1);
});

test("Redis stalled (SIGSTOP, connection kept): signed-in requests on both instances are answered, and shared counting resumes after", async () => {
  if ("skipped" in redis) return;
  // The test before stalled PostgreSQL, and readiness reuses its answer for 2 s: start from
  // a ready A, so the 503 checked below can only come from this test's Redis stall.
  await expect.poll(async () => (await fetch(`${A}/api/health/ready`)).status, { timeout: 15_000 }).toBe(200);
  // Not ops-admin: the next test counts its requests from zero in A's memory.
  const sessions: Array<[string, string]> = [
    [A, await apiSession(A, "dee-downloader")],
    [B, await apiSession(B, "dee-downloader")],
  ];
  redis.stall();
  try {
    for (const [base, cookie] of sessions) {
      // The stall has reached this instance: its health reports Redis failing, and it is
      // ready but degraded (so the requests below meet a frozen Redis, not a working one).
      await expect
        .poll(
          async () =>
            ((await (await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5000) })).json()) as { checks: { redis: { status: string } } }).checks
              .redis.status,
          {
            timeout: 15_000,
          },
        )
        .toBe("failing");
      const ready = await fetch(`${base}/api/health/ready`, { signal: AbortSignal.timeout(5000) });
      expect(ready.status).toBe(200);
      expect(((await ready.json()) as { status: string }).status).toBe("degraded");
      for (let n = 0; n < 4; n++) {
        // Redis's commands give up after 250 ms by design; a request that waited on the frozen
        // Redis for longer than 1 s fails here (the abort), however slow the machine's 2 cores.
        const r = await fetch(`${base}/api/call-results?pageSize=1`, { headers: { cookie }, signal: AbortSignal.timeout(1000) });
        expect(r.status).toBe(200);
      }
    }
  } finally {
    redis.unstall();
  }
  await expect.poll(async () => ((await (await fetch(`${A}/api/health/ready`)).json()) as { status: string }).status, { timeout: 15_000 }).toBe("ok");
});

test("Redis stopped: each instance limits in its own memory and logs a warning; requests within it are served", async () => {
  if ("skipped" in redis) return;
  const cookie = await apiSession(A, "ops-admin");
  await redis.pause();
  try {
    await expect
      .poll(async () => ((await (await fetch(`${A}/api/health`)).json()) as { checks: { redis: { status: string } } }).checks.redis.status, { timeout: 10_000 })
      .toBe("failing");
    // Degraded, not failing: a Redis outage must not pull every instance out of rotation.
    const ready = await fetch(`${A}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as { status: string }).status).toBe("degraded");
    const statuses: number[] = [];
    for (let i = 0; i < PER_MINUTE + 1; i++) statuses.push((await fetch(`${A}/api/call-results?pageSize=1`, { headers: { cookie } })).status);
    // The fallback counts from zero on this instance, and still refuses past the limit.
    expect(statuses.slice(0, PER_MINUTE)).toEqual(Array(PER_MINUTE).fill(200));
    expect(statuses[PER_MINUTE]).toBe(429);
    expect(fs.readFileSync(E2E_SERVER_LOG, "utf8")).toContain(
      "Redis unreachable: rate limits and sign-in throttles count in this instance's memory until it is back",
    );
  } finally {
    await redis.resume();
  }
  await expect
    .poll(async () => ((await (await fetch(`${A}/api/health`)).json()) as { checks: { redis: { status: string } } }).checks.redis.status, { timeout: 15_000 })
    .toBe("ok");
});
