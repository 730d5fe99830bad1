// The Reviews page's filters as strong as the calls view's (issue #38 §4), on a dashboard of
// this spec's own behind a trusted proxy: "lee" reviews (a listener), "dot" reads and exports
// (a downloader). Several tags narrow the list to reviews with any of them, as the legend
// says; the call's date filters beside the review's; presets are the calls view's; the form
// applies itself on change, also before its scripts have run; the export says its count and
// asks before it downloads.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import type { CallResult } from "@/lib/call-results/schemas";
import { toDateTimeLocal } from "@/lib/format";
import { expectAxeClean } from "./axe";
import { e2ePort } from "./env";
import { holdScripts, settled, spawnDashboard, upstreamList } from "./support";

const servers: ChildProcess[] = [];
let url = "";
const calls: CallResult[] = [];
test.describe.configure({ mode: "serial", timeout: 120_000 });

const MINUTE = 60_000;

test.beforeAll(async ({ browser }) => {
  const env = { DASHBOARD_AUTH: "proxy", DASHBOARD_TRUSTED_PROXIES: "127.0.0.1", DASHBOARD_PROXY_ROLES: "lee=listener,dot=downloader" };
  url = await spawnDashboard(e2ePort(73), { ...env, DASHBOARD_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "e2e-reviews-filters-")) }, (c) =>
    servers.push(c),
  );
  // Three calls created at least 5 minutes apart, so a range of minutes holds one of them.
  const listed = (await upstreamList({ pageSize: 100 })).data;
  for (const call of listed) {
    if (calls.every((c) => Math.abs(Date.parse(c.createdAt) - Date.parse(call.createdAt)) > 5 * MINUTE)) calls.push(call);
    if (calls.length === 3) break;
  }
  expect(calls).toHaveLength(3);
  const lee = await pageAs(browser, "lee");
  for (const [i, tag] of ["coaching", "escalate", "compliance"].entries()) {
    expect((await lee.request.put(`/api/calls/${calls[i]!.callId}/review`, { data: { score: 3, tags: [tag] } })).status()).toBe(200);
  }
  await lee.context().close();
});
test.afterAll(() => servers.forEach((s) => s.kill("SIGTERM")));

async function pageAs(browser: Browser, user: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: url, extraHTTPHeaders: { "x-forwarded-user": user } });
  return context.newPage();
}

const rowOf = (page: Page, call: CallResult) => page.getByRole("table", { name: "Reviewed calls" }).getByRole("row", { name: new RegExp(call.callId) });

test("several tags narrow the list to reviews with any of them, as labelled, each applied as it is ticked", async ({ browser }) => {
  const page = await pageAs(browser, "dot");
  await page.goto("/reviews");
  await settled(page);
  const tags = page.getByRole("group", { name: "Tags (any of them)" });
  await tags.getByRole("checkbox", { name: "coaching" }).check();
  await expect(page).toHaveURL(/[?&]tag=coaching/);
  await expect(rowOf(page, calls[0]!)).toBeVisible();
  await expect(rowOf(page, calls[1]!)).toHaveCount(0);
  // Focus stays where the work goes on.
  await expect(tags.getByRole("checkbox", { name: "coaching" })).toBeFocused();
  await tags.getByRole("checkbox", { name: "escalate" }).check();
  await expect(page).toHaveURL(/tag=coaching&tag=escalate/);
  await expect(rowOf(page, calls[0]!)).toBeVisible();
  await expect(rowOf(page, calls[1]!)).toBeVisible();
  await expect(rowOf(page, calls[2]!)).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Reviews pages" })).toContainText("2 calls");
  // A preset of the review's date, the calls view's list, with the range it means now.
  await page.getByLabel("Reviewed within").selectOption({ label: "Last hour" });
  await expect(page).toHaveURL(/[?&]reviewed=1h/);
  await expect(page.getByText(/^Last hour: from .* to /)).toBeVisible();
  await expect(rowOf(page, calls[1]!)).toBeVisible();
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectAxeClean(page, `the Reviews page with its filters, ${scheme}`);
  }
  await page.context().close();
});

