// Controls whose code loads on demand, not with the calls page (issue #28): their first
// press works when that code arrives late. Scripts are held back (holdScripts) from just
// after the page hydrated until the press has been made. The header's search has no code.
import { expect, test } from "@playwright/test";
import { E2E_PORT } from "./env";
import { expectTotal, holdScripts, open, settled, upstreamList } from "./support";

test("a first filter set while the chips' code is on its way shows its chip when it arrives, and the chip removes it", async ({ page }) => {
  await open(page, "/");
  const release = await holdScripts(page);
  const box = page.getByRole("searchbox", { name: "Call ID" });
  await box.fill("call_late_code");
  await box.press("Enter");
  await expect(page).toHaveURL(/[?&]callId=call_late_code/);
  release();
  const chips = page.getByRole("group", { name: "Active filters" });
  await expect(chips).toContainText("Call ID: call_late_code");
  await chips.getByRole("button", { name: "Remove filter Call ID" }).click();
  await expect(page).not.toHaveURL(/callId=/);
  await expect(chips).toBeHidden();
});

// Issue #38 §7: the summary's code is not in the first load; the server's markup of it stands
// until the code is there.
test("a press on the summary before its code has come is made when it comes, and focus moves to the control that took over", async ({ page }) => {
  // Every script the page's HTML does not name (the summary's code among them) waits.
  let html = "";
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === "/",
    async (route) => {
      const response = await route.fetch();
      html = await response.text();
      await route.fulfill({ response, body: html });
    },
  );
  await page.route(
    (url) => url.pathname.startsWith("/_next/static/chunks/") && url.pathname.endsWith(".js"),
    async (route) => {
      if (!html.includes(new URL(route.request().url()).pathname)) await held;
      await route.continue();
    },
  );
  await open(page, "/");
  const completed = page.getByRole("region", { name: "Summary" }).getByRole("button", { name: /^Completed, [\d,]+ calls$/ });
  await completed.click();
  await expect(completed).toBeFocused();
  await expect(completed).toHaveAttribute("aria-pressed", "false");
  expect(page.url()).not.toContain("status=");
  release();
  await expect(page).toHaveURL(/[?&]status=completed/);
  await expect(completed).toHaveAttribute("aria-pressed", "true");
  await expect(completed).toBeFocused();
});

// Issue #38 §2: the filter bar's id search and the pager paint before the scripts run. A choice
// made then is kept by hydration and used, and the forms work with no script at all.
test("choices made before the scripts run are kept by hydration and used: the id search's field, rows per page", async ({ page }) => {
  const agentId = (await upstreamList({ pageSize: 5 })).data[0]!.agentId;
  const total = (await upstreamList({ agentId, pageSize: 1 })).pagination.total;
  let release = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  await page.getByRole("combobox", { name: "Search by" }).selectOption({ label: "Agent ID" });
  release();
  await settled(page);
  await expect(page.getByRole("combobox", { name: "Search by" })).toHaveValue("agentId");
  const box = page.getByRole("searchbox", { name: "Agent ID" });
  await box.fill(agentId);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`[?&]agentId=${agentId}`));
  await expectTotal(page, total);

  // Rows per page sends itself, as it does once the scripts are there.
  await page.unrouteAll();
  release = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  await page.getByRole("combobox", { name: "Rows per page" }).selectOption("50");
  await expect(page).toHaveURL(/[?&]pageSize=50/);
  release();
  await settled(page);
  await expect(page.getByRole("combobox", { name: "Rows per page" })).toHaveValue("50");
  await expect(page.getByRole("navigation", { name: "Pagination" })).toContainText("1–50 of");
});

test("the id search and the pager work without scripts, keeping the view's other parameters", async ({ browser }) => {
  const agentId = (await upstreamList({ pageSize: 5 })).data[0]!.agentId;
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}`, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto("/?sortOrder=asc");
    await page.getByRole("combobox", { name: "Search by" }).selectOption({ label: "Agent ID" });
    await page.getByRole("searchbox", { name: "Call ID" }).fill(` ${agentId} `);
    await page.getByRole("searchbox", { name: "Call ID" }).press("Enter");
    await expect(page).toHaveURL(new RegExp(`/\\?(?=.*sortOrder=asc)(?=.*agentId=${agentId})`));
    await expect(page).not.toHaveURL(/[?&](by|q)=/);
    const pager = page.getByRole("navigation", { name: "Pagination" });
    await pager.getByRole("combobox", { name: "Rows per page" }).selectOption("20");
    await pager.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/[?&]pageSize=20/);
    await pager.getByRole("button", { name: "Next page" }).click();
    await expect(page).toHaveURL(new RegExp(`/\\?(?=.*page=2)(?=.*agentId=${agentId})(?=.*sortOrder=asc)`));
    await expect(pager).toContainText("Page 2 of");
  } finally {
    await context.close();
  }
});
