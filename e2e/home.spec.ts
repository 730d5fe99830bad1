import { expect, test } from "@playwright/test";
import { open, upstreamList } from "./support";

test("the calls page shows the newest calls served by the demo service", async ({ page }) => {
  // What the demo service itself says, over HTTP.
  const upstream = await upstreamList();
  expect(upstream.data).toHaveLength(20);

  await open(page, "/");
  const table = page.getByRole("grid", { name: "Call results" });
  await expect(table).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(21); // header + 20 calls
  await expect(table.getByRole("row").nth(1)).toContainText(upstream.data[0]!.from);
  await expect(page.getByText(`1–20 of ${upstream.pagination.total.toLocaleString("en-US")}`)).toBeVisible();
});

// axe on the calls page, in both themes: e2e/dark-mode.spec.ts.

test("every icon is drawn, on the calls page and on a call's page reached from it", async ({ page }) => {
  // Named icons are <use> references into the sprite the page's shell renders: one that
  // finds no symbol draws nothing (an empty box), which no other check would notice.
  const undrawn = () =>
    page.evaluate(() => {
      const shown = [...document.querySelectorAll<SVGUseElement>("svg use")].filter((u) => u.closest("svg")!.getClientRects().length > 0);
      return { shown: shown.length, undrawn: shown.filter((u) => u.getBBox().width === 0).map((u) => u.getAttribute("href")) };
    });
  await open(page, "/");
  await expect(page.getByRole("grid", { name: "Call results" }).getByRole("row")).toHaveCount(21);
  const calls = await undrawn();
  expect(calls.undrawn).toEqual([]);
  expect(calls.shown).toBeGreaterThan(20);

  await page
    .getByRole("link", { name: /^Details of call / })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Call");
  const details = await undrawn();
  expect(details.undrawn).toEqual([]);
  expect(details.shown).toBeGreaterThan(0);
});

test("the calls page runs its scripts, its own inline one included, without a content security policy violation", async ({ page }) => {
  // The shell's inline script (components/layout/intl-warm-up.tsx) carries the request's
  // nonce: without it the policy refuses the script, and the page reports a violation.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await open(page, "/");
  expect(await page.locator("script:not([src])").evaluateAll((els) => els.some((e) => e.textContent?.includes("Intl.DateTimeFormat")))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});
