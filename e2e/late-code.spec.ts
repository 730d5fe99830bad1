// Controls whose code loads on demand, not with the calls page (issue #28): their first
// press works when that code arrives late. Scripts are held back (holdScripts) from just
// after the page hydrated until the press has been made.
import { expect, test } from "@playwright/test";
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

test("the header's call task search checks and opens a task at the first submit while its code is on its way", async ({ page }) => {
  await open(page, "/");
  const release = await holdScripts(page);
  const box = page.getByRole("searchbox", { name: "Find recording by call task" });
  await box.fill("../etc/passwd");
  await box.press("Enter");
  release();
  await expect(page.getByRole("alert").filter({ hasText: "call task ID is" })).toBeVisible();
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await box.fill("task_demo_pending");
  await page.getByRole("button", { name: "Find recording" }).click();
  await expect(page).toHaveURL(/\/tasks\/task_demo_pending$/);
});
