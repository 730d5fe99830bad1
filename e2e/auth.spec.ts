// Sign-in, roles and the audit trail in a real browser. These tests start their own
// dashboards (on the build the e2e web server made) with DASHBOARD_AUTH=local, or with a
// real service and no sign-in, against the e2e demo service.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import bcrypt from "bcryptjs";
import { expectAxeClean } from "./axe";
import { e2ePort } from "./env";
import { startFakeIssuer } from "./fake-oidc-issuer";
import { settled, spawnDashboard } from "./support";

const PASSWORD = "correct horse battery";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-auth-"));
const servers: ChildProcess[] = [];

// In production the session cookie carries the __Host- prefix (issue #16, Low).
const SESSION = "__Host-crd-session";

/** A dashboard of this spec's own, its data in dataDir. */
function startDashboard(port: number, env: Record<string, string>, bareNext = false): Promise<string> {
  return spawnDashboard(port, { DASHBOARD_DATA_DIR: dataDir, ...env }, (child) => servers.push(child), { bareNext });
}

let secured = "";
test.beforeAll(async () => {
  const users = await Promise.all(
    (["viewer", "listener", "downloader", "admin"] as const).map(async (role) => ({
      name: `${role}-user`,
      role,
      passwordHash: await bcrypt.hash(PASSWORD, 4),
    })),
  );
  users.push({ name: "careless-user", role: "viewer", passwordHash: await bcrypt.hash(PASSWORD, 4) });
  fs.writeFileSync(path.join(dataDir, "users.json"), JSON.stringify({ users }));
  secured = await startDashboard(e2ePort(20), { DASHBOARD_AUTH: "local", DASHBOARD_SESSION_SECRET: "e2e-session-secret-of-32-characters-at-least" });
});
test.afterAll(() => servers.forEach((s) => s.kill("SIGTERM")));

