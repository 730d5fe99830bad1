// Sign-in, sessions, roles, the audit trail and the per-user rate limit, through the
// real route handlers against the demo service.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import bcrypt from "bcryptjs";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as auditRoute } from "@/app/api/audit/route";
import { POST as signInRoute } from "@/app/api/auth/sign-in/route";
import { GET as listRoute } from "@/app/api/call-results/route";
import { GET as audioByCallRoute } from "@/app/api/call-results/[callId]/audio/route";
import { GET as audioByTaskRoute } from "@/app/api/call-results/by-call-task/[callTaskId]/audio/route";
import { DEFAULT_DEMO_API_KEY, FIXTURES, startTestService, type TestService } from "@/demo-service/test-support";
import type { Role } from "@/lib/roles";
import { loadAuthConfig } from "./auth-config";
import { signSession, verifySession } from "./session";

const SECRET = "test-secret-of-at-least-32-characters!!";
const PASSWORD = "correct horse battery";
const ROLE_LIST: Role[] = ["viewer", "listener", "downloader", "admin"];
const KEYS = [
  "DASHBOARD_AUTH",
  "DASHBOARD_SESSION_SECRET",
  "DASHBOARD_USERS_FILE",
  "DASHBOARD_RATE_LIMIT_PER_MINUTE",
  "CALL_RESULTS_API_BASE_URL",
  "CALL_RESULTS_API_KEY",
] as const;
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));
let svc: TestService;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "auth-test-"));

const cookieFor = (role: Role, name: string = role, expiresAt = Date.now() + 3_600_000) => `crd-session=${signSession(SECRET, { name, role }, expiresAt)}`;
const req = (url: string, cookie?: string) =>
  new NextRequest(`http://dashboard.test${url}`, { headers: { ...(cookie ? { cookie } : {}), "x-forwarded-for": "203.0.113.7" } });
const list = (cookie?: string) => listRoute(req("/api/call-results?pageSize=1", cookie));
const play = (cookie?: string, purpose = "") =>
  audioByCallRoute(req(`/api/call-results/${FIXTURES.longCallId}/audio${purpose}`, cookie), { params: Promise.resolve({ callId: FIXTURES.longCallId }) });
const byTask = (cookie?: string) =>
  audioByTaskRoute(req(`/api/call-results/by-call-task/${FIXTURES.longTaskId}/audio`, cookie), {
    params: Promise.resolve({ callTaskId: FIXTURES.longTaskId }),
  });
const audit = (cookie: string, query = "") => auditRoute(req(`/api/audit${query}`, cookie));

function signIn(fields: Record<string, string>) {
  const body = new URLSearchParams(fields);
  return signInRoute(
    new Request("http://dashboard.test/api/auth/sign-in", {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "203.0.113.9" },
    }),
  );
}

