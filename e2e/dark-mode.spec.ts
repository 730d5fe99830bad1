// Dark mode (issue 15): the theme follows the system's colour scheme; the header's "Theme"
// choice overrides it and is remembered in a cookie that the server renders into
// <html data-theme>, so the first paint has the theme without any script; and both themes
// pass axe, colour contrast included, on every page and in the states with colours of
// their own (notices, errors, the player, the chart, the export dialog, tooltips).
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import bcrypt from "bcryptjs";
import { expectAxeClean } from "./axe";
import { DEMO_URL, e2ePort } from "./env";
import { expectPlayingPast, LONG, player } from "./shared-link";
import { callsTable, clearFaults, open, openCreated, setFaults, settled, spawnDashboard } from "./support";

test.afterEach(clearFaults);

const THEME_COOKIE = "crd-theme";

/**
 * An element's background and text colours as drawn, and the system colour Canvas that native
 * controls and scrollbars are drawn on inside it (it follows the color-scheme in force), in
 * relative luminance (0 black, 1 white). A canvas turns whatever a colour is written in
 * (oklch here) into sRGB pixels.
 */
function colours(element: Locator): Promise<{ background: number; text: number; nativeCanvas: number }> {
  return element.evaluate((el) => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
    const luminance = (colour: string) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = colour;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b] = Array.from(ctx.getImageData(0, 0, 1, 1).data, (c) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const style = getComputedStyle(el);
    const probe = document.createElement("span");
    probe.style.color = "Canvas";
    el.append(probe);
    const nativeCanvas = luminance(getComputedStyle(probe).color);
    probe.remove();
    return { background: luminance(style.backgroundColor), text: luminance(style.color), nativeCanvas };
  });
}

/** Waits until the page, and its native controls, are drawn in this theme: dark with light text, or the reverse. */
async function expectTheme(page: Page, theme: "light" | "dark") {
  await expect
    .poll(async () => {
      const { background, text, nativeCanvas } = await colours(page.locator("body"));
      if (background < 0.05 && text > 0.6 && nativeCanvas < 0.05) return "dark";
      if (background > 0.85 && text < 0.05 && nativeCanvas > 0.85) return "light";
      return `neither (background ${background.toFixed(3)}, text ${text.toFixed(3)}, native ${nativeCanvas.toFixed(3)})`;
    })
    .toBe(theme);
}

const themeChoice = (page: Page) => page.getByRole("banner").getByRole("combobox", { name: "Theme" });

async function chooseTheme(context: BrowserContext, theme: "light" | "dark", baseURL: string) {
  await context.addCookies([{ name: THEME_COOKIE, value: theme, url: baseURL }]);
}

/** Picks a theme in the header: it applies at once, and is still chosen and applied after a reload. */
async function pickTheme(page: Page, label: string, value: string, applied: "light" | "dark") {
  await themeChoice(page).selectOption({ label });
  await expectTheme(page, applied);
  await page.reload();
  await settled(page);
  await expect(themeChoice(page)).toHaveValue(value);
  await expectTheme(page, applied);
}

test.describe("choosing the theme", () => {
  test("the system's scheme decides until the header's choice overrides it; the choice is remembered", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await open(page, "/");
    await expect(themeChoice(page)).toHaveValue("system");
    await expectTheme(page, "dark");
    await page.emulateMedia({ colorScheme: "light" });
    await expectTheme(page, "light");

    // Dark over a light system, at once, then on every page and after a reload.
    await pickTheme(page, "Dark", "dark", "dark");
    await open(page, `/calls/${LONG}`);
    await expectTheme(page, "dark");

    // Light over a dark system, chosen by keyboard alone (the select is the only control).
    await page.emulateMedia({ colorScheme: "dark" });
    await themeChoice(page).focus();
    await page.keyboard.press("ArrowUp");
    await expect(themeChoice(page)).toHaveValue("light");
    await expectTheme(page, "light");
    await page.reload();
    await settled(page);
    await expectTheme(page, "light");

    // Back to System: the system's dark scheme rules again, also after a reload.
    await pickTheme(page, "System", "system", "dark");
  });

  test("the first paint already has the theme: the server renders it, and no script is needed", async ({ browser, baseURL }) => {
    const cases = [
      { system: "dark", cookie: undefined, expected: "dark" },
      { system: "light", cookie: undefined, expected: "light" },
      { system: "light", cookie: "dark", expected: "dark" },
      { system: "dark", cookie: "light", expected: "light" },
    ] as const;
    for (const { system, cookie, expected } of cases) {
      // Without JavaScript, what shows is the server's HTML and the stylesheet alone.
      const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: system });
      if (cookie) await chooseTheme(context, cookie, baseURL!);
      const page = await context.newPage();
      const response = await page.goto("/");
      expect(await response!.text()).toMatch(new RegExp(`<html[^>]* data-theme="${cookie ?? "system"}"`));
      await expectTheme(page, expected);
      await context.close();
    }
  });

  test("a theme cookie with a value the dashboard does not know means System", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: THEME_COOKIE, value: "sepia", url: baseURL! }]);
    await page.emulateMedia({ colorScheme: "dark" });
    await open(page, "/");
    await expect(themeChoice(page)).toHaveValue("system");
    await expectTheme(page, "dark");
  });
});

