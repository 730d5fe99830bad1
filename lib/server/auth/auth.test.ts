// Sign-in, sessions, roles, the audit trail and the per-user rate limit, through the
// real route handlers against the demo service.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import bcrypt from "bcryptjs";
import { NextRequest } from "next/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as auditRoute } from "@/app/api/audit/route";
import { POST as signInRoute } from "@/app/api/auth/sign-in/route";
import { POST as signOutRoute } from "@/app/api/auth/sign-out/route";
import { GET as audioByCallRoute } from "@/app/api/call-results/[callId]/audio/route";
import { GET as audioByTaskRoute } from "@/app/api/call-results/by-call-task/[callTaskId]/audio/route";
import { GET as listRoute } from "@/app/api/call-results/route";
import { FIXTURES } from "@/demo-service/test-support";
import type { Role } from "@/lib/roles";
import { routeTestEnv } from "@/test-support/route-env";
import { TEST_SESSION_SECRET as SECRET, sessionCookieFor } from "@/test-support/route-requests";
import { loadDashboardConfig } from "../config";
import { signValue } from "../signed-value";
import { MAX_FIELD_LENGTH, recordAudit } from "../store/audit";
import { listAudit } from "../store/audit-read";
import { currentStore } from "../store/current-store";
import { loadAuthConfig } from "./auth-config";
import { identityOf } from "./oidc";
import { signSession, verifySession } from "./session";
import { issueTime } from "./session-generations";
import { deleteUser, saveUser } from "./users";

const PASSWORD = "correct horse battery";
const ROLE_LIST: Role[] = ["viewer", "listener", "downloader", "admin"];
// Each test's store imports these users when first opened.
const usersFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "auth-test-")), "users.json");
routeTestEnv({ name: "auth-test", service: {}, env: { DASHBOARD_USERS_FILE: usersFile } });

const cookieFor = (role: Role, name: string = role, expiresAt?: number) => sessionCookieFor(name, role, expiresAt);
// What server/peer-address-server.ts does for every request: the real peer, with its proof.
const PEER_PROOF = "peer-proof-of-this-test-process";
(globalThis as { __dashboardPeerProof?: string }).__dashboardPeerProof = PEER_PROOF;
const fromPeer = (peer: string) => ({ "x-dashboard-peer": peer, "x-dashboard-peer-proof": PEER_PROOF });
const req = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  new NextRequest(`http://dashboard.test${url}`, { headers: { ...(cookie ? { cookie } : {}), ...fromPeer("203.0.113.7"), ...headers } });
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
  const users = await Promise.all(ROLE_LIST.map(async (role) => ({ name: role, role, passwordHash: await bcrypt.hash(PASSWORD, 4) })));
  fs.writeFileSync(usersFile, JSON.stringify({ users }));
});

