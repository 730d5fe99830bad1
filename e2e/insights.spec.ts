// The Insights page (issue #40) on a dashboard of its own with the call index on (the run's
// servers have it off): its figures for a fixed range equal counts from the demo service's
// own listing; an agent's drill-down lands on a calls view whose total is the agent's
// figure; a viewer sees it, axe clean in both themes; with DASHBOARD_INDEX=off it explains.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectAxeClean } from "./axe";
import { e2ePort } from "./env";
import { expectTotal, open, spawnDashboard, upstreamList } from "./support";

const servers: ChildProcess[] = [];
let url = "";
test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const env = { DASHBOARD_INDEX: "on", DASHBOARD_AUTH: "proxy", DASHBOARD_TRUSTED_PROXIES: "127.0.0.1", DASHBOARD_PROXY_ROLES: "val=viewer" };
  url = await spawnDashboard(e2ePort(88), { ...env, DASHBOARD_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "e2e-insights-")) }, (c) => servers.push(c));
  // The backfill reads every call of the demo service before the page can count them.
  await expect
    .poll(
      async () => {
        const status = await (await fetch(`${url}/api/index/status`, { headers: { "x-forwarded-user": "val" } })).json();
        return status.backfill?.done === true && status.coverageTo !== null;
      },
      { timeout: 240_000, intervals: [1000] },
    )
    .toBe(true);
});
test.afterAll(() => servers.forEach((s) => s.kill("SIGTERM")));

async function viewerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: url, extraHTTPHeaders: { "x-forwarded-user": "val" } });
  return context.newPage();
}

/** A fixed range: the whole UTC days from 6 days ago to 2 days ago, as the links write it. */
function fixedRange() {
  const day = 86_400_000;
  const today = Math.floor(Date.now() / day) * day;
  return { createdFrom: new Date(today - 6 * day).toISOString(), createdTo: new Date(today - 2 * day - 1).toISOString() };
}

const total = async (params: Record<string, string>) => (await upstreamList({ ...params, pageSize: 1 })).pagination.total;
/** A headline figure's value: the first definition beside the term that starts with its name. */
const figure = (page: Page, name: string) =>
  page
    .locator("dl > div")
    .filter({ has: page.getByRole("term").filter({ hasText: new RegExp(`^${name}`) }) })
    .getByRole("definition")
    .first();

test("the figures for a fixed range equal counts from the service's own listing", async ({ browser }) => {
  const page = await viewerPage(browser);
  const range = fixedRange();
  await open(page, `/insights?createdFrom=${range.createdFrom}&createdTo=${range.createdTo}&compare=none&tz=UTC`);
  await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Counted from the call index" })).toBeVisible();
  const [calls, completed, noAnswer, unreachable, failed] = await Promise.all(
    [undefined, "completed", "no_answer", "unreachable", "failed"].map((status) => total({ ...range, ...(status ? { status } : {}) })),
  );
  expect(calls).toBeGreaterThan(100);
  await expect(figure(page, "Calls")).toHaveText(calls!.toLocaleString("en-US"));
  const finished = completed! + noAnswer! + unreachable! + failed!;
  await expect(figure(page, "Connected rate")).toHaveText(`${((completed! / finished) * 100).toFixed(1)} %`);
  await expect(figure(page, "Failed")).toHaveText(`${((failed! / finished) * 100).toFixed(1)} %`);
  // The agents' calls add up to the headline's.
  const agentCalls = await page.getByRole("table", { name: "Agents" }).locator("tbody tr td:nth-of-type(1)").allInnerTexts();
  expect(agentCalls.reduce((sum, text) => sum + Number(text.replaceAll(",", "")), 0)).toBe(calls);
});

test("an agent's name opens the calls view for that agent and range, whose total is the agent's calls", async ({ browser }) => {
  const page = await viewerPage(browser);
  const range = fixedRange();
  await open(page, `/insights?createdFrom=${range.createdFrom}&createdTo=${range.createdTo}&compare=none&tz=UTC`);
  const row = page.getByRole("table", { name: "Agents" }).locator("tbody tr").first();
  const calls = Number((await row.locator("td").first().innerText()).replaceAll(",", ""));
  expect(calls).toBeGreaterThan(0);
  await row.getByRole("link").click();
  await expect(page).toHaveURL(/agentId=/);
  await expectTotal(page, calls);
});

test("a viewer sees the page, its heatmap and charts as tables, axe clean in both themes", async ({ browser }) => {
  const page = await viewerPage(browser);
  await open(page, "/insights?created=7d");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Insights" })).toBeVisible();
  const heatmap = page.getByRole("figure", { name: "Calls by hour and weekday" });
  await expect(heatmap).toBeVisible();
  await expect(page.getByLabel("Compare to")).toHaveValue("previous");
  await heatmap.getByRole("radio", { name: "Connected rate" }).check();
  await heatmap.getByRole("button", { name: "Show as table" }).click();
  await expect(heatmap.getByRole("table")).toBeVisible();
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    // The second theme: its colours alone (e2e/axe.ts).
    await expectAxeClean(page, `insights (${scheme})`, undefined, { only: scheme === "dark" ? "colours" : undefined });
  }
});

test("with DASHBOARD_INDEX=off, the page explains that it needs the index", async ({ page }) => {
  await open(page, "/insights");
  await expect(page.getByText("Insights need the call index")).toBeVisible();
  await expect(page.getByText("DASHBOARD_INDEX=off")).toBeVisible();
});
