// Time zones and times (issue #38, section 3): a call's page in the zone its link names (on
// the server's render too), the calls view's Details links keeping the view's zone, times
// shown relative or absolute by the user's choice, and a preset's resolved range.
import { expect, test } from "@playwright/test";
import { formatDateTime } from "@/lib/format";
import { callsTable, open, openCreated, upstreamList } from "./support";

const NY = "America/New_York";

test("a shared call link with tz= shows the call's times in that zone, from the server's first render on", async ({ page }) => {
  const call = (await upstreamList({ pageSize: 1 })).data[0]!;
  const zoned = formatDateTime(call.createdAt, NY);
  // The server's HTML already has them: nothing changes at hydration.
  const html = await (await page.request.get(`/calls/${call.callId}?tz=${encodeURIComponent(NY)}`)).text();
  expect(html).toContain(zoned);
  await open(page, `/calls/${call.callId}?tz=${encodeURIComponent(NY)}`);
  await expect(page.getByText(zoned).first()).toBeAttached();
  await expect(page.getByText(formatDateTime(call.createdAt, "Europe/Berlin"))).toHaveCount(0);
});

test("the calls view's Details links keep its zone, and the call's page opens in it", async ({ page }) => {
  const call = (await upstreamList({ pageSize: 1 })).data[0]!;
  await open(page, `/?tz=${encodeURIComponent(NY)}&callId=${call.callId}`);
  const details = callsTable(page).getByRole("link", { name: `Details of call ${call.callId}` });
  await expect(details).toHaveAttribute("href", `/calls/${call.callId}?tz=${encodeURIComponent(NY)}`);
  await details.click();
  await expect(page.getByRole("heading", { name: `Call ${call.callId}` })).toBeVisible();
  await expect(page.getByText(formatDateTime(call.createdAt, NY)).first()).toBeAttached();
});

test("times show relative with the absolute time as their title, or absolute by the view's setting, kept on the call's page", async ({ page }) => {
  const call = (await upstreamList({ pageSize: 1 })).data[0]!;
  await open(page, `/?tz=UTC&callId=${call.callId}`);
  const absolute = formatDateTime(call.createdAt, "UTC");
  const relative = callsTable(page).locator(`time[datetime="${call.createdAt}"]`).first();
  await expect(relative).toHaveText(/ago$|^just now$/);
  await expect(callsTable(page).getByTitle(absolute).first()).toBeVisible();
  await page.getByRole("button", { name: /^Time zone: / }).click();
  await page.getByRole("radiogroup", { name: "Times" }).getByRole("radio", { name: "Absolute" }).check();
  await page.keyboard.press("Escape");
  await expect(relative).toHaveText(absolute);
  await page.goto(`/calls/${call.callId}?tz=UTC`);
  await expect(page.locator(`time[datetime="${call.createdAt}"]`).first()).toHaveText(absolute);
});

test("a Created preset shows the From and To it stands for", async ({ page }) => {
  await open(page, "/?created=24h&tz=UTC");
  await openCreated(page);
  await expect(page.getByRole("dialog", { name: "Created" })).toContainText(
    /Last 24 hours: from \d{1,2} \w{3} \d{4}, \d\d:\d\d:\d\d UTC to \d{1,2} \w{3} \d{4}, \d\d:\d\d:\d\d UTC/,
  );
});
