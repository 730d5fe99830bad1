import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { listResponseSchema } from "@/lib/call-results";
import { formatUtc } from "@/lib/format";
import { DEMO_KEY, DEMO_URL } from "./env";

test("the home page shows the newest calls served by the demo service", async ({ page, request }) => {
  // What the demo service itself says, over HTTP, with its documented default key.
  const upstream = listResponseSchema.parse(
    await (await request.get(`${DEMO_URL}/api/v1/call-results`, { headers: { "x-api-key": DEMO_KEY } })).json(),
  );
  expect(upstream.data).toHaveLength(20);

  await page.goto("/");
  const table = page.getByRole("table", { name: "Call results" });
  await expect(table).toBeVisible();
  const rows = table.getByRole("row");
  await expect(rows).toHaveCount(21); // header + 20 calls

  const first = upstream.data[0]!;
  const firstRow = rows.nth(1);
  await expect(firstRow).toContainText(formatUtc(first.createdAt));
  await expect(firstRow).toContainText(first.from);
  await expect(page.getByText(`of ${upstream.pagination.total.toLocaleString("en-US")} calls`)).toBeVisible();
});

test("the home page has no accessibility violations", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("table", { name: "Call results" })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
