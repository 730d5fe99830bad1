import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * The rules whose answer depends on the colours: a page's second theme changes only its
 * colours, so it runs these alone; every other rule gives the same answer in both themes and
 * runs in the first (full scans took about 3.4 s each on the calls view; issue #38 counted
 * 67 of them in a CI run).
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * Asserts that axe finds nothing on the page, or in the part `include` selects: every rule,
 * colour contrast included, or with `only: "colours"` the colour rules alone (a second theme of
 * a page the first theme scanned whole). A failure names the state, each rule and the elements
 * it found.
 *
 * Legacy mode runs axe in the page itself. The default mode runs it in parts and then finishes
 * in a blank page that it opens for every scan, which took twice as long (6.3 s against 3.4 s
 * on the calls view, in one run) and reaches nothing more here: these pages have no frames.
 */
export async function expectAxeClean(page: Page, what: string, include?: string, { only }: { only?: "colours" } = {}) {
  let builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (include) builder = builder.include(include);
  if (only === "colours") builder = builder.withRules(COLOUR_RULES);
  const r = await builder.analyze();
  expect(r.violations.map((v) => `${what}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}
