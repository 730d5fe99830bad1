// Row by row with the keyboard (issue #15): ↑/↓ and k/j move a row focus through the calls
// grid, Home/End jump, Enter opens the call's details, `p` plays or pauses its recording and
// `o` opens its console link; none of it while a text field has focus. Also on a virtualized
// 500-row page, past the rendered rows, and across a live refresh.
import { expect, type Page, test } from "@playwright/test";
import { RENDER_COUNTER_SCRIPT } from "../bench/render-counter";
import { expectAxeClean } from "./axe";
import { LIVE_INTERVAL_SECONDS } from "./env";
import { expectPlayingPast, media, player } from "./shared-link";
import { callsTable, clearFaults, demo, open, upstreamList } from "./support";

test.afterEach(clearFaults);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A call's row, by its accessible name (the row's content names the call: "Details of call …"). */
const rowOf = (page: Page, callId: string) => callsTable(page).getByRole("row", { name: new RegExp(`of call ${escapeRegExp(callId)}(\\s|$)`) });

/** Into the rows the way a keyboard user gets there: Tab from the rows' sideways scroller, after the column header's controls. */
async function tabIntoRows(page: Page) {
  await callsTable(page).getByRole("rowgroup", { name: "Call results, scrollable" }).focus();
  await page.keyboard.press("Tab");
}

async function expectFocusVisible(page: Page, callId: string) {
  const row = rowOf(page, callId);
  await expect(row).toBeFocused();
  await expect(row).toBeInViewport();
  // A real outline around the focused row, in the focus ring's width.
  const outline = await row.evaluate((el) => {
    const s = getComputedStyle(el);
    return { style: s.outlineStyle, width: Number.parseFloat(s.outlineWidth), color: s.outlineColor };
  });
  expect(outline.style).toBe("solid");
  expect(outline.width).toBeGreaterThanOrEqual(2);
  expect(outline.color).not.toBe("rgba(0, 0, 0, 0)");
}