// Each page and state in both themes: dark as the system's choice, and light chosen in the
// header over a dark system (so the choice, not the system, is what gives the light one).
// The first theme runs every axe rule; the second only the rules of colours, the one thing a
// theme changes (e2e/axe.ts: the whole suite's scans, halved).
const THEMES = [
  { name: "dark (the system's scheme)", expected: "dark", cookie: undefined, only: undefined },
  { name: "light (chosen over a dark system)", expected: "light", cookie: "light", only: "colours" },
] as const;

for (const theme of THEMES) {
  test.describe(`axe, colour contrast included, in the ${theme.name} theme`, () => {
    // Several full-page scans a test, on a machine shared with other runs.
    test.describe.configure({ timeout: 180_000 });
    test.use({ colorScheme: "dark" });
    test.beforeEach(async ({ context, baseURL }) => {
      if (theme.cookie) await chooseTheme(context, theme.cookie, baseURL!);
    });

    test("the calls view: table, summary chart and its data, tooltips, the column picker, the export dialog", async ({ page }) => {
      await open(page, "/");
      await expectTheme(page, theme.expected);
      const chart = page.getByRole("figure", { name: "Calls over time" });
      await expect(chart).toBeVisible({ timeout: 30_000 });
      await chart.getByRole("button", { name: "Show data" }).click();
      await expect(page.getByRole("table", { name: "Calls over time (data)" })).toBeVisible();
      // Two tooltips at once: a relative time's under the pointer, a bar's under the focus.
      const time = callsTable(page).getByRole("row").nth(1).locator("time").first().locator("..");
      await time.hover();
      await expect(time).toContainText(/\d{2}:\d{2}:\d{2}/);
      await chart.getByRole("group").getByRole("button").first().focus();
      await expectAxeClean(page, "calls view with summary, chart data and tooltips", undefined, { only: theme.only });
      // The filter bar with each of its three popovers open (one at a time).
      const bar = 'section[aria-label="Filters"]';
      await page.getByRole("button", { name: /^Status: / }).click();
      await expectAxeClean(page, "status popover open", bar, { only: theme.only });
      await openCreated(page);
      await expectAxeClean(page, "created popover open", bar, { only: theme.only });
      await page.getByRole("button", { name: /^Time zone: / }).click();
      await page.getByRole("combobox", { name: "Time zone" }).fill("america");
      await page.keyboard.press("ArrowDown");
      await expectAxeClean(page, "time zone list open", bar, { only: theme.only });
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Columns" }).click();
      await expectAxeClean(page, "column picker open", undefined, { only: theme.only });
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Export" }).click();
      const dialog = page.getByRole("dialog", { name: "Export calls" });
      await expect(dialog).toContainText("calls will be exported");
      await expectAxeClean(page, "export dialog open", undefined, { only: theme.only });
    });

    test("the player docked with a recording, its shortcuts, and the row that plays", async ({ page }) => {
      await open(page, `/?callId=${LONG}`);
      await page.getByRole("button", { name: `Play recording of call ${LONG}` }).click();
      await expectPlayingPast(page, 0.2);
      await expectTheme(page, theme.expected);
      // A dark panel in both themes, not a bright bar under a dark page.
      const panel = await colours(player(page));
      expect(panel.background).toBeLessThan(0.05);
      expect(panel.text).toBeGreaterThan(0.9);
      await expectAxeClean(page, "player playing", undefined, { only: theme.only });
      await player(page).getByRole("button", { name: "Keyboard shortcuts" }).click();
      await expectAxeClean(page, "player shortcuts open", undefined, { only: theme.only });
      await setFaults({ errorRate: 1, operations: ["audio-by-call"] });
      await page.getByRole("button", { name: "Close player" }).click();
      await page.getByRole("button", { name: `Play recording of call ${LONG}` }).click();
      await expect(player(page).getByRole("alert")).toContainText("unavailable");
      await expectAxeClean(page, "player error", undefined, { only: theme.only });
    });

    test("notices and errors: invalid parameters, no match, a failed list, not found", async ({ page }) => {
      await open(page, "/?pageSize=9999&status=bogus");
      await expect(page.getByRole("status").filter({ hasText: "invalid and are ignored" })).toBeVisible();
      await expectTheme(page, theme.expected);
      await expectAxeClean(page, "invalid parameters notice", undefined, { only: theme.only });
      await open(page, "/?status=completed&agentId=x&createdFrom=2026-01-01T00:00:00Z");
      await expect(page.getByText("No calls match these filters.")).toBeVisible();
      await expectAxeClean(page, "no match, with filter chips", undefined, { only: theme.only });
      await setFaults({ errorRate: 1 });
      await open(page, "/");
      await expect(page.getByRole("alert").filter({ hasText: /./ }).first()).toBeVisible();
      await expectAxeClean(page, "failed list", undefined, { only: theme.only });
      await clearFaults();
      await open(page, "/no-such-page");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectAxeClean(page, "not found", undefined, { only: theme.only });
    });

    test("the call detail and task pages, ready and pending", async ({ page }) => {
      await open(page, `/calls/${LONG}`);
      await expectTheme(page, theme.expected);
      await expectAxeClean(page, "call detail", undefined, { only: theme.only });
      await open(page, "/tasks/task_demo_long");
      await expect(page.getByText("The recording is ready")).toBeVisible();
      await expectAxeClean(page, "task page, ready", undefined, { only: theme.only });
      await fetch(`${DEMO_URL}/__demo/pending`, { method: "DELETE" });
      await open(page, "/tasks/task_demo_pending");
      await expect(page.getByRole("status").filter({ hasText: "being created" })).toBeVisible();
      await expectAxeClean(page, "task page, pending", undefined, { only: theme.only });
    });
  });
}

