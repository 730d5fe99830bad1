// The whole job without a mouse: filter, sort, page, play, skip, change speed and open
// the console link, moving focus with Tab only.
import { expect, test, type Page } from "@playwright/test";
import { open } from "./support";

/** Presses Tab until the focused element has this accessible name (or fails). */
async function tabTo(page: Page, name: string | RegExp, { backwards = false } = {}) {
  for (let i = 0; i < 250; i++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return "";
      const labelledBy =
        el.getAttribute("aria-label") ??
        (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null) ??
        el.closest("label")?.textContent ??
        el.textContent;
      return (labelledBy ?? "").trim();
    });
    if (typeof name === "string" ? focused === name : name.test(focused)) return;
  }
  throw new Error(`could not reach ${name} with Tab`);
}

test("filter, sort, page, play, skip, speed and the console link by keyboard alone", async ({ page, context }) => {
  await open(page, "/");
  await tabTo(page, "Completed");
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/status=completed/);

  await tabTo(page, "Duration", { backwards: true });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/sortBy=durationSeconds/);

  await tabTo(page, "Next page");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/page=2/);

  await tabTo(page, /^Play recording of call /, { backwards: true });
  await page.keyboard.press("Enter");
  const media = () => page.evaluate(() => ({ t: document.querySelector("audio")!.currentTime, rate: document.querySelector("audio")!.playbackRate }));
  await expect.poll(async () => (await media()).t).toBeGreaterThan(0.2);
  const before = (await media()).t;
  await page.keyboard.press("ArrowRight");
  await expect.poll(async () => (await media()).t).toBeGreaterThan(before + 9);
  await page.keyboard.press("]");
  await expect.poll(async () => (await media()).rate).toBe(1.25);

  await tabTo(page, "Columns", { backwards: true });
  await page.keyboard.press("Enter");
  await tabTo(page, "Console");
  await page.keyboard.press("Space");
  await page.keyboard.press("Escape");
  await tabTo(page, /^Open in console/);
  const popup = context.waitForEvent("page");
  await page.keyboard.press("Enter");
  const consolePage = await popup;
  await consolePage.waitForLoadState();
  expect(consolePage.url()).toMatch(/\/console\/projects\/acme\/calls\/call_/);
});
