// Saved views (issue #15) in a real browser: save, choose, rename and delete; a start view;
// personal and shared views of two users under DASHBOARD_AUTH=local; a view that outlives
// a restart; a view saved by an older version; keyboard use and axe. These tests start
// their own dashboards (on the build the e2e web server made), each with a store of its
// own, so views saved here never meet another run's.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import bcrypt from "bcryptjs";
import Database from "better-sqlite3";
import { expectAxeClean } from "./axe";
import { e2ePort } from "./env";
import { callsTable, settled, showColumn, spawnDashboard } from "./support";

const PASSWORD = "correct horse battery";
const SECRET = "e2e-session-secret-of-32-characters-at-least";
const running = new Map<number, ChildProcess>();
// Each journey signs in, saves and reloads several times, on a machine shared with other runs.
test.describe.configure({ timeout: 120_000 });

/** A dashboard as `npm start` serves it, on the e2e demo service, with its store in `dataDir`. */
function startDashboard(port: number, dataDir: string, env: Record<string, string>): Promise<string> {
  return spawnDashboard(port, { DASHBOARD_DATA_DIR: dataDir, ...env }, (child) => running.set(port, child));
}

async function stopDashboard(port: number): Promise<void> {
  const child = running.get(port);
  running.delete(port);
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

const LOCAL_PORT = e2ePort(50);
const OPEN_PORT = e2ePort(51);
const localDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-views-local-"));
const openDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-views-open-"));
const LOCAL_ENV = { DASHBOARD_AUTH: "local", DASHBOARD_SESSION_SECRET: SECRET };
let local = "";
let open = "";

test.beforeAll(async () => {
  const users = [
    { name: "alice", role: "viewer" },
    { name: "bob", role: "viewer" },
    { name: "ada", role: "admin" },
  ];
  const withHashes = await Promise.all(users.map(async (u) => ({ ...u, passwordHash: await bcrypt.hash(PASSWORD, 4) })));
  fs.writeFileSync(path.join(localDir, "users.json"), JSON.stringify({ users: withHashes }));
  [local, open] = await Promise.all([startDashboard(LOCAL_PORT, localDir, LOCAL_ENV), startDashboard(OPEN_PORT, openDir, { DASHBOARD_AUTH: "none" })]);
});
test.afterAll(async () => {
  await Promise.all([...running.keys()].map(stopDashboard));
});

const viewsButton = (page: Page) => page.getByRole("button", { name: "Views", exact: true });
const viewsMenu = (page: Page) => page.getByRole("menu", { name: "Views" });
const item = (page: Page, name: string | RegExp) => viewsMenu(page).getByRole("menuitem", { name, exact: typeof name === "string" });

async function openMenu(page: Page) {
  // Hydrated first: a press on the server-rendered button before that opens nothing.
  await settled(page);
  await viewsButton(page).click();
  await expect(viewsMenu(page)).toBeVisible();
  // The list has loaded once "Loading saved views…" is gone.
  await expect(page.getByText("Loading saved views…")).toHaveCount(0);
}

async function saveView(page: Page, name: string, scope?: "Only me" | "Everyone (shared)") {
  await openMenu(page);
  await item(page, "Save view…").click();
  const dialog = page.getByRole("dialog", { name: "Save view" });
  await dialog.getByRole("textbox", { name: "Name" }).fill(name);
  if (scope) await dialog.getByRole("radio", { name: scope }).check();
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: `Saved view “${name}”.` })).toBeAttached();
}