beforeAll(async () => {
  svc = await startTestService();
  const users = await Promise.all(ROLE_LIST.map(async (role) => ({ name: role, role, passwordHash: await bcrypt.hash(PASSWORD, 4) })));
  fs.writeFileSync(path.join(dir, "users.json"), JSON.stringify({ users }));
});
beforeEach(() => {
  Object.assign(process.env, {
    DASHBOARD_AUTH: "local",
    DASHBOARD_SESSION_SECRET: SECRET,
    DASHBOARD_USERS_FILE: path.join(dir, "users.json"),
    DASHBOARD_RATE_LIMIT_PER_MINUTE: "1000",
    CALL_RESULTS_API_BASE_URL: svc.url,
    CALL_RESULTS_API_KEY: DEFAULT_DEMO_API_KEY,
  });
});
afterAll(async () => {
  await svc.stop();
  for (const k of KEYS) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

describe("sessions", () => {
  it("accept a signed cookie until it expires, and nothing tampered", () => {
    const now = Date.now();
    const value = signSession(SECRET, { name: "alice", role: "listener" }, now + 1000);
    expect(verifySession(SECRET, value, now)).toEqual({ name: "alice", role: "listener" });
    expect(verifySession(SECRET, value, now + 1000)).toBeNull();
    expect(verifySession("another-secret-of-32-characters-or-more", value, now)).toBeNull();
    const [payload, sig] = value.split(".");
    const forged = Buffer.from(JSON.stringify({ u: "alice", r: "admin", exp: now + 1000 })).toString("base64url");
    expect(verifySession(SECRET, `${forged}.${sig}`, now)).toBeNull();
    expect(verifySession(SECRET, `${payload}.${sig}x`, now)).toBeNull();
    expect(verifySession(SECRET, "garbage", now)).toBeNull();
    expect(verifySession(SECRET, undefined, now)).toBeNull();
  });

  it("need a secret, and refuse modes that do not exist yet, naming the variable", () => {
    expect(() => loadAuthConfig({ DASHBOARD_AUTH: "local" })).toThrow(/DASHBOARD_SESSION_SECRET/);
    expect(() => loadAuthConfig({ DASHBOARD_AUTH: "oidc", DASHBOARD_SESSION_SECRET: SECRET })).toThrow(/OIDC_ISSUER_URL must be set/);
    expect(() =>
      loadAuthConfig({ DASHBOARD_AUTH: "oidc", DASHBOARD_SESSION_SECRET: SECRET, OIDC_ISSUER_URL: "https://id.example.com", OIDC_CLIENT_ID: "x" }),
    ).toThrow(/OIDC_CLIENT_SECRET/);
    expect(() =>
      loadAuthConfig({ DASHBOARD_AUTH: "oidc", DASHBOARD_SESSION_SECRET: SECRET, OIDC_ISSUER_URL: "ftp://id", OIDC_CLIENT_ID: "x", OIDC_CLIENT_SECRET: "y" }),
    ).toThrow(/OIDC_ISSUER_URL must be an http/);
    expect(
      loadAuthConfig({
        DASHBOARD_AUTH: "oidc",
        DASHBOARD_SESSION_SECRET: SECRET,
        OIDC_ISSUER_URL: "https://id.example.com",
        OIDC_CLIENT_ID: "x",
        OIDC_CLIENT_SECRET: "y",
        PORT: "4000",
      }).oidc,
    ).toMatchObject({
      roleClaim: "dashboard_role",
      defaultRole: "viewer",
      publicUrl: "http://localhost:4000",
    });
    expect(() => loadAuthConfig({ DASHBOARD_AUTH: "proxy" })).toThrow(/DASHBOARD_TRUSTED_PROXIES/);
    expect(() => loadAuthConfig({ DASHBOARD_AUTH: "proxy", DASHBOARD_TRUSTED_PROXIES: "10.0.0.1", DASHBOARD_PROXY_DEFAULT_ROLE: "boss" })).toThrow(
      /DASHBOARD_PROXY_DEFAULT_ROLE/,
    );
    expect(loadAuthConfig({ DASHBOARD_AUTH: "proxy", DASHBOARD_TRUSTED_PROXIES: "10.0.0.1, 10.0.0.2" }).proxy).toEqual({
      trusted: ["10.0.0.1", "10.0.0.2"],
      userHeader: "x-forwarded-user",
      roleHeader: "x-forwarded-role",
      defaultRole: "viewer",
    });
    expect(() => loadAuthConfig({ DASHBOARD_AUTH: "sometimes" })).toThrow(/DASHBOARD_AUTH must be/);
    expect(loadAuthConfig({}).mode).toBe("off");
    expect(loadAuthConfig({ DASHBOARD_AUTH: "none" }).mode).toBe("none");
  });
});

describe("every API route without a valid session", () => {
  it("answers 401, whether the cookie is missing, tampered or expired", async () => {
    const tampered = `${cookieFor("admin")}x`;
    const expired = cookieFor("admin", "admin", Date.now() - 1);
    for (const cookie of [undefined, tampered, expired]) {
      for (const r of [await list(cookie), await play(cookie), await byTask(cookie), await audit(cookie ?? "")]) {
        expect(r.status).toBe(401);
        expect((await r.json()).code).toBe("unauthenticated");
      }
    }
  });
});

describe("the role matrix", () => {
  const expected: Record<Role, { list: number; play: number; task: number; download: number; audit: number }> = {
    viewer: { list: 200, play: 403, task: 403, download: 403, audit: 403 },
    listener: { list: 200, play: 200, task: 200, download: 403, audit: 403 },
    downloader: { list: 200, play: 200, task: 200, download: 200, audit: 403 },
    admin: { list: 200, play: 200, task: 200, download: 200, audit: 200 },
  };
  it.each(ROLE_LIST)("%s", async (role) => {
    const c = cookieFor(role);
    const got = {
      list: (await list(c)).status,
      play: (await play(c)).status,
      task: (await byTask(c)).status,
      download: (await play(c, "?purpose=download")).status,
      audit: (await audit(c)).status,
    };
    expect(got).toEqual(expected[role]);
  });
});

describe("the audit trail", () => {
  it("records play and download, with user, target, client and outcome; filters and exports CSV", async () => {
    await play(cookieFor("listener", "lena"));
    await play(cookieFor("listener", "lena"), "?purpose=download");
    await play(cookieFor("downloader", "dora"), "?purpose=download");
    const admin = cookieFor("admin", "ada");

    const lena = (await (await audit(admin, "?user=lena")).json()) as { entries: Array<Record<string, string>>; total: number };
    expect(lena.total).toBe(2);
    expect(lena.entries.map((e) => [e.action, e.outcome])).toEqual([
      ["download", "forbidden"],
      ["play", "issued"],
    ]);
    expect(lena.entries[1]).toMatchObject({ user: "lena", callId: FIXTURES.longCallId, client: "203.0.113.7" });

    const downloads = (await (await audit(admin, "?action=download&user=dora")).json()) as { entries: Array<Record<string, string>> };
    expect(downloads.entries).toHaveLength(1);
    expect(downloads.entries[0]).toMatchObject({ user: "dora", action: "download", outcome: "issued" });

    const csv = await audit(admin, "?format=csv&user=lena");
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toContain("attachment");
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe("at,user,action,callId,callTaskId,client,outcome");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(",lena,download,");
  });
});

describe("sign-in", () => {
  it("sets an httpOnly, SameSite=Lax session cookie for the right password", async () => {
    const r = await signIn({ name: "listener", password: PASSWORD, next: "/calls/call_demo_long?t=5" });
    expect(r.status).toBe(303);
    expect(r.headers.get("location")).toBe("/calls/call_demo_long?t=5");
    const cookie = r.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^crd-session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=28800/);
    const value = /^crd-session=([^;]+)/.exec(cookie)![1]!;
    expect(verifySession(SECRET, value)).toEqual({ name: "listener", role: "listener" });
  });

  it("answers wrong names and passwords alike, and never redirects off-site", async () => {
    for (const fields of [
      { name: "listener", password: "wrong password" },
      { name: "nobody", password: PASSWORD },
    ]) {
      const r = await signIn({ ...fields, next: "//evil.example/x" });
      expect(r.status).toBe(303);
      expect(r.headers.get("location")).toBe("/sign-in?error=1&next=%2F");
      expect(r.headers.get("set-cookie")).toBeNull();
    }
  });

  it("slows down repeated failures", async () => {
    for (let i = 0; i < 3; i++) await signIn({ name: "viewer", password: "nope nope nope" });
    const started = Date.now();
    await signIn({ name: "viewer", password: "nope nope nope" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });
});

describe("the per-user rate limit", () => {
  it("answers 429 with Retry-After once a user's budget is spent, other users unaffected", async () => {
    process.env.DASHBOARD_RATE_LIMIT_PER_MINUTE = "3";
    const c = cookieFor("viewer", "hasty");
    for (let i = 0; i < 3; i++) expect((await list(c)).status).toBe(200);
    const limited = await list(c);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await list(cookieFor("viewer", "calm"))).status).toBe(200);
  });
});