describe("sessions", () => {
  it("accept a signed cookie until it expires, and nothing tampered", () => {
    const now = Date.now();
    const value = signSession(SECRET, { name: "alice", role: "listener", id: "id-alice" }, now + 1000);
    expect(verifySession(SECRET, value, now)).toEqual({ name: "alice", role: "listener", id: "id-alice" });
    expect(verifySession(SECRET, value, now + 1000)).toBeNull();
    expect(verifySession("another-secret-of-32-characters-or-more", value, now)).toBeNull();
    const [payload, sig] = value.split(".");
    const forged = Buffer.from(JSON.stringify({ u: "alice", r: "admin", exp: now + 1000 })).toString("base64url");
    expect(verifySession(SECRET, `${forged}.${sig}`, now)).toBeNull();
    expect(verifySession(SECRET, `${payload}.${sig}x`, now)).toBeNull();
    expect(verifySession(SECRET, "garbage", now)).toBeNull();
    // A cookie from before ids (issue #39) names no owner: signed, unexpired, still refused.
    const idless = signValue(SECRET, Buffer.from(JSON.stringify({ u: "alice", r: "listener", iat: now, exp: now + 1000 })).toString("base64url"));
    expect(verifySession(SECRET, idless, now)).toBeNull();
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
    // The role header is off unless named (issue #16, finding 2). The trusted addresses are config.ts's.
    const proxyEnv = { DASHBOARD_AUTH: "proxy", DASHBOARD_TRUSTED_PROXIES: "10.0.0.1, 10.0.0.2" };
    expect(loadDashboardConfig(proxyEnv).trustedProxies).toEqual(["10.0.0.1", "10.0.0.2"]);
    expect(loadAuthConfig(proxyEnv).proxy).toEqual({
      userHeader: "x-forwarded-user",
      roleHeader: "",
      roles: new Map(),
      defaultRole: "viewer",
    });
    expect(() => loadAuthConfig({ DASHBOARD_AUTH: "sometimes" })).toThrow(/DASHBOARD_AUTH must be/);
    // Issue #16, Low: an http issuer only on this machine in production.
    const oidcEnv = { DASHBOARD_AUTH: "oidc", DASHBOARD_SESSION_SECRET: SECRET, OIDC_CLIENT_ID: "x", OIDC_CLIENT_SECRET: "y", NODE_ENV: "production" };
    expect(() => loadAuthConfig({ ...oidcEnv, OIDC_ISSUER_URL: "http://id.example.com" })).toThrow(/OIDC_ISSUER_URL must be an https URL in production/);
    expect(loadAuthConfig({ ...oidcEnv, OIDC_ISSUER_URL: "http://127.0.0.1:9000" }).mode).toBe("oidc");
    expect(loadAuthConfig({ ...oidcEnv, OIDC_ISSUER_URL: "http://id.example.com", NODE_ENV: "development" }).mode).toBe("oidc");
    expect(loadAuthConfig({}).mode).toBe("off");
    expect(loadAuthConfig({ DASHBOARD_AUTH: "none" }).mode).toBe("none");
  });
});

