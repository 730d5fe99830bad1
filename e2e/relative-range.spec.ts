// Relative created ranges stay relative (issue #29): `created=24h` is resolved at each
// request from the browser's clock, and calendar presets follow the view's time zone.
import { expect, type Page, test } from "@playwright/test";
import { demo, open } from "./support";

const HOUR = 3_600_000;

/**
 * The createdFrom of each list request (not a summary's pageSize=1 count) the service got
 * since its log was cleared: the log keeps only the last 500, so counting entries from an
 * earlier length found nothing late in a long run.
 */
async function listedFrom(): Promise<number[]> {
  const asked = (await demo.requests()).map((r) => new URL(r.url, "http://demo").searchParams);
  return asked.filter((p) => p.has("createdFrom") && p.get("pageSize") !== "1").map((p) => Date.parse(p.get("createdFrom")!));
}

const chip = (page: Page) => page.getByRole("group", { name: "Active filters" });

// Each view's summary (hourly bins over a day) is waited for, so no counting is left queued
// behind the next test's; that takes longer than the default on a busy machine.
async function summaryCounted(page: Page) {
  await expect(page.getByRole("region", { name: "Summary" })).toHaveAttribute("aria-busy", "false", { timeout: 45_000 });
}
test.describe.configure({ timeout: 90_000 });

// The browser's zone has a half-hour offset, so "today" differs from UTC's and from any whole-hour zone's.
test.use({ timezoneId: "Asia/Kolkata" });

test("a created=24h link still covers the last 24 hours after the browser's clock moves an hour on", async ({ page }) => {
  const start = Date.now();
  await page.clock.install({ time: start });
  await open(page, "/?created=24h");
  await expect(chip(page)).toContainText("Created: Last 24 hours");
  await expect(page.getByRole("combobox", { name: "Created within" })).toHaveValue("24h");
  await page.clock.fastForward("01:00:00");
  await demo.clearRequests();
  await page.getByRole("button", { name: "Refresh" }).click();
  // Resolved at the refresh, from the clock as it is then: it starts 23 hours before the page opened.
  await expect.poll(async () => (await listedFrom()).some((from) => Math.abs(from - (start + HOUR - 24 * HOUR)) < 5 * 60_000), { timeout: 15_000 }).toBe(true);
  await expect(page).toHaveURL(/[?&]created=24h(&|$)/);
  await summaryCounted(page);
});

test("today starts at midnight in the browser's zone (Asia/Kolkata), and the chip names the absolute range", async ({ page }) => {
  await demo.clearRequests();
  await open(page, "/?created=today");
  // Midnight in Kolkata (+05:30) of the day it is there now.
  const kolkataDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  const midnight = Date.parse(`${kolkataDay}T00:00:00+05:30`);
  await expect.poll(async () => (await listedFrom()).includes(midnight), { timeout: 15_000 }).toBe(true);
  // The chip names the preset, and gives the absolute range it means now, from Kolkata's midnight.
  const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" }).format(new Date(midnight));
  await expect(chip(page)).toContainText(`Created: Today, ${day}, 00:00:00`);
  await summaryCounted(page);
});
