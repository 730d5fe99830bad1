// The whole job without a mouse: filter, sort, play, skip, change speed, open the console
// link and page on, moving focus with Tab only, always forward; and the popovers whose
// content loads on demand, which take focus when it arrives.
import { expect, type Page, test } from "@playwright/test";
import { callsTable, holdScripts, open } from "./support";

declare global {
  interface Window {
    focusedNames?: string[];
  }
}

/** Records the accessible name of every element that takes focus, so Tab presses need no round trip each. */
async function recordFocus(page: Page) {
  await page.evaluate(() => {
    window.focusedNames = [];
    document.addEventListener("focusin", (event) => {
      const el = event.target as HTMLElement;
      const name =
        el.getAttribute("aria-label") ??
        (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null) ??
        el.closest("label")?.textContent ??
        el.textContent;
      window.focusedNames!.push((name ?? "").trim());
    });
  });
}

const BATCH = 8;

/**
 * Presses Tab until the focused element has this accessible name (or fails): in batches,
 * reading the focus log once per batch, then Shift+Tab back over any overshoot.
 */
async function tabTo(page: Page, name: string | RegExp) {
  const matches = (focused: string) => (typeof name === "string" ? focused === name : name.test(focused));
  for (let batch = 0; batch < 40; batch++) {
    await page.evaluate(() => {
      window.focusedNames = [];
    });
    for (let i = 0; i < BATCH; i++) await page.keyboard.press("Tab");
    const names = await page.evaluate(() => window.focusedNames ?? []);
    const hit = names.findIndex(matches);
    if (hit >= 0) {
      for (let i = hit + 1; i < names.length; i++) await page.keyboard.press("Shift+Tab");
      const focused = await page.evaluate(() => window.focusedNames?.at(-1) ?? "");
      if (hit < names.length - 1 && !matches(focused)) throw new Error(`overshot ${name} and came back to "${focused}"`);
      return;
    }
  }
  throw new Error(`could not reach ${name} with Tab`);
}

test("filter, sort, play, skip, speed, the console link and paging by keyboard alone", async ({ page, context }) => {
  // A journey of some hundred key presses and a popup: on a loaded 2-core machine it took
  // up to 29 s, too close to the default 30 s.
  test.setTimeout(60_000);
  await open(page, "/");
  await recordFocus(page);
  // The Status popover: Enter opens it on its first status (Preparing), Escape closes it.
  await tabTo(page, /^Status: All/);
  await page.keyboard.press("Enter");
  for (let i = 0; i < 3; i++) await page.keyboard.press("Tab");
  await expect(page.getByRole("checkbox", { name: "Completed" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/status=completed/);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Status: Completed" })).toBeFocused();

  await tabTo(page, "Duration");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/sortBy=durationSeconds/);
  // The sorted rows replace the old ones when they arrive: Tab presses before that walk
  // through rows that vanish under the focus (a CI run came back to "Started").
  await expect(page.getByRole("columnheader", { name: "Duration" })).toHaveAttribute("aria-sort", /ascending|descending/);
  await expect(callsTable(page)).toHaveAttribute("aria-busy", "false");

  await tabTo(page, /^Play recording of call /);
  await page.keyboard.press("Enter");
  const media = () => page.evaluate(() => ({ t: document.querySelector("audio")!.currentTime, rate: document.querySelector("audio")!.playbackRate }));
  await expect.poll(async () => (await media()).t).toBeGreaterThan(0.2);
  const before = (await media()).t;
  await page.keyboard.press("ArrowRight");
  await expect.poll(async () => (await media()).t).toBeGreaterThan(before + 9);
  await page.keyboard.press("]");
  await expect.poll(async () => (await media()).rate).toBe(1.25);

  // The same row's console link, visible in the default columns.
  await tabTo(page, /^Open in console/);
  const popup = context.waitForEvent("page");
  await page.keyboard.press("Enter");
  const consolePage = await popup;
  await consolePage.waitForLoadState();
  expect(consolePage.url()).toMatch(/\/console\/projects\/acme\/calls\/call_/);
  await consolePage.close();

  await page.bringToFront();
  await tabTo(page, "Next page");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/page=2/);
});

test("a popover whose content loads on demand moves focus into it once it arrives", async ({ page }) => {
  await open(page, "/");
  // Scripts held back, so the zone list arrives after its popover opened.
  const release = await holdScripts(page);
  const zone = page.getByRole("button", { name: /^Time zone: / });
  await zone.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Time zone" })).toContainText("Loading time zones…");
  release();
  await expect(page.getByRole("combobox", { name: "Time zone" })).toBeFocused();
  await page.keyboard.type("new york");
  await page.keyboard.press("Enter");
  await expect(zone).toHaveAccessibleName("Time zone: America/New_York");
  await expect(zone).toBeFocused();

  const created = page.getByRole("button", { name: /^Created: / });
  await created.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("combobox", { name: "Created within" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(created).toBeFocused();
});
