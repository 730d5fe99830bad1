// Hostile upstream data stays inert, and every response carries the security headers.
import { expect, test } from "@playwright/test";
import { callsTable, clearFaults, open, setFaults, showColumn } from "./support";

test.afterEach(clearFaults);

test("hostile upstream data renders as inert text", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await setFaults({ hostileData: true });
  await open(page, "/");
  await showColumn(page, "Console");
  const table = callsTable(page);
  await expect(table).toContainText('<img src=x onerror="window.__xss=1">Agent <b>bold</b>');
  await expect(table).toContainText("<svg onload=window.__xss=1>");
  // Nothing injected ran or became markup.
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(table.locator("img, svg[onload], script")).toHaveCount(0);
  // Only the https console address became a link; javascript: and data: stay text.
  const links = table.getByRole("link", { name: /Open in console/ });
  for (const href of await links.evaluateAll((els) => els.map((e) => e.getAttribute("href")))) expect(href).toBe("https://console.example.com/ok");
  await expect(table).toContainText("javascript:window.__xss=1");
  // 5,000-character names and 300-digit numbers do not widen the page itself.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(dialogs).toEqual([]);

  // The detail view gets the same data and stays inert too.
  const detail = await table
    .getByRole("link", { name: /^Details/ })
    .first()
    .getAttribute("href");
  await open(page, detail!);
  await expect(page.getByRole("article")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test("pages and API responses carry the security headers", async ({ request }) => {
  for (const url of ["/", "/calls/call_demo_long", "/tasks/task_demo_long", "/api/call-results?pageSize=1", "/api/call-results/call_demo_long/audio"]) {
    const h = (await request.get(url)).headers();
    const csp = h["content-security-policy"] ?? "";
    expect(csp, url).toContain("frame-ancestors 'none'");
    expect(csp, url).not.toContain("unsafe-eval");
    expect(csp, url).toMatch(/media-src 'self' https: http:\/\/127\.0\.0\.1:\d+/);
    expect(csp, url).toContain("object-src 'none'");
    expect(h["x-content-type-options"], url).toBe("nosniff");
    expect(h["referrer-policy"], url).toBe("same-origin");
    expect(h["permissions-policy"], url).toContain("microphone=()");
    expect(h["x-powered-by"], url).toBeUndefined();
  }
});
