// The live view (issue #14) against the demo service, whose live calls stand still in the
// e2e run (DEMO_LIVE_TICK_MS=600000): each test starts calls and moves them on itself.
import { expect, type Page, test } from "@playwright/test";
import { formatDateTime } from "@/lib/format";
import { expectAxeClean } from "./axe";
import { LIVE_INTERVAL_SECONDS } from "./env";
import { media } from "./shared-link";
import { callIdsInTable, callsTable, clearFaults, demo, expectCalls, holdScripts, open, setFaults, upstreamList } from "./support";

const INTERVAL_MS = LIVE_INTERVAL_SECONDS * 1000;
// "Within two intervals": two intervals plus room for the requests on a loaded machine.
const TWO_INTERVALS = { timeout: 2 * INTERVAL_MS + 4_000 };

const liveSwitch = (page: Page) => page.getByRole("switch", { name: "Live updates" });
const running = (page: Page) => expect(liveSwitch(page)).toHaveAccessibleDescription(`Live · every ${LIVE_INTERVAL_SECONDS} s`);
const rowOf = (page: Page, callId: string) =>
  callsTable(page)
    .getByRole("row")
    .filter({ has: page.getByRole("button", { name: `Copy call ID ${callId}`, exact: true }) });
/** The newest calls of the e2e key's project, as the service lists them. */
const newest = async (n: number) => (await upstreamList({ pageSize: n })).data.map((r) => r.callId);
/** Starts calls now and returns the id of the newest of the e2e key's project. */
async function startCall(): Promise<string> {
  await demo.startCalls(1);
  return (await newest(1))[0]!;
}

/** Hides or shows the tab as far as the page can tell (Page Visibility API). */
async function setVisibility(page: Page, state: "hidden" | "visible") {
  await page.evaluate(`
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "${state}" });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => ${state === "hidden"} });
    document.dispatchEvent(new Event("visibilitychange"));
  `);
}

test.afterEach(async () => {
  await clearFaults();
});

test("with the switch on, new calls slide in at the top within two intervals, and a status change updates in place; axe is clean", async ({ page }) => {
  await open(page, "/");
  await expect(liveSwitch(page)).toHaveAttribute("aria-checked", "false");
  await liveSwitch(page).click();
  await expect(page).toHaveURL(/[?&]live=1/);
  await running(page);
  // The pointer leaves the table alone (the switch is above it).
  const before = await callIdsInTable(page);

  await demo.startCalls(2);
  const expected = await newest(before.length);
  expect(expected.slice(2)).toEqual(before.slice(0, -2));
  await expect.poll(() => callIdsInTable(page), TWO_INTERVALS).toEqual(expected);
  await expect(page.getByRole("status").filter({ hasText: "2 new calls at the top of the table." })).toBeAttached();
  await expect(rowOf(page, expected[0]!)).toHaveClass(/live-arrival/);

  // A call under way moves on: its row changes where it is, and once completed it has Play.
  const id = expected[1]!;
  await expect(rowOf(page, id)).toContainText("Preparing");
  await demo.moveCall(id, "ringing");
  await expect(rowOf(page, id)).toContainText("Ringing", TWO_INTERVALS);
  await demo.moveCall(id, "in_progress");
  await demo.moveCall(id, "completed");
  await expect(rowOf(page, id).getByRole("button", { name: `Play recording of call ${id}` })).toBeVisible(TWO_INTERVALS);
  expect(await callIdsInTable(page)).toEqual(expected);

  await expectAxeClean(page, "live view after new calls");

  await liveSwitch(page).click();
  await expect(page).not.toHaveURL(/live=/);
});

test("nothing moves while a row has focus: new calls wait behind “Show N new calls”", async ({ page }) => {
  await open(page, "/?live=1");
  await running(page);
  const before = await callIdsInTable(page);
  await callsTable(page)
    .getByRole("link", { name: /^Details of call / })
    .first()
    .focus();

  await demo.startCalls(3);
  const show = page.getByRole("button", { name: "Show 3 new calls" });
  await expect(show).toBeVisible(TWO_INTERVALS);
  expect(await callIdsInTable(page)).toEqual(before);
  await expect(page.getByRole("link", { name: /^Details of call / }).first()).toBeFocused();

  await show.click();
  await expectCalls(page, await newest(before.length));
  await expect(show).toBeHidden();
  // Focus goes to the table the calls arrived in, not to the page's start.
  await expect(callsTable(page).getByRole("rowgroup", { name: "Call results, scrollable" })).toBeFocused();
});