// First in the file: the calls it starts then sit well over the dashboard's 15 s summary
// cache before a later spec (summary.spec.ts) compares the counts with the service's.
test("the focused row is kept by call id when a live refresh adds calls above it", async ({ page }) => {
  await open(page, "/?live=1");
  await expect(page.getByRole("switch", { name: "Live updates" })).toHaveAccessibleDescription(`Live · every ${LIVE_INTERVAL_SECONDS} s`);
  const before = (await upstreamList()).data.map((c) => c.callId);
  await tabIntoRows(page);
  await page.keyboard.press("j");
  await page.keyboard.press("j");
  await expect(rowOf(page, before[2]!)).toBeFocused();

  await demo.startCalls(2);
  // Focus in the table holds the new calls back; the focused row has not moved.
  const show = page.getByRole("button", { name: "Show 2 new calls" });
  await expect(show).toBeVisible({ timeout: 2 * LIVE_INTERVAL_SECONDS * 1000 + 4000 });
  await expect(rowOf(page, before[2]!)).toBeFocused();
  await expect(rowOf(page, before[2]!)).toHaveAttribute("aria-rowindex", "4");

  // Let in, they push the row down two places; it is still the grid's focused row (Tab
  // comes back to it), and ↓ moves on from it.
  await show.click();
  await expect(rowOf(page, before[2]!)).toHaveAttribute("aria-rowindex", "6");
  await tabIntoRows(page);
  await expect(rowOf(page, before[2]!)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(rowOf(page, before[3]!)).toBeFocused();
});

test("↑/↓, j/k, Home and End move the row focus, which stays visible; Enter opens the call's details", async ({ page }) => {
  const ids = (await upstreamList()).data.map((c) => c.callId);
  await open(page, "/");
  await tabIntoRows(page);
  await expectFocusVisible(page, ids[0]!);

  await page.keyboard.press("ArrowDown");
  await expectFocusVisible(page, ids[1]!);
  await page.keyboard.press("j");
  await expectFocusVisible(page, ids[2]!);
  await page.keyboard.press("k");
  await expectFocusVisible(page, ids[1]!);
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp"); // already the first row: it stays
  await expectFocusVisible(page, ids[0]!);
  await page.keyboard.press("End");
  await expectFocusVisible(page, ids[19]!);
  await page.keyboard.press("ArrowDown"); // already the last row
  await expectFocusVisible(page, ids[19]!);
  await page.keyboard.press("Home");
  await expectFocusVisible(page, ids[0]!);

  // One Tab stop for the rows: Tab goes on into the focused row's own controls, and
  // Shift+Tab from there comes back to the row, not to another one.
  await page.keyboard.press("j");
  await page.keyboard.press("Tab");
  // Its first control: the call id (pinned at the start), which shows itself whole on focus.
  await expect(rowOf(page, ids[1]!).getByTitle(ids[1]!, { exact: true })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(rowOf(page, ids[1]!)).toBeFocused();

  // Axe with a row focused and the grid's roles in place.
  await expectAxeClean(page, "a row focused");

  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/calls/${escapeRegExp(ids[1]!)}$`));
  await expect(page.getByRole("heading", { name: `Call ${ids[1]}` })).toBeVisible();
});

test("moving the row focus re-renders no row (#18): focus lives in the DOM, not in React state", async ({ page }) => {
  // The bench's commit counter (a stand-in for the React DevTools hook) sees every row that renders.
  await page.addInitScript({ content: RENDER_COUNTER_SCRIPT });
  // The relative times re-render every row every 5 s: the page's clock stands still meanwhile.
  await page.clock.install();
  const ids = (await upstreamList({ pageSize: 100 })).data.map((c) => c.callId);
  await open(page, "/?pageSize=100");
  await tabIntoRows(page);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 3000));
  await page.evaluate("window.__benchRenders.reset()");
  for (const key of ["j", "j", "ArrowDown", "k", "End", "ArrowUp", "Home"]) await page.keyboard.press(key);
  await expect(rowOf(page, ids[0]!)).toBeFocused();
  await page.keyboard.press("End");
  await expect(rowOf(page, ids[99]!)).toBeFocused();
  const renders = (await page.evaluate("window.__benchRenders.read()")) as { commits: number; rowRenders: number };
  expect(renders.rowRenders).toBe(0);
  // The counter does see rows: pressing Play re-renders the row that plays.
  await page.evaluate("window.__benchRenders.reset()");
  await callsTable(page)
    .getByRole("button", { name: /^Play recording of call / })
    .last()
    .click();
  await expect(callsTable(page).getByRole("button", { name: /^Pause recording of call / })).toHaveCount(1);
  expect(((await page.evaluate("window.__benchRenders.read()")) as { rowRenders: number }).rowRenders).toBeGreaterThan(0);
});

test("the rows count the whole view: aria-rowindex includes the page offset", async ({ page }) => {
  const { data, pagination } = await upstreamList({ page: 2 });
  await open(page, "/?page=2");
  await expect(callsTable(page)).toHaveAttribute("aria-rowcount", String(pagination.total + 1));
  // Row 1 is the header; page 2's first call is the 21st call of the view.
  await expect(rowOf(page, data[0]!.callId)).toHaveAttribute("aria-rowindex", "22");
});

test("p plays and pauses the focused row's recording; the player's own keys still work there", async ({ page }) => {
  const calls = (await upstreamList({ status: "completed" })).data;
  const at = calls.findIndex((c) => c.audioAvailable && (c.durationSeconds ?? 0) >= 30);
  expect(at, "a completed call with 30 s or more of recording on the first page").toBeGreaterThanOrEqual(0);
  const id = calls[at]!.callId;
  await open(page, "/?status=completed");
  await tabIntoRows(page);
  for (let i = 0; i < at; i++) await page.keyboard.press("j");
  await expect(rowOf(page, id)).toBeFocused();

  await page.keyboard.press("p");
  await expect(player(page)).toBeVisible();
  await expect(callsTable(page).getByRole("button", { name: `Pause recording of call ${id}` })).toHaveAttribute("aria-pressed", "true");
  await expectPlayingPast(page, 0.2);
  expect((await media(page)).src).toContain(`/recordings/${id}.wav`);
  // Focus stayed on the row.
  await expect(rowOf(page, id)).toBeFocused();

  // ←/→ are the player's (skip 10 s) even with a row focused: no key means two things.
  const before = (await media(page)).time;
  await page.keyboard.press("ArrowRight");
  await expect.poll(async () => (await media(page)).time).toBeGreaterThan(before + 9);
  await expect(rowOf(page, id)).toBeFocused();

  await page.keyboard.press("p");
  await expect(callsTable(page).getByRole("button", { name: `Play recording of call ${id}` })).toHaveAttribute("aria-pressed", "false");
  await expect(player(page).getByRole("button", { name: "Play", exact: true })).toBeVisible();
  await expect.poll(async () => (await media(page)).paused).toBe(true);

  await page.keyboard.press("p");
  await expect(callsTable(page).getByRole("button", { name: `Pause recording of call ${id}` })).toBeVisible();
  await expectPlayingPast(page, before + 9);

  // The keyboard help lists the rows' keys next to the player's.
  await player(page).getByRole("button", { name: "Keyboard shortcuts" }).click();
  const rowKeys = player(page).getByRole("definition").filter({ hasText: "Play or pause the row's recording" });
  await expect(rowKeys).toBeVisible();
  await expect(player(page).getByRole("definition").filter({ hasText: "Back or forward 10 seconds" })).toBeVisible();
  await expectAxeClean(page, "the keyboard help while playing");
});

test("before anything plays, the keyboard help by the table lists the row keys and the player's; Escape closes it", async ({ page }) => {
  await open(page, "/");
  await expect(player(page)).toHaveCount(0);
  const help = page.getByRole("button", { name: "Keyboard shortcuts" });
  await help.focus();
  await page.keyboard.press("Enter");
  await expect(help).toHaveAttribute("aria-expanded", "true");
  const rows = page.getByRole("definition").filter({ hasText: "Play or pause the row's recording" });
  await expect(rows).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "Back or forward 10 seconds" })).toBeVisible();
  await expectAxeClean(page, "the keyboard help before playing");
  await page.keyboard.press("Escape");
  await expect(rows).toBeHidden();
  await expect(help).toHaveAttribute("aria-expanded", "false");
});

test("o opens the focused row's console link in a new tab", async ({ page, context }) => {
  const calls = (await upstreamList()).data;
  await open(page, "/");
  await tabIntoRows(page);
  await page.keyboard.press("j");
  await page.keyboard.press("j");
  await expect(rowOf(page, calls[2]!.callId)).toBeFocused();
  const popup = context.waitForEvent("page");
  await page.keyboard.press("o");
  const consolePage = await popup;
  await consolePage.waitForLoadState();
  expect(consolePage.url()).toBe(calls[2]!.detailsUrl);
  expect(consolePage.url()).toMatch(/\/console\/projects\/acme\/calls\/call_/);
  await consolePage.close();
  // The dashboard stays where it was.
  await expect(page).toHaveURL(/\/$/);
});

test("the row keys do nothing while a text field has focus", async ({ page, context }) => {
  const ids = (await upstreamList()).data.map((c) => c.callId);
  await open(page, "/");
  await tabIntoRows(page);
  await expect(rowOf(page, ids[0]!)).toBeFocused();
  const popups: string[] = [];
  context.on("page", (p) => popups.push(p.url()));

  const field = page.getByRole("searchbox", { name: "Call ID" });
  await field.focus();
  for (const key of ["j", "k", "p", "o", "ArrowDown", "End"]) await page.keyboard.press(key);
  // The letters went into the field, and nothing else happened.
  await expect(field).toHaveValue("jkpo");
  await expect(field).toBeFocused();
  expect(popups).toEqual([]);
  await expect(player(page)).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/calls\//);
});

test("a virtualized 500-row page: the focus moves past the rendered rows, to the end and back, and survives scrolling away", async ({ page }) => {
  const upstream = await upstreamList({ pageSize: 500 });
  const ids = upstream.data.map((c) => c.callId);
  await open(page, "/?pageSize=500");
  await expect(callsTable(page)).toHaveAttribute("aria-rowcount", String(upstream.pagination.total + 1));
  // Virtualized: the last call is not rendered yet.
  await expect(rowOf(page, ids[499]!)).toHaveCount(0);
  await tabIntoRows(page);
  await expectFocusVisible(page, ids[0]!);

  // Well past the first screenful of rendered rows, one row at a time.
  for (let i = 0; i < 60; i++) await page.keyboard.press("ArrowDown");
  await expectFocusVisible(page, ids[60]!);

  await page.keyboard.press("End");
  await expectFocusVisible(page, ids[499]!);
  await expect(rowOf(page, ids[499]!)).toHaveAttribute("aria-rowindex", "501");
  await page.keyboard.press("k");
  await expectFocusVisible(page, ids[498]!);
  await page.keyboard.press("Home");
  await expectFocusVisible(page, ids[0]!);
  // Still virtualized back at the top: the far end is no longer rendered, and the rows
  // rendered are a window of the page, not all 500 of them.
  await expect(rowOf(page, ids[499]!)).toHaveCount(0);
  expect(await callsTable(page).getByRole("row").count()).toBeLessThan(250);

  // Scrolled far away (the wheel, not the keys): the focused row is kept, not recycled, so
  // the next key still moves from it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(rowOf(page, ids[499]!)).toHaveCount(1);
  await expect(rowOf(page, ids[0]!)).toBeFocused();
  await page.keyboard.press("j");
  await expectFocusVisible(page, ids[1]!);

  await expectAxeClean(page, "a virtualized page with a row focused");
});
