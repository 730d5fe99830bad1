// The artifact as an operator deploys it (docs/deployment.md#the-artifact): dist/ copied to
// a folder outside the repository, with no node_modules of the repository in reach, started
// with `node server.js` from there against the e2e demo service. The smoke set: sign-in,
// the list, Play, a note, an export and health.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_KEY, DEMO_URL, e2ePort } from "./env";
import { expectPlayingPast, LONG, player } from "./shared-link";
import { callsTable, serverLogStdio, settled } from "./support";

const PASSWORD = "correct horse battery";
const URL_ = `http://127.0.0.1:${e2ePort(81)}`;
let server: ChildProcess | undefined;
let folder = "";
test.describe.configure({ mode: "serial", timeout: 90_000 });

test.beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-artifact-"));
  fs.cpSync("dist", path.join(folder, "app"), { recursive: true, verbatimSymlinks: true });
  const dataDir = path.join(folder, "data");
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    CALL_RESULTS_API_BASE_URL: DEMO_URL,
    CALL_RESULTS_API_KEY: DEMO_KEY,
    RECORDING_ORIGINS: DEMO_URL,
    DASHBOARD_AUTH: "local",
    DASHBOARD_SESSION_SECRET: "e2e-artifact-session-secret-of-32-characters",
    DASHBOARD_DATA_DIR: dataDir,
    PORT: new URL(URL_).port,
  };
  // The artifact's own user script, as an operator adds the first user in a container.
  const added = spawnSync(process.execPath, ["app/user-add.js", "ada", "admin"], { cwd: folder, input: `${PASSWORD}\n`, env, encoding: "utf8" });
  expect(added.status, added.stderr).toBe(0);
  // From the copy's own folder, with node alone: no tsx, no TypeScript, no repository.
  server = spawn(process.execPath, ["app/server.js"], { cwd: folder, env, stdio: serverLogStdio() });
  for (let i = 0; i < 100; i++) {
    if (server.exitCode !== null) throw new Error(`the artifact exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${URL_}/api/health/live`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the artifact did not start");
});

test.afterAll(() => {
  server?.kill("SIGTERM");
});

async function signIn(page: Page) {
  await page.goto(`${URL_}/sign-in`);
  await page.getByLabel("User name").fill("ada");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${URL_}/`);
}

test("the copy holds no TypeScript and reaches no node_modules outside itself", () => {
  const app = path.join(folder, "app");
  expect(fs.existsSync(path.join(app, "server.js"))).toBe(true);
  expect(fs.existsSync(path.join(app, "node_modules", "next"))).toBe(true);
  expect(fs.existsSync(path.join(app, "node_modules", "tsx"))).toBe(false);
  expect(fs.existsSync(path.join(app, "node_modules", "typescript"))).toBe(false);
  for (let dir = folder; dir !== path.dirname(dir); dir = path.dirname(dir)) expect(fs.existsSync(path.join(dir, "node_modules")), dir).toBe(false);
});

test("sign-in, the list, Play, a note, an export and health", async ({ page }) => {
  await signIn(page);
  await page.goto(`${URL_}/?callId=${LONG}`);
  await settled(page);
  await expect(callsTable(page)).toContainText(LONG);

  await callsTable(page)
    .getByRole("button", { name: `Play recording of call ${LONG}` })
    .click();
  await expect(player(page)).toBeVisible();
  await expectPlayingPast(page, 0.5);

  await page.goto(`${URL_}/calls/${LONG}`);
  await settled(page);
  await page.getByRole("textbox", { name: "Note" }).fill("from the artifact");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("list", { name: "Notes" })).toContainText("from the artifact");

  const exported = await page.request.get(`${URL_}/api/export?format=csv&callId=${LONG}`);
  expect(exported.status()).toBe(200);
  const events = (await exported.text())
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as { type: string; text?: string });
  expect(events.at(-1)?.type).toBe("done");
  expect(events.find((e) => e.type === "rows")?.text).toContain(LONG);

  const ready = await page.request.get(`${URL_}/api/health/ready`);
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toMatchObject({ status: "ok", checks: { database: { status: "ok", engine: "sqlite" } } });
});

test("every path the Dockerfile copies from the build exists in the artifact", () => {
  const copies = [...fs.readFileSync("Dockerfile", "utf8").matchAll(/^COPY --from=builder \S+ (.+) \S+$/gm)].flatMap((m) => m[1]!.split(" "));
  expect(copies.length).toBeGreaterThan(3);
  for (const source of copies) {
    expect(source.startsWith("/src/dist/"), source).toBe(true);
    expect(fs.existsSync(path.join("dist", source.slice("/src/dist/".length))), source).toBe(true);
  }
});
