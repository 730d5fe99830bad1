// Exporting every call of a view: the file against the demo service's own answer, through
// rate limits, cancelled, and the dialog's accessibility.
import fs from "node:fs";
import { type Download, expect, type Page, test } from "@playwright/test";
import { expectAxeClean } from "./axe";
import { clearFaults, demo, open, setFaults, upstreamList } from "./support";

test.afterEach(clearFaults);

const dialog = (page: Page) => page.getByRole("dialog", { name: "Export calls" });

/** Every call id the service lists for these filters, newest first. */
async function allIds(params: Record<string, string>): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const r = await upstreamList({ ...params, page, pageSize: 500 });
    ids.push(...r.data.map((c) => c.callId));
    if (page >= r.pagination.totalPages) return ids;
  }
}

async function exportView(page: Page, format: "CSV" | "JSON Lines"): Promise<Download> {
  await page.getByRole("button", { name: "Export" }).click();
  await dialog(page).getByRole("radio", { name: format }).check();
  const download = page.waitForEvent("download", { timeout: 60_000 });
  await dialog(page).getByRole("button", { name: "Start" }).click();
  return download;
}

test("the export of a filtered view holds exactly its calls, once each, as CSV", async ({ page }) => {
  const filters = { status: "failed,no_answer" };
  const expected = await allIds(filters);
  expect(expected.length).toBeGreaterThan(500); // more than one page of the walk
  await open(page, `/?status=failed,no_answer`);
  await page.getByRole("button", { name: "Export" }).click();
  await expect(dialog(page)).toContainText(`${expected.length.toLocaleString("en-US")} calls will be exported`);
  // All fields unless the visible columns are picked.
  await expect(dialog(page).getByRole("radio", { name: "All 18 fields" })).toBeChecked();
  await expect(dialog(page).getByRole("radio", { name: /^Visible columns \(\d+\)$/ })).not.toBeChecked();
  await expectAxeClean(page, "export dialog", "dialog");
  const download = page.waitForEvent("download", { timeout: 60_000 });
  await dialog(page).getByRole("button", { name: "Start" }).click();
  const file = await download;
  // The file and the dialog name the absolute range the export resolved when it started.
  expect(file.suggestedFilename()).toMatch(/^calls_start_\d{4}-\d{2}-\d{2}T\d{2}-\d{2}(-\d{2})?Z\.csv$/);
  await expect(dialog(page)).toContainText(/Calls created since the first call to \d{1,2} \w{3} \d{4}, \d{2}:\d{2}:\d{2}/);
  const text = fs.readFileSync((await file.path())!, "utf8");
  expect(text.startsWith("\uFEFFcallId,callTaskId,detailsUrl,")).toBe(true);
  const lines = text.slice(1).split("\r\n").filter(Boolean);
  const ids = lines.slice(1).map((line) => line.split(",")[0]);
  expect(ids).toEqual(expected);
  expect(new Set(ids).size).toBe(ids.length);
  await expect(dialog(page).getByRole("status")).toContainText(`holds ${expected.length.toLocaleString("en-US")} calls`);

  // The audit trail has the export: who, the format, the filters, the rows and the outcome.
  await open(page, "/audit?action=export");
  const entries = page.getByRole("table", { name: "Audit entries" });
  const done = entries.getByRole("row").filter({ hasText: "completed" }).first();
  await expect(done).toContainText("export");
  await expect(done).toContainText(`csv; status=failed,no_answer; ${expected.length} rows`);
  await expect(entries.getByRole("row").filter({ hasText: "started" }).first()).toContainText("csv; status=failed,no_answer");
});

