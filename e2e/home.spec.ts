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