describe("OIDC identity (issue #16, Low)", () => {
  it("is a verified e-mail address or sub, never a name the user chose", () => {
    expect(identityOf({ sub: "u-42", preferred_username: "admin", email: "olivia@example.com", email_verified: true } as never)).toBe("olivia@example.com");
    expect(identityOf({ sub: "u-42", preferred_username: "admin", email: "boss@example.com", email_verified: false } as never)).toBe("u-42");
    expect(identityOf({ sub: "u-42", preferred_username: "admin" } as never)).toBe("u-42");
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
    expect(lines[0]).toBe("at,user,action,callId,callTaskId,client,outcome,details,repeats,lastAt");
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
    // The session carries the user's id, made when the user was added (issue #39).
    expect(verifySession(SECRET, value)).toEqual({ name: "listener", role: "listener", id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
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

describe("session revocation (issue #16, finding 8)", () => {
  const issuedBefore = (role: Role, name: string) =>
    `crd-session=${signSession(SECRET, { name, role, id: `test-${name}` }, Date.now() + 3_600_000, Date.now() - 1000)}`;

  it("sign-out ends every session of the user on the server, not only the browser's cookie", async () => {
    const copied = issuedBefore("viewer", "sam");
    expect((await list(copied)).status).toBe(200);
    const out = await signOutRoute(new Request("http://dashboard.test/api/auth/sign-out", { method: "POST", headers: { cookie: copied } }));
    expect(out.status).toBe(303);
    expect((await list(copied)).status).toBe(401);
    expect((await list(cookieFor("viewer", "other-user"))).status).toBe(200);
  });

  // A session as sign-in issues it, after the user was saved.
  const issuedNow = async (role: Role, name: string) =>
    `crd-session=${signSession(SECRET, { name, role, id: `test-${name}` }, Date.now() + 3_600_000, await issueTime(name))}`;

  it("replacing a user (a lowered role) and deleting one take effect on the next request", async () => {
    const hash = await bcrypt.hash(PASSWORD, 4);
    await saveUser({ name: "rita", role: "admin", passwordHash: hash });
    const before = await issuedNow("admin", "rita");
    expect((await audit(before)).status).toBe(200);
    await saveUser({ name: "rita", role: "viewer", passwordHash: hash });
    expect((await audit(before)).status).toBe(401);

    await saveUser({ name: "dan", role: "listener", passwordHash: hash });
    const dan = await issuedNow("listener", "dan");
    expect((await play(dan)).status).toBe(200);
    expect(await deleteUser("dan")).toBe(true);
    expect((await play(dan)).status).toBe(401);
  });
});

describe("duplicate session cookies (issue #16, Low)", () => {
  it("pick the first valid one, the same way for every caller", async () => {
    const r = await audit(`crd-session=forged.value; ${cookieFor("admin", "first-valid")}; ${cookieFor("viewer", "second")}`);
    expect(r.status).toBe(200); // the admin's, not the viewer's
    expect((await audit(`${cookieFor("viewer", "second")}; ${cookieFor("admin", "first-valid")}`)).status).toBe(403);
  });
});

describe("the audit trail cannot be flooded (issue #16, finding 5)", () => {
  const countOf = async (user: string) => ((await (await audit(cookieFor("admin", "auditor"), `?user=${user}`)).json()) as { total: number }).total;

  it("records no raw path text: an invalid id is refused before anything is written", async () => {
    const huge = `a${"x".repeat(16_000)}`;
    const r = await audioByCallRoute(req(`/api/call-results/${huge}/audio`, cookieFor("listener", "prober")), { params: Promise.resolve({ callId: huge }) });
    expect(r.status).toBe(400);
    expect(await countOf("prober")).toBe(0);
  });

  it("counts refused requests against the rate limit, and records none past it", async () => {
    process.env.DASHBOARD_RATE_LIMIT_PER_MINUTE = "5";
    const viewer = cookieFor("viewer", "spammer");
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await play(viewer)).status);
    expect(statuses.slice(0, 5)).toEqual([403, 403, 403, 403, 403]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    process.env.DASHBOARD_RATE_LIMIT_PER_MINUTE = "1000";
    // The five refusals are one entry counting five (issue #27): they cannot push real entries out.
    const { entries, total } = (await (await audit(cookieFor("admin", "auditor"), "?user=spammer")).json()) as {
      entries: Array<{ outcome: string; repeats: number }>;
      total: number;
    };
    expect(total).toBe(1);
    expect(entries[0]).toMatchObject({ outcome: "forbidden", repeats: 5 });
  });

  it("caps every field's length", async () => {
    const { db } = await currentStore();
    await recordAudit(db, { user: "u".repeat(100_000), action: "play", callId: "c", callTaskId: null, client: "x".repeat(10_000), outcome: "issued" });
    const [entry] = (await listAudit(db, { user: "u".repeat(MAX_FIELD_LENGTH), page: 1, pageSize: 1 })).entries;
    expect(entry?.user).toHaveLength(MAX_FIELD_LENGTH);
    expect(entry?.client).toHaveLength(MAX_FIELD_LENGTH);
  });

  it.each([
    ["?page=1e20", "page"],
    ["?page=0", "page"],
    ["?user=%00", "user"],
    ["?user=%FF", "user"],
    ["?format=csv&user=%00", "user"],
    ["?from=2026-02-30T00:00", "from"],
    ["?to=yesterday", "to"],
    ["?action=delete", "action"],
  ])("answers %s with a 400 naming %s, never a 500 or everything", async (query, param) => {
    const r = await audit(cookieFor("admin", "auditor"), query);
    expect(r.status).toBe(400);
    const body = (await r.json()) as { code: string; error: string; details: Array<{ param: string }> };
    expect(body.code).toBe("invalid_request");
    expect(body.details.map((d) => d.param)).toEqual([param]);
    expect(body.error).toContain(param);
  });

  it("writes a value's line breaks as spaces in the CSV, so no value forges an entry line", async () => {
    const { db } = await currentStore();
    const forged = 'x"\r\n2026-11-25T00:00:00.000Z,ada,download,call_1,,203.0.113.9,issued,';
    await recordAudit(db, { user: "forger", action: "export", callId: null, callTaskId: null, client: "203.0.113.1", outcome: "completed", details: forged });
    const text = await (await audit(cookieFor("admin", "auditor"), "?format=csv&user=forger")).text();
    const lines = text.trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines.some((l) => l.startsWith("2026-11-25T00:00:00.000Z,ada"))).toBe(false);
  });

  it("streams the CSV export in batches instead of building it in memory", async () => {
    const { db } = await currentStore();
    for (let i = 0; i < 2500; i++)
      await recordAudit(db, { user: "bulk", action: "play", callId: `call_${i}`, callTaskId: null, client: "203.0.113.1", outcome: "issued" });
    const r = await audit(cookieFor("admin", "auditor"), "?format=csv&user=bulk");
    const reader = r.body!.getReader();
    let chunks = 0;
    let text = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks += 1;
      text += new TextDecoder().decode(value);
    }
    expect(chunks).toBeGreaterThanOrEqual(3);
    const lines = text.trim().split("\r\n");
    expect(lines).toHaveLength(2501);
    expect(lines[1]).toContain("call_2499");
    expect(lines[2500]).toContain("call_0,");
  });
});

describe("the client address (issue #16, finding 7)", () => {
  const clientOf = async (user: string) =>
    ((await (await audit(cookieFor("admin", "auditor"), `?user=${user}`)).json()) as { entries: Array<{ client: string }> }).entries[0]?.client;
  const playAs = (user: string, headers: Record<string, string>) =>
    audioByCallRoute(req(`/api/call-results/${FIXTURES.longCallId}/audio`, cookieFor("listener", user), headers), {
      params: Promise.resolve({ callId: FIXTURES.longCallId }),
    });

  it("is the peer, whatever X-Forwarded-For the client writes", async () => {
    await playAs("xff-liar", { "x-forwarded-for": "198.51.100.66" });
    expect(await clientOf("xff-liar")).toBe("203.0.113.7");
  });

  it("behind trusted proxies, is the first untrusted address from the right", async () => {
    process.env.DASHBOARD_TRUSTED_PROXIES = "10.0.0.5, 10.0.0.6";
    try {
      await playAs("behind-proxy", { ...fromPeer("10.0.0.5"), "x-forwarded-for": "198.51.100.66, 192.0.2.10, 10.0.0.6" });
      expect(await clientOf("behind-proxy")).toBe("192.0.2.10");
    } finally {
      delete process.env.DASHBOARD_TRUSTED_PROXIES;
    }
  });

  it("is unknown when no peer-address server vouches for it", async () => {
    await playAs("no-proof", { "x-dashboard-peer-proof": "a guess", "x-forwarded-for": "198.51.100.66" });
    expect(await clientOf("no-proof")).toBe("unknown");
  });
});

describe("proxy mode roles (issue #16, finding 2)", () => {
  const asProxy = (headers: Record<string, string>) =>
    new NextRequest("http://dashboard.test/api/audit", { headers: { ...fromPeer("10.0.0.5"), "x-forwarded-user": "mallory", ...headers } });
  beforeEach(() => {
    Object.assign(process.env, { DASHBOARD_AUTH: "proxy", DASHBOARD_TRUSTED_PROXIES: "10.0.0.5" });
  });
  afterEach(() => {
    delete process.env.DASHBOARD_TRUSTED_PROXIES;
    delete process.env.DASHBOARD_PROXY_ROLES;
    delete process.env.DASHBOARD_PROXY_ROLE_HEADER;
  });

  it("ignore a role header the client sent through the gateway, by default", async () => {
    expect((await auditRoute(asProxy({ "x-forwarded-role": "admin" }))).status).toBe(403);
  });

  it("come from the dashboard's own mapping", async () => {
    process.env.DASHBOARD_PROXY_ROLES = "mallory=admin, pat@example.com=listener";
    expect((await auditRoute(asProxy({}))).status).toBe(200);
    expect((await auditRoute(asProxy({ "x-forwarded-user": "pat@example.com", "x-forwarded-role": "admin" }))).status).toBe(403);
    expect(() => loadAuthConfig({ DASHBOARD_AUTH: "proxy", DASHBOARD_TRUSTED_PROXIES: "10.0.0.5", DASHBOARD_PROXY_ROLES: "alice=boss" })).toThrow(
      /DASHBOARD_PROXY_ROLES/,
    );
  });

  it("read a role header only when it is named on purpose", async () => {
    process.env.DASHBOARD_PROXY_ROLE_HEADER = "X-Auth-Role";
    expect((await auditRoute(asProxy({ "x-auth-role": "admin" }))).status).toBe(200);
  });
});