test("nothing moves while the table is scrolled into: new calls wait until shown", async ({ page }) => {
  await open(page, "/?live=1&pageSize=100");
  await running(page);
  const before = await callIdsInTable(page);
  // Scrolled past the table's top, with the pointer over the header, away from the table.
  await page.evaluate(() => {
    const table = document.querySelector('[aria-label="Call results"]')!;
    window.scrollTo(0, table.getBoundingClientRect().top + window.scrollY + 400);
  });
  await page.mouse.move(5, 5);
  await expect.poll(() => page.evaluate(() => document.querySelector('[aria-label="Call results"]')!.getBoundingClientRect().top)).toBeLessThan(0);

  await demo.startCalls(2);
  const show = page.getByRole("button", { name: "Show 2 new calls" });
  await expect(show).toBeAttached(TWO_INTERVALS);
  expect(await callIdsInTable(page)).toEqual(before);

  await show.click();
  await expectCalls(page, await newest(before.length));
});

test("the player keeps playing while new calls arrive and rows move", async ({ page }) => {
  // A recording long enough to be still playing when the new calls come in, on the view's
  // first page of 100 (all rendered): calls that other tests started have none.
  const long = (await upstreamList({ pageSize: 100 })).data.find((r) => r.audioAvailable && (r.durationSeconds ?? 0) >= 60);
  expect(long, "a recording of a minute or more among the newest 100 calls").toBeDefined();
  const id = long!.callId;
  await open(page, "/?live=1&pageSize=100");
  await running(page);
  await callsTable(page)
    .getByRole("button", { name: `Play recording of call ${id}` })
    .click();
  const pause = page.getByRole("button", { name: `Pause recording of call ${id}` });
  await expect(pause).toBeVisible();
  await expect.poll(async () => (await media(page)).paused).toBe(false);
  const src = (await media(page)).src;

  await demo.startCalls(2);
  // Play kept the focus in the table, so the new calls wait; letting them in moves every row.
  await page.getByRole("button", { name: "Show 2 new calls" }).click(TWO_INTERVALS);
  await expect(rowOf(page, id)).toBeVisible();
  await expect(pause).toBeVisible();
  const after = await media(page);
  expect(after.paused).toBe(false);
  expect(after.src).toBe(src);
});

test("the live view's code loads as the switch is about to be pressed, not with the page: a key press before it arrives turns Live on", async ({ page }) => {
  await open(page, "/");
  // Scripts held back, so the live view's code arrives after the press.
  const release = await holdScripts(page);
  await liveSwitch(page).focus();
  await page.keyboard.press("Space");
  await expect(liveSwitch(page)).toHaveAttribute("aria-checked", "true");
  await expect(page).toHaveURL(/[?&]live=1/);
  // Nothing stands in for the status meanwhile: it was not in the page's first load.
  await expect(liveSwitch(page)).toHaveAccessibleDescription("");
  release();
  await running(page);
  const before = await callIdsInTable(page);
  await demo.startCalls(1);
  const expected = await newest(before.length);
  await expect.poll(() => callIdsInTable(page), TWO_INTERVALS).toEqual(expected);
});

test("the switch says why live updates are paused on page 2 or another sort, and offers the fix", async ({ page }) => {
  await open(page, "/?page=2&live=1");
  await expect(liveSwitch(page)).toHaveAttribute("aria-checked", "true");
  await expect(liveSwitch(page)).toHaveAccessibleDescription(/^Live updates show the first page: go to page 1/);
  await page.getByRole("button", { name: "Go to page 1" }).click();
  await running(page);
  await expect(page).toHaveURL(/[?&]live=1/);

  await callsTable(page).getByRole("button", { name: "Created" }).click();
  await expect(page).toHaveURL(/sortOrder=asc/);
  await expect(liveSwitch(page)).toHaveAccessibleDescription(/^Live updates show the newest calls first: sort by Created, newest first/);
  await expect(page).toHaveURL(/[?&]live=1/);
});