test("an export interrupted by rate limits still completes with every call, as JSON Lines", async ({ page }) => {
  const expected = await allIds({ status: "completed" });
  await open(page, "/?status=completed");
  // Every request is refused until the walk has been answered 429 by the service; the
  // export waits each Retry-After out and goes on once the limit lifts.
  await demo.clearRequests();
  await setFaults({ rateLimit: true, retryAfterSeconds: 1 });
  const download = exportView(page, "JSON Lines");
  await expect(dialog(page).getByRole("progressbar", { name: "Export progress" })).toBeVisible();
  const walkRateLimited = async () => (await demo.requests()).some((r) => r.url.includes("pageSize=500") && r.status === 429);
  await expect.poll(walkRateLimited, { timeout: 20_000 }).toBe(true);
  await clearFaults();
  const text = fs.readFileSync((await (await download).path())!, "utf8");
  const ids = text
    .split("\n")
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { callId: string }).callId);
  expect(ids).toEqual(expected);
});

test("the default view's export starts, names its range, and cancel stops it: no file, and no more requests upstream", async ({ page }) => {
  await open(page, "/");
  await setFaults({ latencyMs: 400 });
  let downloaded = false;
  page.on("download", () => {
    downloaded = true;
  });
  await page.getByRole("button", { name: "Export" }).click();
  // The default view (every call, 20,000 and the live ones here) is exported, not refused
  // by a cap; that it exports whole is proven over HTTP (lib/server/export/export-route.test.ts).
  await expect(dialog(page)).toContainText(/[\d,]+ calls will be exported/);
  await dialog(page).getByRole("button", { name: "Start" }).click();
  const progress = dialog(page).getByRole("progressbar", { name: "Export progress" });
  await expect(progress).toHaveAttribute("aria-valuenow", /^[1-9]/, { timeout: 20_000 });
  expect(Number(await progress.getAttribute("aria-valuemax"))).toBeGreaterThanOrEqual(20_000);
  await expect(dialog(page)).toContainText("Calls created since the first call to");
  // The view stays usable while the export runs.
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(dialog(page).getByRole("progressbar", { name: "Export progress" })).toBeVisible();
  await dialog(page).getByRole("button", { name: "Cancel" }).click();
  await expect(dialog(page).getByRole("status")).toContainText("Export cancelled; no file was saved.");
  // Within a second of the cancel the walk has stopped asking.
  await new Promise((r) => setTimeout(r, 1500));
  await demo.clearRequests();
  await new Promise((r) => setTimeout(r, 1500));
  expect((await demo.requests()).filter((x) => x.url.includes("pageSize=500"))).toEqual([]);
  expect(downloaded).toBe(false);
  await dialog(page).getByRole("button", { name: "Close" }).click();
  await expect(dialog(page)).toHaveCount(0);
  await open(page, "/audit?action=export");
  await expect(page.getByRole("table", { name: "Audit entries" }).getByRole("row").filter({ hasText: "cancelled" }).first()).toContainText("csv; no filters");
});

test("an export of a relative range (created=24h) fixes it once, as it starts, and names that absolute range in the dialog and the file", async ({ page }) => {
  await open(page, "/?created=24h&status=failed&tz=UTC");
  const download = await exportView(page, "CSV");
  const file = await download;
  const stamps = file
    .suggestedFilename()
    .match(/^calls_(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})(?:-(\d{2}))?Z_(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})(?:-(\d{2}))?Z\.csv$/);
  expect(stamps, file.suggestedFilename()).not.toBeNull();
  const [, d1, h1, m1, s1 = "00", d2, h2, m2, s2 = "00"] = stamps!;
  const from = Date.parse(`${d1}T${h1}:${m1}:${s1}Z`);
  const to = Date.parse(`${d2}T${h2}:${m2}:${s2}Z`);
  // The last 24 hours as of the start (the stamps keep whole seconds).
  expect(Math.abs(to - from - 24 * 3_600_000)).toBeLessThanOrEqual(1_000);
  expect(Math.abs(Date.now() - to)).toBeLessThan(5 * 60_000);
  // The same range in words, in the view's zone.
  const words = (ms: number) =>
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "UTC",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    }).format(ms);
  await expect(dialog(page)).toContainText(`Calls created from ${words(from)} UTC to ${words(to)} UTC.`);
  // The link itself stays relative.
  await expect(page).toHaveURL(/[?&]created=24h(&|$)/);
});
