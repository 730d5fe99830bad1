// The summary above the table: counts by status as filter toggles, and calls over time,
// checked against the demo service's own counts.
import { expect, type Page, test } from "@playwright/test";
import { CALL_STATUSES } from "@/lib/call-results/constants";
import { STATUS_LABELS } from "@/lib/labels";
import { expectAxeClean } from "./axe";
import { callsTable, clearFaults, expectTotal, open, setFaults, upstreamList } from "./support";

const summary = (page: Page) => page.getByRole("region", { name: "Summary" });
const count = async (params: Record<string, string | number>) => (await upstreamList({ ...params, pageSize: 1 })).pagination.total;
const fmt = (n: number) => n.toLocaleString("en-US");

test("counts by status equal the service's own, and pressing one filters the table", async ({ page }) => {
  // Calls created up to a minute ago: the calls other tests start and move on are newer, so
  // the counts cannot change between the page's count and the service's.
  const createdTo = new Date(Date.now() - 60_000).toISOString();
  await open(page, `/?createdTo=${encodeURIComponent(createdTo)}`);
  for (const status of CALL_STATUSES) {
    const expected = await count({ status, createdTo });
    await expect(summary(page).getByRole("button", { name: `${STATUS_LABELS[status]}, ${fmt(expected)} calls`, exact: true })).toBeVisible();
  }
  const failed = summary(page).getByRole("button", { name: /^Failed, / });
  await expect(failed).toHaveAttribute("aria-pressed", "false");
  await failed.click();
  await expect(page).toHaveURL(/status=failed/);
  await expect(summary(page).getByRole("button", { name: /^Failed, / })).toHaveAttribute("aria-pressed", "true");
  const rows = callsTable(page).getByRole("row");
  await expect(rows.nth(1)).toContainText("Failed");
  // The counts leave out the status filter itself: every status still shows its count.
  await expect(summary(page).getByRole("button", { name: /^Completed, / })).toHaveAttribute("aria-pressed", "false");
  await summary(page)
    .getByRole("button", { name: /^Failed, / })
    .click();
  await expect(page).not.toHaveURL(/status=/);
});

test("at 1280 px a chosen status stays in view, its count whole, when the longer headline narrows the status counts", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, "/?status=failed");
  await expect(summary(page)).toContainText(/ of [\d,]+ calls in range/);
  const failed = summary(page).getByRole("button", { name: /^Failed, / });
  await expect(failed).toHaveAttribute("aria-pressed", "true");
  await expect(failed).toBeInViewport({ ratio: 1 });
});