// Sign-in and the audit log exist only with sign-in on, and the "no sign-in" banner only with
// a real service and none: dashboards of their own (on the build the e2e web server made).
test.describe("pages of signed-in and unprotected dashboards, in both themes", () => {
  test.describe.configure({ timeout: 180_000 });
  const PASSWORD = "correct horse battery";
  const servers: ChildProcess[] = [];
  let secured = "";
  let unprotected = "";

  async function startDashboard(port: number, env: Record<string, string>): Promise<string> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-theme-"));
    const passwordHash = await bcrypt.hash(PASSWORD, 4);
    fs.writeFileSync(path.join(dataDir, "users.json"), JSON.stringify({ users: [{ name: "admin-user", role: "admin", passwordHash }] }));
    return spawnDashboard(port, { DASHBOARD_DATA_DIR: dataDir, ...env }, (child) => servers.push(child));
  }

  test.beforeAll(async () => {
    // Ports counted up from E2E_PORT, apart from the other specs' (auth.spec.ts uses 20–28).
    [secured, unprotected] = await Promise.all([
      startDashboard(e2ePort(60), { DASHBOARD_AUTH: "local", DASHBOARD_SESSION_SECRET: "e2e-theme-session-secret-of-32-characters" }),
      startDashboard(e2ePort(61), {}),
    ]);
  });
  test.afterAll(() => servers.forEach((s) => s.kill("SIGTERM")));

  for (const theme of THEMES) {
    test(`${theme.name}: sign-in with its error, the admin's audit log, the no-sign-in banner`, async ({ page, context }) => {
      await page.emulateMedia({ colorScheme: "dark" });
      if (theme.cookie) {
        for (const url of [secured, unprotected]) await chooseTheme(context, theme.cookie, url);
      }
      await page.goto(`${secured}/sign-in?error=1&next=${encodeURIComponent(`/?callId=${LONG}`)}`);
      await expect(page.getByRole("alert").filter({ hasText: /./ })).toBeVisible();
      await expectTheme(page, theme.expected);
      await expectAxeClean(page, "sign-in with its error", undefined, { only: theme.only });
      await page.getByLabel("User name").fill("admin-user");
      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      // Signed in, the calls page opens: a press before it has hydrated would go nowhere.
      await page.waitForURL((url) => url.pathname === "/" && url.searchParams.get("callId") === LONG);
      await settled(page);
      // A play, so the audit log has an entry to show. The entry is written when the
      // recording's URL is fetched, which follows the player's (lazily loaded) engine: wait
      // for that answer, not only the player, or leaving the page can cancel the request.
      const fetched = page.waitForResponse((r) => r.url().includes(`/api/call-results/${LONG}/audio`) && r.ok());
      await page.getByRole("button", { name: `Play recording of call ${LONG}` }).click();
      await expect(player(page)).toBeVisible();
      await fetched;
      await page.goto(`${secured}/audit`);
      await expect(page.getByRole("table", { name: "Audit entries" })).toContainText(LONG);
      await expectTheme(page, theme.expected);
      await expectAxeClean(page, "audit log", undefined, { only: theme.only });

      await page.goto(unprotected);
      await settled(page);
      await expect(page.getByRole("alert").filter({ hasText: "No sign-in is configured" })).toBeVisible();
      await expectTheme(page, theme.expected);
      await expectAxeClean(page, "no-sign-in banner", undefined, { only: theme.only });
    });
  }
});