test("the call's date filters beside the review's: a range of minutes around one call's creation holds it alone", async ({ browser }) => {
  const page = await pageAs(browser, "dot");
  const at = Date.parse(calls[1]!.createdAt);
  const wall = (ms: number) => toDateTimeLocal(new Date(ms).toISOString(), "UTC");
  await page.goto("/reviews?tz=UTC");
  await settled(page);
  await page.getByLabel("Call created from").fill(wall(at - 2 * MINUTE));
  await page.getByLabel("Call created from").press("Enter");
  await expect(page).toHaveURL(/[?&]callFrom=/);
  await page.getByLabel("Call created to").fill(wall(at + 2 * MINUTE));
  await page.getByLabel("Call created to").press("Enter");
  await expect(page).toHaveURL(/[?&]callTo=/);
  await expect(rowOf(page, calls[1]!)).toBeVisible();
  await expect(rowOf(page, calls[0]!)).toHaveCount(0);
  await expect(rowOf(page, calls[2]!)).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Reviews pages" })).toContainText("1 call");
  // A preset instead clears the typed range: the two never go together.
  await page.getByLabel("Call created within").selectOption({ label: "Last 30 days" });
  await expect(page).toHaveURL(/[?&]called=30d/);
  await expect(page).not.toHaveURL(/callFrom=/);
  await expect(page.getByLabel("Call created from")).toHaveValue("");
  await page.context().close();
});

test("the export says how many calls it holds and asks before it downloads", async ({ browser }) => {
  const page = await pageAs(browser, "dot");
  await page.goto("/reviews?tag=coaching&tag=escalate");
  await settled(page);
  await page.getByRole("link", { name: "Export CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Export 2 calls?" });
  await expect(dialog).toContainText("every page of these filters");
  await expectAxeClean(page, "the export's question");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("link", { name: "Export CSV" }).click();
  // The download itself: what the dialog's link fetches (the browser's download manager
  // does not carry the test's proxy header, so the file is asked for through the page's API context).
  const href = (await page.getByRole("dialog", { name: "Export 2 calls?" }).getByRole("link", { name: "Download" }).getAttribute("href"))!;
  expect(href).toMatch(/^\/api\/reviews\/export\?tag=coaching&tag=escalate&format=csv&zone=/);
  const csv = await (await page.request.get(href)).text();
  expect(csv).toContain(calls[0]!.callId);
  expect(csv).toContain(calls[1]!.callId);
  expect(csv).not.toContain(calls[2]!.callId);
  await page.context().close();
});

test("before the scripts run, a ticked tag applies itself, and hydration keeps it", async ({ browser }) => {
  const page = await pageAs(browser, "dot");
  const release = await holdScripts(page);
  await page.goto("/reviews", { waitUntil: "commit" });
  await page.getByRole("checkbox", { name: "compliance" }).check();
  await expect(page).toHaveURL(/[?&]tag=compliance/);
  release();
  await settled(page);
  await expect(page.getByRole("checkbox", { name: "compliance" })).toBeChecked();
  await expect(rowOf(page, calls[2]!)).toBeVisible();
  await expect(rowOf(page, calls[0]!)).toHaveCount(0);

  // A typed field sends the form with Enter before the scripts have run, too.
  await page.unrouteAll();
  const again = await holdScripts(page);
  await page.goto("/reviews", { waitUntil: "commit" });
  const reviewer = page.getByRole("form", { name: "Filter the reviews" }).getByLabel("Reviewer");
  await reviewer.fill("lee");
  await reviewer.press("Enter");
  await expect(page).toHaveURL(/[?&]reviewer=lee/);
  again();
  await settled(page);
  await expect(reviewer).toHaveValue("lee");
  await expect(page.getByRole("navigation", { name: "Reviews pages" })).toContainText("3 calls");
  await page.context().close();
});
