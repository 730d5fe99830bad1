// The header's search box (issue #38): a call's id opens the call, a call task's its
// recording, a phone number or an agent's name the calls view's search when the call index is
// on, and with it off the page says that searching by number or name needs the index. A plain
// GET form: every case here runs with the page's scripts off.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { E2E_PORT, e2ePort } from "./env";
import { spawnDashboard, upstreamList } from "./support";

const box = (page: Page) => page.getByRole("searchbox", { name: /^Find a call/ });
async function find(page: Page, text: string) {
  await box(page).fill(text);
  await page.getByRole("search", { name: "Find a call" }).getByRole("button", { name: "Find", exact: true }).click();
}
/** A page with no script at all: what the form does, it does alone. */
async function scriptless(browser: Browser, base: string) {
  const context = await browser.newContext({ baseURL: base, javaScriptEnabled: false });
  return { page: await context.newPage(), close: () => context.close() };
}

test("a call id opens the call, a task id its recording, a bad text is refused naming it", async ({ browser }) => {
  const { page, close } = await scriptless(browser, `http://127.0.0.1:${E2E_PORT}`);
  try {
    const call = (await upstreamList({ pageSize: 1 })).data[0]!;
    await page.goto("/");
    // Spaces around it are the paste's.
    await find(page, ` ${call.callId} `);
    await expect(page).toHaveURL(new RegExp(`/calls/${call.callId}$`));
    await expect(page.getByRole("heading", { name: `Call ${call.callId}` })).toBeVisible();
    await find(page, "task_demo_long");
    await expect(page).toHaveURL(/\/tasks\/task_demo_long$/);
    await find(page, "../etc/passwd");
    await expect(page.getByRole("alert").filter({ hasText: "is neither" })).toContainText(
      "“../etc/passwd” is neither a call ID, a call task ID, a phone number nor a name.",
    );
  } finally {
    await close();
  }
});

test("with DASHBOARD_INDEX=off, a number or a name says that searching by them needs the index", async ({ browser }) => {
  const { page, close } = await scriptless(browser, `http://127.0.0.1:${E2E_PORT}`);
  try {
    await page.goto("/");
    await find(page, "+1 (415) 555-0100");
    const alert = page.getByRole("alert").filter({ hasText: "needs the call index" });
    await expect(alert).toContainText("Searching calls by phone number needs the call index, which is off on this dashboard (DASHBOARD_INDEX=off).");
    await find(page, "Claire Martin");
    await expect(alert).toContainText("Searching calls by agent name needs the call index");
    // A single word could be a call task's id too: one link away.
    await find(page, "claire");
    await expect(alert).toContainText("agent name");
    await expect(page.getByRole("link", { name: "Look for a call task “claire”" })).toHaveAttribute("href", "/tasks/claire");
  } finally {
    await close();
  }
});

test.describe("with the call index on", () => {
  const servers: ChildProcess[] = [];
  let base = "";
  test.beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-header-search-"));
    base = await spawnDashboard(e2ePort(90), { DASHBOARD_DATA_DIR: dataDir, DASHBOARD_INDEX: "on" }, (child) => servers.push(child));
  });
  test.afterAll(() => servers.forEach((s) => s.kill("SIGTERM")));

  test("a phone number and a name go to the calls view's search; a call id still opens the call", async ({ browser }) => {
    const { page, close } = await scriptless(browser, base);
    try {
      await page.goto("/");
      await find(page, "+1 (415) 555-0100");
      await expect(page).toHaveURL(/\/\?phone=%2B1\+%28415%29\+555-0100$/);
      // The calls view's own search box takes it, as if typed there.
      await expect(page.getByRole("searchbox", { name: "Phone number", exact: true })).toHaveValue("+1 (415) 555-0100");
      await expect(page.getByRole("status").filter({ hasText: "Phone number contains 14155550100" })).toHaveCount(1);
      await find(page, "Claire");
      await expect(page).toHaveURL(/\/\?agentName=Claire$/);
      await expect(page.getByRole("searchbox", { name: "Agent name", exact: true })).toHaveValue("Claire");
      const call = (await upstreamList({ pageSize: 1 })).data[0]!;
      await find(page, call.callId);
      await expect(page).toHaveURL(new RegExp(`/calls/${call.callId}$`));
    } finally {
      await close();
    }
  });
});
