// Relative created ranges stay relative (issue #29): `created=24h` is resolved at each
// request from the browser's clock, and calendar presets follow the view's time zone, which
// is any IANA zone, named in the link (`tz=`) so a shared link shows the same times.
import { expect, type Page, test } from "@playwright/test";
import { formatDateTime } from "@/lib/format";
import { callsTable, chooseZone, demo, open, upstreamList } from "./support";

const HOUR = 3_600_000;

/**
 * The created ranges, as "from/to" in ms, of each list request (not a summary's pageSize=1
 * count) the service got since its log was cleared (the log keeps only the last 500).
 */
async function listedRanges(): Promise<string[]> {
  const asked = (await demo.requests()).map((r) => new URL(r.url, "http://demo").searchParams);
  return asked
    .filter((p) => p.has("createdFrom") && p.get("pageSize") !== "1")
    .map((p) => `${Date.parse(p.get("createdFrom")!)}/${Date.parse(p.get("createdTo") ?? "")}`);
}
async function listedFrom(): Promise<number[]> {
  return (await listedRanges()).map((r) => Number(r.split("/")[0]));
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
  await expect(page.getByRole("button", { name: "Created: Last 24 hours" })).toBeVisible();
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

  // Yesterday: from the midnight before to 1 ms before today's (Kolkata has no DST).
  await demo.clearRequests();
  await open(page, "/?created=yesterday");
  await expect.poll(async () => listedRanges(), { timeout: 15_000 }).toContain(`${midnight - 24 * HOUR}/${midnight - 1}`);
  await summaryCounted(page);
});

test("yesterday in America/New_York (tz=) on the Monday after clocks went forward is a day of 23 hours", async ({ page }) => {
  // Noon in New York on Monday 9 March 2026; the clocks went from 2:00 to 3:00 on Sunday.
  await page.clock.install({ time: Date.parse("2026-03-09T16:00:00Z") });
  await open(page, "/?created=yesterday&tz=America/New_York");
  await demo.clearRequests();
  await page.getByRole("button", { name: "Refresh" }).click();
  // Sunday from midnight EST (UTC−5) to the last millisecond before Monday's midnight EDT (UTC−4).
  const range = `${Date.parse("2026-03-08T05:00:00Z")}/${Date.parse("2026-03-09T03:59:59.999Z")}`;
  await expect.poll(async () => listedRanges(), { timeout: 15_000 }).toContain(range);
  await summaryCounted(page);
});

test.describe("a Berlin user", () => {
  test.use({ timezoneId: "Europe/Berlin" });

  test("picks America/New_York: New York times in the table and tz= in the URL; the link shows the same, from the server's first paint", async ({
    page,
    browser,
  }) => {
    const call = (await upstreamList({ pageSize: 1, createdTo: new Date(Date.now() - HOUR).toISOString() })).data[0]!;
    await open(page, `/?callId=${call.callId}`);
    const row = (p: Page) => callsTable(p).getByRole("row").nth(1);
    await expect(row(page)).toContainText(formatDateTime(call.createdAt, "Europe/Berlin"));
    await chooseZone(page, "America/New_York", "new york");
    await expect(page).toHaveURL(/[?&]tz=America%2FNew_York(&|$)/);
    await expect(row(page)).toContainText(formatDateTime(call.createdAt, "America/New_York"));
    await expect(page.getByRole("button", { name: "Time zone: America/New_York" })).toBeVisible();

    // The shared link, in a browser of its own in Berlin: without scripts (the server's render),
    // then with them, and no hydration mismatch.
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ timezoneId: "Europe/Berlin", javaScriptEnabled });
      try {
        const other = await context.newPage();
        const errors: string[] = [];
        other.on("console", (m) => m.type() === "error" && errors.push(m.text()));
        // The production build reports a mismatch as an uncaught page error, "Minified React
        // error #418" (#419-#425 are hydration's too), not as a console message.
        other.on("pageerror", (e) => errors.push(e.message));
        if (javaScriptEnabled) await open(other, page.url());
        else await other.goto(page.url());
        await expect(row(other)).toContainText(formatDateTime(call.createdAt, "America/New_York"));
        expect(errors.filter((e) => /hydrat|Minified React error #4(18|19|2[0-5])/i.test(e))).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  test("an invalid tz= is named in a notice, and the browser's zone is used", async ({ page }) => {
    await open(page, "/?status=failed&tz=Mars/Olympus_Mons");
    const notice = page.getByRole("status").filter({ hasText: "invalid and are ignored" });
    await expect(notice).toContainText("tz is not a known time zone");
    await expect(page).toHaveURL(/\?status=failed$/);
    await expect(page.getByRole("button", { name: "Time zone: Europe/Berlin" })).toBeVisible();
  });
});