async function signIn(page: Page, name: string, password = PASSWORD) {
  await page.getByLabel("User name").fill(name);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("without a session, pages go to sign-in and the API answers 401", async ({ request }) => {
  for (const url of ["/", "/?status=completed", "/calls/call_demo_long", "/tasks/task_demo_long", "/audit"]) {
    const r = await request.get(`${secured}${url}`, { maxRedirects: 0 });
    expect(r.status(), url).toBe(307);
    expect(r.headers().location, url).toContain(`/sign-in?next=${encodeURIComponent(url)}`);
  }
  // proxy.ts only looks for the cookie; a forged one gets past it and must be stopped
  // by the page itself.
  const forged = await request.get(`${secured}/audit`, {
    maxRedirects: 0,
    headers: { cookie: `${SESSION}=eyJ1IjoiYWRhIiwiciI6ImFkbWluIiwiZXhwIjo5OTk5OTk5OTk5OTk5fQ.forged` },
  });
  expect(forged.status()).toBe(307);
  expect(forged.headers().location).toContain("/sign-in?next=%2Faudit");
  for (const url of ["/api/call-results", "/api/call-results/call_demo_long/audio", "/api/call-results/by-call-task/task_demo_long/audio", "/api/audit"]) {
    const r = await request.get(`${secured}${url}`);
    expect(r.status(), url).toBe(401);
    expect((await r.json()).code).toBe("unauthenticated");
  }
});

test("sign-in: a generic message for wrong credentials, then back where the user was", async ({ page, context }) => {
  await page.goto(`${secured}/?status=completed`);
  await expect(page).toHaveURL(/\/sign-in\?next=/);
  await signIn(page, "listener-user", "not the password");
  await expect(page.getByRole("alert").filter({ hasText: /./ })).toHaveText("Wrong user name or password.");
  await signIn(page, "listener-user");
  await expect(page).toHaveURL(`${secured}/?status=completed`);
  await expect(page.getByRole("grid", { name: "Call results" })).toBeVisible();
  const session = (await context.cookies()).find((c) => c.name === SESSION)!;
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect((await context.cookies()).find((c) => c.name === SESSION)).toBeUndefined();
  // Sign-out ended the session on the server too: a copy of the cookie is worth nothing.
  const copy = await page.request.get(`${secured}/api/call-results?pageSize=1`, { headers: { cookie: `${SESSION}=${session.value}` } });
  expect(copy.status()).toBe(401);
});

test("a target the browser would read as another host sends the user home after sign-in (issue #16, finding 3)", async ({ page }) => {
  // "/%09/evil.example": the page decodes it to "/<tab>/evil.example", which browsers
  // read as "//evil.example".
  await page.goto(`${secured}/sign-in?next=/%09/evil.example`);
  await signIn(page, "viewer-user");
  await expect(page).toHaveURL(`${secured}/`);
  await expect(page.getByRole("grid", { name: "Call results" })).toBeVisible();
});

test("repeated failures lock the account, and the page says how long to wait (issue #16, finding 4)", async ({ page, request }) => {
  // Failures through the API until the account is locked: each lock lasts longer than
  // the last, so this ends whatever the machine's speed.
  let location = "";
  for (let i = 0; i < 10 && !location.includes("error=locked"); i++) {
    const r = await request.post(`${secured}/api/auth/sign-in`, {
      form: { name: "careless-user", password: "not the password", next: "/" },
      headers: { origin: secured },
      maxRedirects: 0,
    });
    location = r.headers().location ?? "";
  }
  expect(location).toMatch(/^\/sign-in\?error=locked&retry=\d+&next=%2F$/);
  await page.goto(`${secured}${location}`);
  await expect(page.getByRole("alert").filter({ hasText: /./ })).toHaveText(/^Too many failed sign-ins\. Wait \d+ seconds?, then try again\.$/);
});

test("server-rendered pages spend the per-user rate limit too (issue #16, finding 6)", async ({ request }) => {
  const url = await startDashboard(e2ePort(28), {
    DASHBOARD_AUTH: "local",
    DASHBOARD_SESSION_SECRET: "e2e-session-secret-of-32-characters-at-least",
    DASHBOARD_RATE_LIMIT_PER_MINUTE: "2",
  });
  const signedIn = await request.post(`${url}/api/auth/sign-in`, {
    form: { name: "viewer-user", password: PASSWORD, next: "/" },
    headers: { origin: url },
    maxRedirects: 0,
  });
  const cookie = signedIn.headers()["set-cookie"]!.split(";")[0]!;
  const pages: string[] = [];
  for (const path of ["/", "/calls/call_demo_long", "/"]) pages.push(await (await request.get(`${url}${path}`, { headers: { cookie } })).text());
  expect(pages[0]).not.toContain("Too many requests");
  expect(pages[1]).not.toContain("Too many requests");
  expect(pages[2]).toContain("Too many requests");
});

test("a viewer sees calls but is told why there is nothing to play", async ({ page }) => {
  await page.goto(`${secured}/?callId=call_demo_long`);
  await signIn(page, "viewer-user");
  await expect(page.getByRole("grid", { name: "Call results" })).toContainText("Listening needs the listener role");
  await expect(page.getByRole("button", { name: /^Play recording/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Audit log" })).toHaveCount(0);
  // Exporting is for downloaders and admins: no button, and the server refuses it too.
  await expect(page.getByRole("button", { name: "Export" })).toHaveCount(0);
  const refused = await page.request.get(`${secured}/api/export?format=csv`);
  expect([refused.status(), (await refused.json()).code]).toEqual([403, "forbidden"]);
  // The admin-only page sends a viewer back, saying why.
  await page.goto(`${secured}/audit`);
  await expect(page).toHaveURL(`${secured}/?forbidden=1`);
  await expect(page.getByRole("status").filter({ hasText: "Your role does not give access" })).toBeVisible();
});

test("a listener plays (no download); the admin's audit log shows it and exports CSV", async ({ page, browser }) => {
  await page.goto(`${secured}/?callId=call_demo_long`);
  await signIn(page, "listener-user");
  // Back on the calls page and hydrated: a press on Play before that went nowhere.
  await expect(page).toHaveURL(`${secured}/?callId=call_demo_long`);
  await settled(page);
  await page.getByRole("button", { name: "Play recording of call call_demo_long" }).click();
  await expect(page.getByRole("region", { name: "Recording player" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Download recording" })).toHaveCount(0);

  const admin = await (await browser.newContext()).newPage();
  await admin.goto(`${secured}/audit`);
  await signIn(admin, "admin-user");
  await expect(admin).toHaveURL(`${secured}/audit`);
  await admin.getByLabel("User").fill("listener-user");
  await admin.getByRole("button", { name: "Filter" }).click();
  const table = admin.getByRole("table", { name: "Audit entries" });
  await expect(table).toContainText("listener-user");
  await expect(table).toContainText("call_demo_long");
  await expect(table).toContainText("issued");
  const download = admin.waitForEvent("download");
  await admin.getByRole("link", { name: "Export CSV" }).click();
  const file = await (await download).path();
  const csv = fs.readFileSync(file, "utf8");
  expect(csv.split("\r\n")[0]).toBe("at,user,action,callId,callTaskId,client,outcome,details,repeats,lastAt");
  expect(csv).toContain(",listener-user,play,call_demo_long,");

  await expectAxeClean(admin, "audit page");
});

test("the sign-in page has no accessibility violations, also with its error", async ({ page }) => {
  await page.goto(`${secured}/sign-in?error=1&next=%2F`);
  await expect(page.getByRole("alert").filter({ hasText: /./ })).toBeVisible();
  await expectAxeClean(page, "sign-in");
});

test("with a real service and no sign-in, a banner warns; DASHBOARD_AUTH=none silences it", async ({ page }) => {
  const open = await startDashboard(e2ePort(21), {});
  await page.goto(`${open}/`);
  await expect(page.getByRole("alert").filter({ hasText: "No sign-in is configured" })).toBeVisible();
  const chosen = await startDashboard(e2ePort(22), { DASHBOARD_AUTH: "none" });
  await page.goto(`${chosen}/`);
  await expect(page.getByRole("grid", { name: "Call results" })).toBeVisible();
  await expect(page.getByText("No sign-in is configured")).toHaveCount(0);
});

test.describe("trusted reverse-proxy header mode", () => {
  const proxyEnv = (trusted: string) => ({ DASHBOARD_AUTH: "proxy", DASHBOARD_TRUSTED_PROXIES: trusted });

  // The role comes from the dashboard's own mapping; a role header the client slipped
  // through the gateway is ignored (issue #16, finding 2).
  test("takes the user from a trusted proxy address, and the role from the dashboard's mapping", async ({ request }) => {
    const url = await startDashboard(e2ePort(23), { ...proxyEnv("127.0.0.1"), DASHBOARD_PROXY_ROLES: "pat@example.com=listener" });
    const asListener = { "x-forwarded-user": "pat@example.com" };
    expect((await request.get(`${url}/api/call-results/call_demo_long/audio`, { headers: asListener })).status()).toBe(200);
    expect((await request.get(`${url}/api/audit`, { headers: { ...asListener, "x-forwarded-role": "admin" } })).status()).toBe(403);
    expect((await request.get(`${url}/api/audit`, { headers: { "x-forwarded-user": "vic", "x-forwarded-role": "admin" } })).status()).toBe(403);
    // Without a role header, the default role (viewer) may list but not play.
    expect((await request.get(`${url}/api/call-results?pageSize=1`, { headers: { "x-forwarded-user": "vic" } })).status()).toBe(200);
    expect((await request.get(`${url}/api/call-results/call_demo_long/audio`, { headers: { "x-forwarded-user": "vic" } })).status()).toBe(403);
    expect((await request.get(`${url}/api/call-results?pageSize=1`)).status()).toBe(401);
    const page = await request.get(`${url}/`, { headers: asListener });
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain("pat@example.com");
  });

  test("ignores the header from an address that is not trusted, and forged peer headers", async ({ request }) => {
    const untrusted = await startDashboard(e2ePort(24), proxyEnv("10.9.9.9"));
    const forged = { "x-forwarded-user": "mallory", "x-forwarded-role": "admin", "x-dashboard-peer": "10.9.9.9", "x-dashboard-peer-proof": "guess" };
    const r = await request.get(`${untrusted}/api/call-results?pageSize=1`, { headers: forged });
    expect(r.status()).toBe(401);
    // Next started without the peer-address server: the header is never trusted.
    const plain = await startDashboard(e2ePort(25), proxyEnv("127.0.0.1"), true);
    expect((await request.get(`${plain}/api/call-results?pageSize=1`, { headers: forged })).status()).toBe(401);
  });
});

test.describe("OpenID Connect against a local fake issuer", () => {
  test("signs in through the provider and comes back where the user was, with the role claim", async ({ page }) => {
    const issuer = await startFakeIssuer({ id: "dashboard", secret: "client-secret" });
    try {
      // The identity is the verified e-mail address, not the name the user chose (issue #16, Low).
      issuer.user = { sub: "u-42", preferred_username: "admin", email: "olivia@example.com", email_verified: true, dashboard_role: "listener" };
      const url = await startDashboard(e2ePort(26), {
        DASHBOARD_AUTH: "oidc",
        DASHBOARD_SESSION_SECRET: "e2e-session-secret-of-32-characters-at-least",
        OIDC_ISSUER_URL: issuer.url,
        OIDC_CLIENT_ID: "dashboard",
        OIDC_CLIENT_SECRET: "client-secret",
        DASHBOARD_PUBLIC_URL: `http://127.0.0.1:${e2ePort(26)}`,
      });
      await page.goto(`${url}/?callId=call_demo_long`);
      await expect(page).toHaveURL(/\/sign-in\?next=/);
      await page.getByRole("link", { name: "Sign in with your identity provider" }).click();
      await expect(page).toHaveURL(`${url}/?callId=call_demo_long`);
      await expect(page.getByText("olivia@example.com (listener)")).toBeVisible();
      await expect(page.getByRole("button", { name: "Play recording of call call_demo_long" })).toBeVisible();

      // A callback this browser did not start (no flow cookie) is refused.
      const stray = await page.request.get(`${url}/api/auth/oidc/callback?code=abc&state=xyz`, { maxRedirects: 0 });
      expect(stray.headers().location).toBe("/sign-in?error=1");
    } finally {
      issuer.close();
    }
  });

  test("a client the provider rejects cannot sign in", async ({ page }) => {
    const issuer = await startFakeIssuer({ id: "dashboard", secret: "the-real-secret" });
    try {
      const url = await startDashboard(e2ePort(27), {
        DASHBOARD_AUTH: "oidc",
        DASHBOARD_SESSION_SECRET: "e2e-session-secret-of-32-characters-at-least",
        OIDC_ISSUER_URL: issuer.url,
        OIDC_CLIENT_ID: "dashboard",
        OIDC_CLIENT_SECRET: "a-wrong-secret",
        DASHBOARD_PUBLIC_URL: `http://127.0.0.1:${e2ePort(27)}`,
      });
      await page.goto(`${url}/`);
      await page.getByRole("link", { name: "Sign in with your identity provider" }).click();
      await expect(page).toHaveURL(/\/sign-in\?error=1/);
      await expect(page.getByRole("alert").filter({ hasText: /./ })).toContainText("did not succeed");
      expect((await page.context().cookies()).find((c) => c.name === SESSION)).toBeUndefined();
    } finally {
      issuer.close();
    }
  });
});
