// How fast the calls table renders a 500-row page in Chromium (production build):
// time from the click to the new rows on screen, and the part of it spent rendering
// (after the data arrived). Works on any Playwright page of a running dashboard.
import type { Page } from "@playwright/test";
import { settled } from "../e2e/support";
import { percentile } from "./list-latency";

interface RenderSample {
  totalMs: number;
  renderMs: number;
}

export interface TableRenderResult {
  mountMs: number[];
  /** Of each mount: when the document's first byte came (the server's share of it). */
  mountResponseMs: number[];
  resort: RenderSample[];
  pageChange: RenderSample[];
}

/** Clicks a button and resolves when the table's first row changed and was painted. */
async function timeClick(page: Page, buttonName: string): Promise<RenderSample> {
  // tsx (esbuild) wraps named functions in __name(); the page has no such helper.
  await page.evaluate("window.__name = window.__name || ((f) => f)");
  return page.evaluate(async (name) => {
    const table = document.querySelector('[aria-label="Call results"]')!;
    const firstRow = () => table.querySelector("tbody tr")?.textContent ?? "";
    const before = firstRow();
    const button = Array.from(document.querySelectorAll("button")).find((b) => b.getAttribute("aria-label") === name || b.textContent?.trim() === name)!;
    // A clean heap first (Chromium runs with --expose-gc): the two table pages take turns in
    // one renderer, and a collection of the other page's garbage landed in some samples.
    (window as unknown as { gc?: () => void }).gc?.();
    performance.clearResourceTimings();
    const t0 = performance.now();
    const changed = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (firstRow() !== before) {
          observer.disconnect();
          // The next frame is when the new rows are painted.
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
        }
      });
      observer.observe(table, { childList: true, subtree: true, characterData: true });
    });
    button.click();
    const t1 = await changed;
    const fetches = performance
      .getEntriesByType("resource")
      .filter((e) => e.name.includes("/api/call-results") && e.startTime >= t0) as PerformanceResourceTiming[];
    const dataAt = fetches.length > 0 ? Math.max(...fetches.map((f) => f.responseEnd)) : t0;
    return { totalMs: t1 - t0, renderMs: t1 - Math.min(Math.max(dataAt, t0), t1) };
  }, buttonName);
}

/** The page of a run's table: the calls page, or the bench's plain TanStack Table baseline. */
export const TABLE_PAGES = { calls: "/", plain: "/bench-baselines/table" } as const;

export const emptyTableRender = (): TableRenderResult => ({ mountMs: [], mountResponseMs: [], resort: [], pageChange: [] });

/** One round on a table page (mount, two re-sorts, two page changes), added to `result`. */
export async function measureTableRender(page: Page, url: string, result: TableRenderResult = emptyTableRender()): Promise<TableRenderResult> {
  // Mount: navigation start to 500 rows on screen (server render plus hydration), from a
  // clean heap, as each timed click starts.
  await page.evaluate("window.gc && window.gc()");
  await page.goto(`${url}?pageSize=500`);
  await settled(page);
  await page.locator('[aria-label="Call results"] tbody tr[aria-rowindex="2"]').waitFor();
  result.mountMs.push(await page.evaluate(() => performance.now()));
  result.mountResponseMs.push(await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).responseStart));

  result.resort.push(await timeClick(page, "Duration"));
  result.resort.push(await timeClick(page, "Duration"));
  // Let the prefetch of page 2 land (the calls page prefetches; the plain one does not),
  // so paging measures rendering after the data either way.
  await page.waitForLoadState("networkidle");
  result.pageChange.push(await timeClick(page, "Next page"));
  await page.waitForLoadState("networkidle");
  result.pageChange.push(await timeClick(page, "Previous page"));
  return result;
}

export function summarise(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), n: sorted.length };
}
