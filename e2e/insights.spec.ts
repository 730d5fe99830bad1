// The Insights page (issue #40) on a dashboard of its own with the call index on (the run's
// servers have it off): its figures for a fixed range equal counts from the demo service's
// own listing; the drill-downs of an agent, a heatmap cell (in New York's zone) and a duration
// bar land on calls views whose totals are the figures clicked, and the page's own filters
// count what the calls view shows for them; a viewer sees it, axe clean in both themes; with DASHBOARD_INDEX=off it explains.
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

/** The figure with the most calls among `links` (buttons or links named "…: N…"), and N. */
async function busiest(links: ReturnType<Page["getByRole"]>, pattern: RegExp): Promise<{ name: string; calls: number }> {
  const names = await links.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""));
  const counted = names.flatMap((name) => {
    const m = pattern.exec(name);
    return m ? [{ name, calls: Number(m[1]!.replaceAll(",", "")) }] : [];
  });
  expect(counted.length).toBeGreaterThan(0);
  return counted.reduce((a, b) => (b.calls > a.calls ? b : a));
}

test("a heatmap cell and a duration bar open calls views whose totals are the figures clicked", async ({ browser }) => {
  const page = await viewerPage(browser);
  const range = fixedRange();
  const insights = `/insights?createdFrom=${range.createdFrom}&createdTo=${range.createdTo}&compare=none&tz=America%2FNew_York`;
  await open(page, insights);
  const heatmap = page.getByRole("figure", { name: "Calls by hour and weekday" });
  const cell = await busiest(heatmap.getByRole("button"), /^\w+day \d\d:00: ([\d,]+)$/);
  expect(cell.calls).toBeGreaterThan(0);
  await heatmap.getByRole("button", { name: cell.name, exact: true }).click();
  await expect(page).toHaveURL(/weekday=\d.*hour=\d|hour=\d.*weekday=\d/);
  await expect(page).toHaveURL(/tz=America%2FNew_York/);
  await expectTotal(page, cell.calls);
  const [day, hour] = cell.name.split(/[ :]/);
  await expect(page.getByRole("group", { name: "Active filters" })).toContainText(`Hour ${hour}:00–`);
  await expect(page.getByRole("group", { name: "Active filters" })).toContainText(day!);

  await open(page, insights);
  const bars = page.getByRole("list", { name: "Bars: open a bar's calls" }).getByRole("link");
  const bar = await busiest(bars, /: ([\d,]+) calls$/);
  expect(bar.calls).toBeGreaterThan(0);
  await bars.and(page.getByRole("link", { name: bar.name, exact: true })).click();
  await expect(page).toHaveURL(/minDuration=/);
  await expectTotal(page, bar.calls);
});

test("the page's own filters (direction, duration, agent name) count what the calls view shows for them", async ({ browser }) => {
  const page = await viewerPage(browser);
  const range = fixedRange();
  const filters = `createdFrom=${range.createdFrom}&createdTo=${range.createdTo}&direction=inbound,outbound&minDuration=20`;
  await open(page, `/insights?${filters}&compare=none&tz=UTC`);
  await expect(page.getByRole("status").filter({ hasText: "Counted call by call" })).toContainText("duration");
  await expect(page.getByRole("button", { name: /Duration/ })).toBeVisible();
  const calls = Number((await figure(page, "Calls").innerText()).replaceAll(",", ""));
  expect(calls).toBeGreaterThan(0);
  await open(page, `/?${filters}&tz=UTC`);
  await expectTotal(page, calls);

  // The Agent name control: part of the first agent's name, typed and applied.
  await open(page, `/insights?createdFrom=${range.createdFrom}&createdTo=${range.createdTo}&compare=none&tz=UTC`);
  const name = (await page.getByRole("table", { name: "Agents" }).locator("tbody tr th").first().innerText()).trim();
  const part = name.slice(1, 5);
  await page.getByRole("button", { name: /^Agent name: Any/ }).click();
  await page.getByRole("searchbox", { name: "Agent name contains" }).fill(part);
  await page.getByRole("searchbox", { name: "Agent name contains" }).press("Enter");
  await expect(page).toHaveURL(new RegExp(`agentName=${encodeURIComponent(part).replaceAll("%20", "\\+")}`));
  await expect(page.getByRole("status").filter({ hasText: "Counted call by call" })).toContainText("agent's name");
  const shown = await page.getByRole("table", { name: "Agents" }).locator("tbody tr th").allInnerTexts();
  expect(shown.length).toBeGreaterThan(0);
  for (const agent of shown) expect(agent.toLowerCase()).toContain(part.toLowerCase());
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
