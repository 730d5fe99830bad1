// The layout shift of a filter change on the calls page (issue #28: CLS 0 on load and on a
// filter change): a status picked in the Status popover, measured until the new rows and
// the summary have come and the network is idle again.
import type { Browser } from "@playwright/test";
import { settled } from "../e2e/support";
import { type Shift, TAKE_ENTRIES } from "./page-metrics";

export interface FilterShift {
  /**
   * Every shift from the first click on, those within 500 ms of the clicks too. CLS leaves
   * those out (as expected by the user), but the new rows and counts come within that time,
   * so CLS as the metric counts would not see the shifts they cause.
   */
  cls: number;
  /** CLS as the metric counts it: shifts not within 500 ms of input. */
  clsAfterInput: number;
  shifts: Shift[];
  /** The rows the filter left on the first page, so a change that did nothing shows. */
  rows: number;
}

const STATUS = "Failed";

export async function filterChangeShift(browser: Browser, baseUrl: string): Promise<FilterShift> {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/`);
    await settled(page);
    await page.waitForLoadState("networkidle");
    await page.evaluate(TAKE_ENTRIES);
    const from = await page.evaluate(() => performance.now());
    await page.getByRole("button", { name: /^Status: / }).click();
    await page.getByRole("dialog", { name: "Status" }).getByRole("checkbox", { name: STATUS }).check();
    await page.keyboard.press("Escape");
    await page.waitForURL(/[?&]status=failed/);
    await page.getByRole("button", { name: `Status: ${STATUS}` }).waitFor();
    await settled(page);
    await page.waitForLoadState("networkidle");
    // Room for a late paint, as the load's figure waits a second after the network is idle.
    await page.waitForTimeout(1000);
    const shifts = await page.evaluate((since) => (window as unknown as { __shifts: (since: number) => Shift[] }).__shifts(since), from);
    const rows = await page.locator('[aria-label="Call results"] tbody tr').count();
    return {
      cls: shifts.reduce((sum, s) => sum + s.value, 0),
      clsAfterInput: shifts.filter((s) => !s.input).reduce((sum, s) => sum + s.value, 0),
      shifts,
      rows,
    };
  } finally {
    await context.close();
  }
}
