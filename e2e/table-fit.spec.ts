// A table that fits (issue #28, item 3): the Density choice, Comfortable or Compact, is
// remembered in this browser; Compact rows are no taller than Comfortable ones and shorter in all; axe is clean in both
// themes with Compact on. It also prints how many whole rows the default view shows.
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
  }

  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectAxeClean(page, `Compact, ${scheme}`);
  }
});
