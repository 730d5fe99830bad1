// Controls whose code loads on demand, not with the calls page (issue #28): their first
// press works when that code arrives late. Scripts are held back (holdScripts) from just
// after the page hydrated until the press has been made. The header's search has no code.
import { expect, test } from "@playwright/test";
import { E2E_PORT } from "./env";
import { holdScripts, open } from "./support";

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

test("the header's call task search needs no script: with scripts off a bad ID is refused and a good one opens its task", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}`, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto("/");
    const box = page.getByRole("searchbox", { name: "Find recording by call task" });
    // The browser refuses it by the box's pattern and stays on the page, saying what an ID is.
    await box.fill("../etc/passwd");
    await box.press("Enter");
    expect(await box.evaluate((el: HTMLInputElement) => el.validity.patternMismatch)).toBe(true);
    await expect(box).toHaveAttribute("title", /call task ID is 1–128 letters/);
    await expect(page).toHaveURL(/\/$/);
    // Spaces around a good ID are the paste's, not the ID's.
    await box.fill(" task_demo_pending ");
    await page.getByRole("button", { name: "Find recording" }).click();
    await expect(page).toHaveURL(/\/tasks\/task_demo_pending$/);
  } finally {
    await context.close();
  }
});