test("the bars add up to the total of the view's range, with the data as a table, and axe is clean", async ({ page }) => {
  const to = new Date(Date.now() - 60_000).toISOString();
  const from = new Date(Date.parse(to) - 3 * 24 * 3_600_000).toISOString();
  const total = await count({ createdFrom: from, createdTo: to });
  expect(total).toBeGreaterThan(0);
  await open(page, `/?createdFrom=${encodeURIComponent(from)}&createdTo=${encodeURIComponent(to)}`);
  const chart = page.getByRole("figure", { name: "Calls over time" });
  await expect(chart).toBeVisible({ timeout: 30_000 });
  await expect(summary(page)).toContainText(`${fmt(total)} calls`);
  await chart.getByRole("button", { name: "Show data" }).click();
  const data = page.getByRole("table", { name: "Calls over time (data)" });
  await expect(data).toBeVisible();
  const cells = await data.getByRole("row").evaluateAll((rows) => rows.slice(1).map((r) => Number(r.lastElementChild!.textContent!.replace(/,/g, ""))));
  // Daily bins over three days, cut at the zone's midnights: three or four of them.
  expect(cells.length).toBeGreaterThanOrEqual(3);
  expect(cells.reduce((a, b) => a + b, 0)).toBe(total);
  const bars = chart.getByRole("group").getByRole("button");
  expect(await bars.count()).toBe(cells.length);

  await expectAxeClean(page, "summary with its data table");

  // Pressing a bar narrows the view to its interval.
  await bars.first().click();
  await expect(page).toHaveURL(new RegExp(`createdFrom=${encodeURIComponent(from).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  await expect(page).not.toHaveURL(new RegExp(`createdTo=${encodeURIComponent(to).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
});

test("the server sends the summary with the page: its counts and chart are there before any script runs", async ({ browser, request }) => {
  // Counted once first, so the page finds the counts cached, as most page loads do; the
  // server waits only briefly for a summary still being counted (lib/server/summary/summary.ts).
  const warm = await request.get("/api/summary?zone=UTC");
  expect(warm.ok()).toBe(true);
  const total = await count({});
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto("/");
    // Without a time-zone cookie the server counts in UTC, as the browser then starts.
    const chart = page.getByRole("figure", { name: "Calls over time" });
    await expect(chart).toBeVisible();
    await expect(chart).toContainText("UTC");
    await expect(summary(page)).toContainText(`${fmt(total)} calls`);
    await expect(summary(page)).not.toContainText("Counting calls");
    await expect(summary(page).getByRole("button", { name: /^Completed, [\d,]+ calls$/ })).toBeVisible();
  } finally {
    await context.close();
  }
});

test("the headline is the table's total for the same filters, with the range's total in words under a status filter", async ({ page }) => {
  // Five views, each counted afresh: more than the default time on a busy machine.
  test.setTimeout(120_000);
  // Three days that ended an hour ago: few chart bins, and counts the server keeps as settled.
  const createdTo = new Date(Date.now() - 3_600_000).toISOString();
  const createdFrom = new Date(Date.parse(createdTo) - 3 * 24 * 3_600_000).toISOString();
  const agentId = (await upstreamList({ createdTo, pageSize: 50 })).data.find((call) => call.agentId)!.agentId!;
  const combos: Record<string, string>[] = [
    { createdTo },
    { createdFrom, createdTo, status: "completed" },
    { createdFrom, createdTo, status: "completed,no_answer" },
    // In a zone of the link's own, whose days cut the chart: the counts stay the table's.
    { createdFrom, createdTo, status: "failed,unreachable", tz: "Asia/Kolkata" },
    { createdTo, agentId, status: "completed" },
  ];
  for (const filters of combos) {
    const { tz: _zone, ...listed } = filters;
    const matching = await count(listed);
    const { status: _, ...range } = listed;
    await open(page, `/?${new URLSearchParams(filters)}`);
    await expectTotal(page, matching);
    const headline = filters.status ? `${fmt(matching)} of ${fmt(await count(range))} calls in range` : `${fmt(matching)} calls`;
    await expect(summary(page)).toContainText(headline);
    await expect(summary(page)).toHaveAttribute("aria-busy", "false");
  }
});

test("after a filter change the old numbers are marked as updating until the new ones arrive", async ({ page }) => {
  // Every count behind the slowed service.
  test.setTimeout(90_000);
  const createdTo = new Date(Date.now() - 3_600_000).toISOString();
  const createdFrom = new Date(Date.parse(createdTo) - 3 * 24 * 3_600_000).toISOString();
  await open(page, `/?${new URLSearchParams({ createdFrom, createdTo })}`);
  await expect(summary(page)).toHaveAttribute("aria-busy", "false");
  const unreachable = await count({ createdFrom, createdTo, status: "unreachable" });
  await setFaults({ latencyMs: 1000, operations: ["list"] });
  try {
    await summary(page)
      .getByRole("button", { name: /^Unreachable, / })
      .click();
    await expect(summary(page)).toHaveAttribute("aria-busy", "true");
    await expect(summary(page).getByText("Updating…")).toBeVisible();
    await expect(summary(page)).toContainText(`${fmt(unreachable)} of `, { timeout: 60_000 });
    await expect(summary(page)).toHaveAttribute("aria-busy", "false");
    await expect(summary(page).getByText("Updating…")).toHaveCount(0);
  } finally {
    await clearFaults();
  }
});
