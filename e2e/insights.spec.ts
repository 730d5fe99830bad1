// The Insights page (issue #40) on a dashboard of its own with the call index on (the run's
// servers have it off): its figures for a fixed range equal counts from the demo service's
// own listing; the drill-downs of an agent, a heatmap cell (in New York's zone) and a duration
// bar land on calls views whose totals are the figures clicked; the heatmap follows the zone
// across a DST change, cell by cell against the service's listing; and the page's own filters
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

const HOUR = 3_600_000;
const offsetOf = (zone: string, ms: number) =>
  new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" }).formatToParts(ms).find((p) => p.type === "timeZoneName")!.value;

/** The latest change of a zone's UTC offset in [fromMs, toMs] (the first hour on the new offset), found hour by hour; null when there is none. */
function lastOffsetChange(zone: string, fromMs: number, toMs: number): number | null {
  for (let ms = Math.floor(toMs / HOUR) * HOUR; ms > fromMs; ms -= HOUR) if (offsetOf(zone, ms - HOUR) !== offsetOf(zone, ms)) return ms;
  return null;
}

/** A heatmap cell's accessible name without its number ("Monday 09:00"), for a moment in a zone. */
function cellOf(zone: string, ms: number): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: zone, weekday: "long", hour: "2-digit", hourCycle: "h23" }).formatToParts(ms);
  return `${parts.find((p) => p.type === "weekday")!.value} ${parts.find((p) => p.type === "hour")!.value}:00`;
}

/** Calls per heatmap cell, counted by the test from the service's own listing. */
function countCells(createdAts: number[], cell: (ms: number) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const ms of createdAts) counts.set(cell(ms), (counts.get(cell(ms)) ?? 0) + 1);
  return counts;
}

/** The heatmap's cells with calls, as its buttons name them ("Monday 09:00: 12"). */
async function shownCells(page: Page): Promise<Map<string, number>> {
  const heatmap = page.getByRole("figure", { name: "Calls by hour and weekday" });
  const cells = heatmap.getByRole("button", { name: /^\w+day \d\d:00: / });
  await expect(cells).toHaveCount(7 * 24);
  const names = await cells.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""));
  const shown = new Map<string, number>();
  for (const name of names) {
    const [, cell, calls] = /^(\w+ \d\d:00): ([\d,]+)$/.exec(name) ?? [];
    if (cell && Number(calls!.replaceAll(",", "")) > 0) shown.set(cell, Number(calls!.replaceAll(",", "")));
  }
  return shown;
}

test("the heatmap follows the zone across a DST change: every cell equals the service's calls of that local hour, and moves when the zone changes", async ({
  browser,
}) => {
  // The latest DST change the demo's 90 days hold with a week on either side (New York's on 1 November 2026, or another zone's).
  const now = Date.now();
  const zones = ["America/New_York", "Europe/Paris", "Australia/Sydney", "America/Santiago"];
  const found = zones.map((zone) => ({ zone, at: lastOffsetChange(zone, now - 80 * 86_400_000, now - 9 * 86_400_000) })).find((z) => z.at !== null);
  test.skip(!found, `none of ${zones.join(", ")} changed its offset between 80 and 9 days ago`);
  const { zone, at } = found as { zone: string; at: number };
  const range = { createdFrom: new Date(at - 7 * 86_400_000).toISOString(), createdTo: new Date(at + 7 * 86_400_000 - 1).toISOString() };
  const createdAts: number[] = [];
  for (let page = 1; ; page++) {
    const listed = await upstreamList({ ...range, pageSize: 500, page });
    createdAts.push(...listed.data.map((c) => Date.parse(c.createdAt)));
    if (page >= listed.pagination.totalPages) break;
  }
  expect(createdAts.length).toBeGreaterThan(100);
  const local = countCells(createdAts, (ms) => cellOf(zone, ms));
  // A heatmap that kept one offset for the whole range (ignoring DST) would show other counts.
  expect(offsetOf(zone, at)).toMatch(/^GMT[+-]\d\d:\d\d$/);
  const oneOffset = countCells(createdAts, (ms) => cellOf(offsetOf(zone, at).replace("GMT", ""), ms));
  expect(oneOffset).not.toEqual(local);

  const page = await viewerPage(browser);
  const insights = `/insights?createdFrom=${range.createdFrom}&createdTo=${range.createdTo}&compare=none&tz=${encodeURIComponent(zone)}`;
  await open(page, insights);
  expect(await shownCells(page)).toEqual(local);

  // A cell holding calls from both sides of the change opens a calls view with its total.
  const before = new Set(createdAts.filter((ms) => ms < at).map((ms) => cellOf(zone, ms)));
  const after = new Set(createdAts.filter((ms) => ms >= at).map((ms) => cellOf(zone, ms)));
  const [cell, calls] = [...local].filter(([c]) => before.has(c) && after.has(c)).sort((a, b) => b[1] - a[1])[0]!;
  await page
    .getByRole("figure", { name: "Calls by hour and weekday" })
    .getByRole("button", { name: `${cell}: ${calls.toLocaleString("en-US")}`, exact: true })
    .click();
  await expect(page).toHaveURL(/weekday=\d.*hour=\d|hour=\d.*weekday=\d/);
  await expectTotal(page, calls);

  // In UTC through the page's time zone control, the same calls sit in other cells: those of UTC's hours.
  await open(page, insights);
  await page.getByRole("button", { name: /^Time zone: / }).click();
  await page.getByRole("combobox", { name: "Time zone" }).fill("UTC");
  await page.getByRole("option", { name: "UTC", exact: true }).click();
  await expect(page).toHaveURL(/tz=UTC/);
  const utc = countCells(createdAts, (ms) => cellOf("UTC", ms));
  expect(utc).not.toEqual(local);
  await expect.poll(() => shownCells(page)).toEqual(utc);
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
  // The first agent with a name: one without shows its id (agent_…), and which agent leads the
  // range depends on when the demo's calls fell, so the first row may be one.
  const names = (await page.getByRole("table", { name: "Agents" }).locator("tbody tr th").allInnerTexts()).map((t) => t.trim());
  const name = names.find((n) => !/^agent_[a-z0-9]+$/.test(n));
  if (name === undefined) throw new Error(`no agent with a name among ${names.join(", ")}`);
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

for (const width of [1366, 390]) {
  test(`at ${width} px the page does not scroll sideways, and a figure's definition shows whole on the screen`, async ({ browser }) => {
    const page = await viewerPage(browser);
    await page.setViewportSize({ width, height: 800 });
    await open(page, "/insights?created=7d");
    await expect(page.getByRole("table", { name: "Agents" })).toBeVisible();
    // The hidden definitions of the right-hand figures once widened the page (1,474 px at 1366, 789 at 390).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // A right-hand figure (Voicemail), by keyboard: its definition within the screen.
    const term = page
      .getByRole("term")
      .filter({ hasText: /^Voicemail/ })
      .locator("[tabindex]");
    await term.focus();
    const tip = page.getByRole("tooltip").filter({ hasText: "voicemail" });
    await expect(tip).toBeVisible();
    const box = (await tip.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  });
}

test("with DASHBOARD_INDEX=off, the page explains that it needs the index", async ({ page }) => {
  await open(page, "/insights");
  await expect(page.getByText("Insights need the call index")).toBeVisible();
  await expect(page.getByText("DASHBOARD_INDEX=off")).toBeVisible();
});
