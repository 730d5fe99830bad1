// A table that fits (issue #28): the Density choice, Comfortable or Compact, is remembered in
// this browser; Compact rows are no taller than Comfortable ones and shorter in all, and the
// default view shows the whole rows (12 at 1440×900, 8 at 1366×768); axe is clean in
// both themes with Compact on. The row's actions and the call id stay in view at 1280 px, and
// a filter change shifts nothing.
import { expect, type Page, test } from "@playwright/test";
import { callsTable, open } from "./support";
import { expectAxeClean } from "./axe";

const density = (page: Page) => page.getByRole("radiogroup", { name: "Density" });

/** The heights of the rendered rows, and how many of them show whole in the viewport. */
const rowsInView = (page: Page) =>
  callsTable(page)
    .locator("tbody tr[data-call-id]")
    .evaluateAll((rows) => {
      const boxes = rows.map((r) => r.getBoundingClientRect());
      return { heights: boxes.map((b) => b.height), whole: boxes.filter((b) => b.top >= 0 && b.bottom <= window.innerHeight).length };
    });

test("the density choice is remembered, Compact rows are shorter, and axe is clean in both themes", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page);
  await expect(density(page).getByRole("radio", { name: "Comfortable" })).toBeChecked();
  const comfortable = await rowsInView(page);

  await density(page).getByRole("radio", { name: "Compact" }).check();
  await expect(density(page).getByRole("radio", { name: "Compact" })).toBeChecked();
  const compact = await rowsInView(page);
  // Each row is no taller than in Comfortable (none wraps), and the page of rows is shorter.
  compact.heights.forEach((h, i) => expect(h).toBeLessThanOrEqual(comfortable.heights[i]!));
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  expect(sum(compact.heights)).toBeLessThan(sum(comfortable.heights));

  await page.reload();
  await expect(density(page).getByRole("radio", { name: "Compact" })).toBeChecked();
  const sizes = [
    { width: 1440, height: 900 },
    { width: 1366, height: 768 },
  ];
  for (const size of sizes) {
    await page.setViewportSize(size);
    const { whole } = await rowsInView(page);
    console.log(`Compact, ${size.width}×${size.height}: ${whole} whole rows in view (comfortable at 1440×900: ${comfortable.whole})`);
    // The targets: 12 whole rows at 1440×900, 8 at 1366×768, without scrolling.
    expect(whole).toBeGreaterThanOrEqual(size.width === 1440 ? 12 : 8);
  }

  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectAxeClean(page, `Compact, ${scheme}`);
  }
});

test("at 1280 px Play, Details and the console are in view in every row, and stay there, with the call id, while the table scrolls sideways", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // Every column shown: the table is then far wider than the screen.
  await open(
    page,
    "/?status=completed&columns=callId,callTaskId,agentId,endUserId,status,createdAt,startedAt,endedAt,updatedAt,durationSeconds,direction,from,to,agentName",
  );
  const row = callsTable(page).locator("tbody tr[data-call-id]").first();
  const callId = (await row.getAttribute("data-call-id"))!;
  const targets = [
    row.getByRole("button", { name: `Play recording of call ${callId}` }),
    row.getByRole("link", { name: `Details of call ${callId}` }),
    row.getByRole("link", { name: new RegExp(`console for call ${callId}`) }),
    row.getByTitle(callId, { exact: true }),
  ];
  for (const target of targets) await expect(target).toBeInViewport({ ratio: 1 });
  const region = page.getByRole("region", { name: "Call results, scrollable" });
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await region.evaluate((el) => el.scrollBy({ left: 400 }));
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  for (const target of targets) await expect(target).toBeInViewport({ ratio: 1 });
  // And nothing of the page scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test("a filter change moves nothing on the page: no layout shift while the new rows and counts arrive; a folded chart stays folded", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page);
  await expect(page.getByRole("figure", { name: "Calls over time" })).toBeVisible();
  await page.evaluate(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
    const w = window as unknown as { shifts: string[] };
    w.shifts = [];
    // As CLS counts them: not within half a second of the user's own input.
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Shift[]) {
        if (!e.hadRecentInput) w.shifts.push(`${e.value.toFixed(4)}: ${e.sources.map((s) => s.node?.textContent?.slice(0, 40)).join(" | ")}`);
      }
    }).observe({ type: "layout-shift" });
  });
  // Through the status popover (no summary toggle), so the counts are counted again too.
  await page.getByRole("button", { name: /^Status: / }).click();
  await page.getByRole("dialog").getByRole("checkbox", { name: "Failed" }).check();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/status=failed/);
  await expect(page.getByRole("region", { name: "Summary" })).toHaveAttribute("aria-busy", "false");
  await expect(callsTable(page)).toHaveAttribute("aria-busy", "false");
  expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);

  // Folding the chart is remembered on a wide screen.
  await page.getByRole("button", { name: "Chart" }).click();
  await expect(page.getByRole("figure", { name: "Calls over time" })).toBeHidden();
  await page.reload();
  await expect(page.getByRole("button", { name: "Chart" })).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("figure", { name: "Calls over time" })).toBeHidden();
});