async function signedIn(browser: Browser, name: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${local}/sign-in`);
  await page.getByLabel("User name").fill(name);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(callsTable(page)).toBeVisible();
  return page;
}

test("save, choose, rename and delete a view; without sign-in the menu says views are everyone's", async ({ page }) => {
  await page.goto(`${open}/?status=failed&sortOrder=asc&pageSize=50`);
  await expect(callsTable(page)).toBeVisible();
  await showColumn(page, "Agent", false);
  await openMenu(page);
  await expect(page.getByText("Without sign-in, views are shared by everyone who uses this dashboard.")).toBeVisible();
  await expect(page.getByText("No saved views yet.")).toBeVisible();
  await expectAxeClean(page, "open menu");
  await page.keyboard.press("Escape");

  await saveView(page, "Failed, oldest first");

  // Back to the defaults, then the view brings everything back: filters, sort, size, columns
  // (the Review column too, shown by default, after the fields).
  await page.goto(`${open}/`);
  await showColumn(page, "Agent", true);
  await expect(callsTable(page).getByRole("columnheader", { name: "Agent", exact: true })).toBeVisible();
  await openMenu(page);
  await expect(viewsMenu(page).getByRole("group", { name: "Views (shared by everyone)" })).toBeVisible();
  await item(page, "Failed, oldest first").click();
  await expect(page).toHaveURL(
    /\/\?status=failed&pageSize=50&sortOrder=asc&columns=callId%2Cstatus%2Cdirection%2Cfrom%2Cto%2CdurationSeconds%2CcreatedAt%2Creview$/,
  );
  await expect(page.getByRole("combobox", { name: /rows per page/i })).toHaveValue("50");
  await expect(callsTable(page).getByRole("columnheader", { name: "Agent", exact: true })).toHaveCount(0);
  await expect(viewsButton(page)).toBeFocused();

  // Rename: the view on screen is the one the menu acts on.
  await openMenu(page);
  await item(page, "Rename “Failed, oldest first”…").click();
  const rename = page.getByRole("dialog", { name: "Rename view" });
  await expect(rename.getByRole("textbox", { name: "Name" })).toHaveValue("Failed, oldest first");
  await rename.getByRole("textbox", { name: "Name" }).fill("Failed calls");
  await rename.getByRole("button", { name: "Save", exact: true }).click();
  await expect(rename).toHaveCount(0);

  // Errors are said in the dialog, and what was typed stays.
  await openMenu(page);
  await item(page, "Save view…").click();
  const save = page.getByRole("dialog", { name: "Save view" });
  await expectAxeClean(page, "save dialog", "dialog");
  const name = save.getByRole("textbox", { name: "Name" });
  await name.fill("Failed calls");
  const refused = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/views");
  await save.getByRole("button", { name: "Save", exact: true }).click();
  const answer = await refused;
  expect(answer.status()).toBe(409);
  await expect(save.getByRole("alert").getByText(/^A shared view/)).toHaveText('A shared view is already named "Failed calls". Choose another name.');
  // Issue #42: the server's refusal carries the reference of its request, as support finds it in the log.
  await expect(save.getByRole("alert").getByText(/^Reference: /)).toHaveText(`Reference: ${answer.headers()["x-request-id"]}`);
  await expect(name).toHaveValue("Failed calls");
  await expect(name).toHaveAttribute("aria-invalid", "true");
  const long = "x".repeat(81);
  await name.fill(long);
  await save.getByRole("button", { name: "Save", exact: true }).click();
  await expect(save.getByRole("alert")).toHaveText("Name is 81 characters long; at most 80 are allowed.");
  await expect(name).toHaveValue(long);
  await expectAxeClean(page, "save dialog with an error", "dialog");
  await save.getByRole("button", { name: "Cancel" }).click();
  await expect(save).toHaveCount(0);

  // Delete asks first; Cancel keeps the view.
  await openMenu(page);
  await item(page, "Delete “Failed calls”…").click();
  const confirm = page.getByRole("dialog", { name: "Delete view “Failed calls”?" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectAxeClean(page, "delete dialog", "dialog");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toHaveCount(0);
  await openMenu(page);
  await expect(item(page, "Failed calls")).toHaveCount(0);
  await expect(page.getByText("No saved views yet.")).toBeVisible();
});

test("the menu works by keyboard: arrows, Home, End, Enter and Escape, focus back on the button", async ({ page }) => {
  await page.goto(`${open}/?status=completed`);
  await expect(callsTable(page)).toBeVisible();
  await viewsButton(page).focus();
  await page.keyboard.press("ArrowDown");
  await expect(item(page, "Save view…")).toBeFocused();
  await page.keyboard.press("Enter");
  const save = page.getByRole("dialog", { name: "Save view" });
  await expect(save.getByRole("textbox", { name: "Name" })).toBeFocused();
  await page.keyboard.type("Completed");
  await page.keyboard.press("Enter");
  await expect(save).toHaveCount(0);
  await expect(viewsButton(page)).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(item(page, "Save view…")).toBeFocused();
  await expect(item(page, "Completed")).toBeVisible();
  // Each key and the item it moves to: the arrows wrap round at both ends.
  const last = "Set “Completed” as the start view";
  for (const [key, focused] of [
    ["ArrowDown", "Completed"],
    ["End", last],
    ["ArrowDown", "Save view…"],
    ["ArrowUp", last],
    ["Home", "Save view…"],
  ] as const) {
    await page.keyboard.press(key);
    await expect(item(page, focused)).toBeFocused();
  }
  await page.keyboard.press("Escape");
  await expect(viewsMenu(page)).toHaveCount(0);
  await expect(viewsButton(page)).toBeFocused();
  await expect(viewsButton(page)).toHaveAttribute("aria-expanded", "false");

  // Escape closes a dialog too, focus back on the button, nothing saved.
  await page.keyboard.press("ArrowUp");
  await expect(viewsMenu(page)).toBeVisible();
  await page.keyboard.press("Home");
  await page.keyboard.press("Enter");
  await expect(save).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(save).toHaveCount(0);
  await expect(viewsButton(page)).toBeFocused();
});

test("a view saved by an older version opens with the invalid-parameter notice, not an error", async ({ page }) => {
  // As an older version could have stored it: a sort and a column this version does not know
  // (shared: its owner id, which migration 018 gave it, "").
  const db = new Database(path.join(openDir, "dashboard.sqlite"));
  db.prepare("INSERT INTO saved_view (id, owner, owner_id, name, search, created_at) VALUES (?, '', '', ?, ?, ?)").run(
    "00000000-0000-4000-8000-0000000000aa",
    "From an older version",
    "status=no_answer&sortBy=agentName&columns=callId%2Cstatus%2Csentiment",
    "2025-06-01T00:00:00.000Z",
  );
  db.close();
  await page.goto(`${open}/`);
  await openMenu(page);
  await item(page, "From an older version").click();
  const notice = page.getByRole("status").filter({ hasText: "Some parameters of this link were invalid and are ignored" });
  await expect(notice).toContainText("sortBy must be one of createdAt, startedAt, endedAt, durationSeconds");
  await expect(notice).toContainText('columns names unknown columns "sentiment", which are left out');
  // What is still valid applies: the status filter, and the two known columns.
  await expect(page).toHaveURL(/\?status=no_answer&columns=callId%2Cstatus$/);
  await expect(callsTable(page).getByRole("columnheader")).toHaveText(["Call ID", "Status", "Actions"]);
  await expect(callsTable(page).getByRole("gridcell", { name: "No answer" }).first()).toBeVisible();
});

test("personal views are each user's own; shared ones are everyone's, and only an admin makes them", async ({ browser }) => {
  const ada = await signedIn(browser, "ada");
  await ada.goto(`${local}/?status=failed`);
  await saveView(ada, "Team: failed", "Everyone (shared)");

  const alice = await signedIn(browser, "alice");
  await alice.goto(`${local}/?agentId=agent_001`);
  await openMenu(alice);
  await item(alice, "Save view…").click();
  const save = alice.getByRole("dialog", { name: "Save view" });
  await expect(save.getByRole("radio", { name: "Everyone (shared)" })).toBeDisabled();
  await expect(save.getByText("Only an admin can share a view with everyone.")).toBeVisible();
  await save.getByRole("button", { name: "Cancel" }).click();
  await saveView(alice, "Alice's agent");
  await openMenu(alice);
  await expect(viewsMenu(alice).getByRole("group", { name: "Your views" }).getByRole("menuitem")).toHaveText(["Alice's agent"]);
  await expect(viewsMenu(alice).getByRole("group", { name: "Shared views" }).getByRole("menuitem")).toHaveText(["Team: failed"]);
  // A viewer may use a shared view, not rename or delete it.
  await item(alice, "Team: failed").click();
  await openMenu(alice);
  await expect(item(alice, /^Rename/)).toHaveCount(0);
  await expect(item(alice, /^Delete/)).toHaveCount(0);
  await expect(item(alice, "Set “Team: failed” as my start view")).toBeVisible();
  await alice.keyboard.press("Escape");
  // The server refuses what the UI does not offer, and says why.
  const refused = await alice.request.post(`${local}/api/views`, { data: { name: "Sneaky", search: "", scope: "shared" }, headers: { origin: local } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toBe("Only an admin may create shared views; your role is viewer. Save it as a personal view instead.");

  const bob = await signedIn(browser, "bob");
  await openMenu(bob);
  await expect(viewsMenu(bob).getByRole("group", { name: "Your views" })).toHaveCount(0);
  await expect(viewsMenu(bob).getByRole("group", { name: "Shared views" }).getByRole("menuitem")).toHaveText(["Team: failed"]);
  await expectAxeClean(bob, "menu signed in");
  await Promise.all([ada, alice, bob].map((p) => p.context().close()));
});

test("a start view opens at `/`; the default view stays one click away; clearing it restores `/`", async ({ browser }) => {
  const alice = await signedIn(browser, "alice");
  await alice.goto(`${local}/?status=completed&pageSize=50`);
  await saveView(alice, "Completed, 50");
  await openMenu(alice);
  await item(alice, "Set “Completed, 50” as my start view").click();
  await expect(alice.getByRole("status").filter({ hasText: "“Completed, 50” is now my start view." })).toBeAttached();

  await alice.goto(`${local}/`);
  await expect(alice).toHaveURL(/\/\?status=completed&pageSize=50&columns=/);
  await expect(callsTable(alice).getByRole("gridcell", { name: "Completed" }).first()).toBeVisible();
  await openMenu(alice);
  await expect(item(alice, /^Completed, 50/)).toContainText("(start view)");
  await item(alice, "Default view (no filters)").click();
  await expect(alice).toHaveURL(`${local}/?view=default`);
  await expect(alice.getByRole("combobox", { name: /rows per page/i })).toHaveValue("20");

  // Someone else's `/` is their own.
  const bob = await signedIn(browser, "bob");
  await bob.goto(`${local}/`);
  await expect(bob).toHaveURL(`${local}/`);

  await openMenu(alice);
  await item(alice, "Clear my start view").click();
  await alice.goto(`${local}/`);
  await expect(alice).toHaveURL(`${local}/`);
  await Promise.all([alice, bob].map((p) => p.context().close()));
});

test("views and start views survive a restart of the dashboard", async ({ browser }) => {
  const alice = await signedIn(browser, "alice");
  await alice.goto(`${local}/?endUserId=user_0001`);
  await saveView(alice, "Before the restart");
  await openMenu(alice);
  await item(alice, "Set “Before the restart” as my start view").click();
  await expect(viewsMenu(alice)).toHaveCount(0);

  await stopDashboard(LOCAL_PORT);
  local = await startDashboard(LOCAL_PORT, localDir, LOCAL_ENV);

  // The session cookie is still good (sessions live in the store too).
  await alice.goto(`${local}/`);
  await expect(alice).toHaveURL(/\?endUserId=user_0001&columns=/);
  await openMenu(alice);
  await expect(item(alice, /^Before the restart/)).toContainText("(start view)");
  await alice.context().close();
});

test("a view saved with a relative range reopens relative: the last 24 hours as of the day it is opened", async ({ page }) => {
  await page.goto(`${open}/?created=24h`);
  await expect(callsTable(page)).toBeVisible();
  await saveView(page, "The last day");
  await page.goto(`${open}/`);
  await openMenu(page);
  await item(page, "The last day").click();
  await expect(page).toHaveURL(/\?created=24h(&|$)/);
  await expect(page).not.toHaveURL(/createdFrom|createdTo/);
  await expect(page.getByRole("button", { name: "Created: Last 24 hours" })).toBeVisible();
});
