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
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute("href")));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(new Set(hrefs)).toEqual(new Set(["https://console.example.com/ok"]));
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

test("scripts run only with the request's nonce: no 'unsafe-inline', a new nonce per response (issue #16, Low)", async ({ page, request }) => {
  const nonces: string[] = [];
  for (let i = 0; i < 2; i++) {
    const r = await request.get("/");
    const scriptSrc = (r.headers()["content-security-policy"] ?? "").split("; ").find((d) => d.startsWith("script-src "))!;
    expect(scriptSrc).not.toContain("unsafe-inline");
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(scriptSrc)?.[1];
    expect(nonce).toBeTruthy();
    nonces.push(nonce!);
    // Every script Next rendered carries it.
    const html = await r.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  }
  expect(nonces[0]).not.toBe(nonces[1]);

  // In the browser: the page hydrates and works, and nothing was refused.
  const refused: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  await open(page, "/");
  // Hydrated: the column picker (client code) answers.
  await showColumn(page, "Console");
  await expect(
    callsTable(page)
      .getByRole("link", { name: /Open in console/ })
      .first(),
  ).toBeVisible();
  expect(refused).toEqual([]);
});