test("a relative range is resolved once, as the view goes live: its start is named, and every refresh lists from it", async ({ page }) => {
  const midnight = `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`;
  await demo.clearRequests();
  await open(page, "/?created=today&tz=UTC&live=1");
  await expect(liveSwitch(page)).toHaveAccessibleDescription(
    `Live · every ${LIVE_INTERVAL_SECONDS} s · calls created since ${formatDateTime(midnight, "UTC")}`,
  );
  // Two refreshes, each from today's midnight with no end, so new calls still arrive.
  const refreshes = async () =>
    (await demo.requests())
      .map((r) => new URL(r.url, "http://demo").searchParams)
      .filter((p) => Date.parse(p.get("createdFrom") ?? "") === Date.parse(midnight) && !p.has("createdTo") && p.get("pageSize") !== "1").length;
  await expect.poll(refreshes, { timeout: 2 * TWO_INTERVALS.timeout }).toBeGreaterThanOrEqual(2);
});

test("a bad live parameter is dropped with the other invalid ones", async ({ page }) => {
  await open(page, "/?live=yes&page=0");
  await expect(page.getByText("live must be 1 (live updates on) or absent")).toBeVisible();
  await expect(page.getByText("page must be 1 or more")).toBeVisible();
  await expect(liveSwitch(page)).toHaveAttribute("aria-checked", "false");
  await expect(page).not.toHaveURL(/live=/);
});

test("a hidden tab makes no requests, and refreshing resumes when it is shown again", async ({ page }) => {
  await open(page, "/?live=1");
  await running(page);
  await page.waitForRequest((r) => r.url().includes("/api/call-results?") && r.url().includes("live=1"), TWO_INTERVALS);

  await setVisibility(page, "hidden");
  await expect(liveSwitch(page)).toHaveAccessibleDescription("Live · paused while this tab is hidden");
  const sent: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/")) sent.push(r.url());
  });
  // Three intervals in which a visible tab would have refreshed at least twice.
  await page.waitForTimeout(3 * INTERVAL_MS);
  expect(sent).toEqual([]);

  await setVisibility(page, "visible");
  await running(page);
  await expect.poll(() => sent.some((u) => u.includes("live=1")), TWO_INTERVALS).toBe(true);
});

test("a refresh that lands after the tab was hidden leaves the summary alone until the tab is shown", async ({ page }) => {
  await open(page, "/?live=1");
  await running(page);
  // The next live refresh is held in flight while the tab goes hidden, then let through.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === "/api/call-results" && url.searchParams.get("live") === "1",
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  await page.waitForRequest((r) => r.url().includes("/api/call-results?") && r.url().includes("live=1"), TWO_INTERVALS);
  await setVisibility(page, "hidden");
  const summaries: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/summary")) summaries.push(r.url());
  });
  const landed = page.waitForResponse((r) => r.url().includes("/api/call-results?") && r.url().includes("live=1"));
  release();
  await landed;
  await page.waitForTimeout(INTERVAL_MS);
  expect(summaries).toEqual([]);

  // Shown again, the live view refreshes, and the summary with it.
  await setVisibility(page, "visible");
  await expect.poll(() => summaries.length, TWO_INTERVALS).toBeGreaterThan(0);
});

test("after a rate limit the switch says so and counts down to its retry, then live updates resume", async ({ page }) => {
  await open(page, "/?live=1");
  await running(page);
  await setFaults({ rateLimit: true, retryAfterSeconds: 6, operations: ["list"] });
  await expect(liveSwitch(page)).toHaveAccessibleDescription(/^Live · paused: rate limited, retrying in [1-6] s$/, TWO_INTERVALS);
  // Said once in the view's polite live region, not every second of the countdown.
  await expect(page.getByRole("status").filter({ hasText: "Live updates paused: rate limited." })).toBeAttached();
  await clearFaults();
  await running(page);
});

test("the detail page of a call in progress refreshes until it ends, and shows Play once the recording is there", async ({ page }) => {
  const id = await startCall();
  await demo.moveCall(id, "ringing");
  await demo.moveCall(id, "in_progress");
  await open(page, `/calls/${id}`);
  await expect(page.getByText("Call in progress")).toBeVisible();
  await expect(page.getByText(`Live · every ${LIVE_INTERVAL_SECONDS} s`)).toBeVisible();

  await demo.moveCall(id, "completed");
  await expect(page.getByRole("button", { name: `Play recording of call ${id}` })).toBeVisible(TWO_INTERVALS);
  await expect(page.getByRole("status").filter({ hasText: "The call is now completed. Its recording can be played." })).toBeAttached();
  await expect(page.getByText(`Live · every ${LIVE_INTERVAL_SECONDS} s`)).toBeHidden();
  await expectAxeClean(page, "a call's page after it ended");
});
