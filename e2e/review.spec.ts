// Notes and reviews of a call (issue #30) in a real browser, on a dashboard of this spec's
// own behind a trusted proxy (DASHBOARD_AUTH=proxy): "lee" is a listener, anyone else a
// viewer, so one server holds both sides.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import type { CallResult } from "@/lib/call-results/schemas";
import { toDateTimeLocal } from "@/lib/format";
import { expectAxeClean } from "./axe";
import { DEMO_URL, e2ePort } from "./env";
import { expectPlayingPast, LONG, media, player } from "./shared-link";
import { callsTable, chooseZone, settled, spawnDashboard, upstreamList } from "./support";

const servers: ChildProcess[] = [];
let url = "";
test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  // RECORDING_ORIGINS: the demo service is "a real service" here, so its recordings are named.
  const env = { DASHBOARD_AUTH: "proxy", DASHBOARD_TRUSTED_PROXIES: "127.0.0.1", DASHBOARD_PROXY_ROLES: "lee=listener", RECORDING_ORIGINS: DEMO_URL };
  url = await spawnDashboard(e2ePort(70), { ...env, DASHBOARD_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "e2e-review-")) }, (c) => servers.push(c));
});
test.afterAll(() => servers.forEach((s) => s.kill("SIGTERM")));

async function pageAs(browser: Browser, user: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: url, extraHTTPHeaders: { "x-forwarded-user": user } });
  return context.newPage();
}

async function openCall(page: Page, query = "") {
  await page.goto(`/calls/${LONG}${query}`);
  await settled(page);
}

const notes = (page: Page) => page.getByRole("list", { name: "Notes" });

async function axeClean(page: Page, what: string) {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    // The second theme: its colours alone (e2e/axe.ts).
    await expectAxeClean(page, `${what} (${scheme})`, undefined, { only: scheme === "dark" ? "colours" : undefined });
  }
}

test("a note at 0:42 plays from there after a reload; its author edits and deletes it", async ({ browser }) => {
  const page = await pageAs(browser, "lee");
  await openCall(page, "?t=40");
  await expectPlayingPast(page, 40);
  await player(page).getByRole("button", { name: "Pause" }).click();
  await player(page).getByRole("slider", { name: "Seek" }).fill("42");
  await expect.poll(async () => Math.floor((await media(page)).time)).toBe(42);

  await page.getByRole("textbox", { name: "Note" }).fill("Asks for a refund <b>here</b>");
  await page.getByRole("checkbox", { name: "At current time" }).check();
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(notes(page).getByRole("link", { name: "Play from 0:42" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Note" })).toHaveValue("");

  await page.reload();
  await settled(page);
  await expect(notes(page)).toContainText("Asks for a refund <b>here</b>"); // as text, never as markup
  await notes(page).getByRole("link", { name: "Play from 0:42" }).click();
  await expectPlayingPast(page, 42);
  expect((await media(page)).time).toBeLessThan(50);
  await axeClean(page, "call page");

  await notes(page).getByRole("button", { name: "Edit note by lee" }).click();
  const box = notes(page).getByRole("textbox", { name: "Edit note" });
  await box.fill("   ");
  await notes(page).getByRole("button", { name: "Save note" }).click();
  await expect(notes(page).getByRole("alert")).toHaveText("Note must not be empty.");
  await box.fill("Refund asked for at 0:42");
  await notes(page).getByRole("button", { name: "Save note" }).click();
  await expect(notes(page)).toContainText("Refund asked for at 0:42");
  await notes(page).getByRole("button", { name: "Delete note by lee" }).click();
  await expect(notes(page).getByRole("listitem")).toHaveCount(0);
  await page.context().close();
});

test("a call marked reviewed with a score and a tag (by its key) stays reviewed", async ({ browser }) => {
  const page = await pageAs(browser, "lee");
  await openCall(page);
  await page.getByRole("radiogroup", { name: "Score" }).getByRole("radio", { name: "4" }).check();
  await page.getByRole("group", { name: "Tags" }).getByRole("checkbox", { name: "coaching" }).check();
  await page.getByRole("heading", { name: /^Call/ }).click();
  await page.keyboard.press("r");
  const reviewed = page.getByRole("button", { name: "Reviewed" });
  await expect(reviewed).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await settled(page);
  await expect(reviewed).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("list", { name: "Reviews" })).toContainText("lee: score 4 · coaching");
  await page.context().close();
});

test("a call marked reviewed with a score and a tag is found on the Reviews page by that tag, with its facts, and opens", async ({ browser }) => {
  const call = (await upstreamList({ pageSize: 20 })).data.find((c) => c.callId !== LONG && c.agentName !== null)!;
  const page = await pageAs(browser, "lee");
  await page.goto(`/calls/${call.callId}`);
  await settled(page);
  await page.getByRole("radiogroup", { name: "Score" }).getByRole("radio", { name: "2" }).check();
  await page.getByRole("group", { name: "Tags" }).getByRole("checkbox", { name: "escalate" }).check();
  await page.getByRole("button", { name: "Mark reviewed" }).click();
  await expect(page.getByRole("button", { name: "Reviewed" })).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Reviews" }).click();
  await expect(page.getByRole("heading", { name: "Reviews", level: 1 })).toBeVisible();
  // The list applies a tag as it is ticked (issue #38 §4: no Filter button).
  await page.getByRole("group", { name: "Tags (any of them)" }).getByRole("checkbox", { name: "escalate" }).check();
  await expect(page).toHaveURL(/[?&]tag=escalate/);
  const table = page.getByRole("table", { name: "Reviewed calls" });
  // The header and this call only: the calls reviewed with other tags are filtered out.
  await expect(table.getByRole("row")).toHaveCount(2);
  const row = table.getByRole("row", { name: new RegExp(call.callId) });
  await expect(row).toContainText("2 (lee)");
  await expect(row).toContainText("escalate");
  await expect(row).toContainText(call.agentName!); // the facts, from the service
  await axeClean(page, "reviews page");

  await row.getByRole("link", { name: call.callId }).click();
  await expect(page).toHaveURL(new RegExp(`/calls/${call.callId}$`));
  await expect(page.getByRole("button", { name: "Reviewed" })).toHaveAttribute("aria-pressed", "true");
  // Back to the list the call was opened from, with its filter.
  await page.getByRole("link", { name: "← Reviews" }).click();
  await expect(page).toHaveURL(/\/reviews\?(.*&)?tag=escalate/);
  await expect(page.getByRole("table", { name: "Reviewed calls" }).getByRole("row", { name: new RegExp(call.callId) })).toBeVisible();
  // A list opened in another zone by its link comes back in that zone.
  await page.goto("/reviews?tag=escalate&tz=Asia/Kolkata");
  await page.getByRole("table", { name: "Reviewed calls" }).getByRole("link", { name: call.callId }).click();
  // The call's page keeps the list's zone (issue #38).
  await expect(page).toHaveURL(new RegExp(`/calls/${call.callId}\\?tz=Asia%2FKolkata$`));
  await page.getByRole("link", { name: "← Reviews" }).click();
  await expect(page).toHaveURL(/\/reviews\?(?=.*tag=escalate)(?=.*tz=Asia%2FKolkata)/);
  await page.context().close();
});

test("a viewer reads the notes but has no control to write, and the API refuses a viewer's note", async ({ browser }) => {
  const lee = await pageAs(browser, "lee");
  expect((await lee.request.post(`/api/calls/${LONG}/notes`, { data: { text: "for the viewer" } })).status()).toBe(201);
  const vic = await pageAs(browser, "vic");
  await openCall(vic);
  await expect(notes(vic)).toContainText("for the viewer");
  for (const name of ["Add note", "Mark reviewed", "Reviewed", "Edit note by lee", "Delete note by lee"])
    await expect(vic.getByRole("button", { name })).toHaveCount(0);
  await expect(vic.getByRole("textbox", { name: "Note" })).toHaveCount(0);
  const refused = await vic.request.post(`/api/calls/${LONG}/notes`, { data: { text: "not allowed" } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe("forbidden");
  await Promise.all([lee.context().close(), vic.context().close()]);
});

// The two calls the next tests mark and play: the newest two with a recording, other than LONG.
let marked: CallResult[] = [];
const playingCall = async (page: Page) => /\/recordings\/([^/?]+)\.wav/.exec((await media(page)).src)?.[1];

test("the calls table's Review column, and the phone's cards, show the calls marked reviewed, with score and notes, to a viewer too", async ({ browser }) => {
  // From the newest 40 calls, shown on a page of 100: the demo's live calls keep arriving at
  // the top (without a recording yet), and took 9 of the newest 10 in one run.
  const upstream = (await upstreamList({ pageSize: 40 })).data;
  marked = upstream.filter((c) => c.audioAvailable && c.callId !== LONG).slice(0, 2);
  expect(marked, "two of the newest 40 calls have a recording").toHaveLength(2);
  const [first, second] = marked as [CallResult, CallResult];
  const lee = await pageAs(browser, "lee");
  // In this order, so the Reviews list (newest activity first) holds second, then first.
  expect((await lee.request.put(`/api/calls/${first.callId}/review`, { data: { score: 5, tags: ["coaching"] } })).status()).toBe(200);
  expect((await lee.request.post(`/api/calls/${first.callId}/notes`, { data: { text: "well handled" } })).status()).toBe(201);
  expect((await lee.request.put(`/api/calls/${second.callId}/review`, { data: { score: 3, tags: [] } })).status()).toBe(200);
  const { marks } = (await (await lee.request.post("/api/reviews/marks", { data: { calls: upstream.map((c) => c.callId) } })).json()) as {
    marks: unknown[];
  };
  const unmarked = upstream.find((_, i) => marks[i] === null)!;

  const vic = await pageAs(browser, "vic");
  for (const page of [lee, vic]) {
    await page.goto("/?pageSize=100");
    await settled(page);
    const headers = await callsTable(page).getByRole("columnheader").allTextContents();
    const column = headers.findIndex((h) => h.trim() === "Review");
    expect(column).toBeGreaterThan(0);
    const cell = (callId: string) =>
      callsTable(page)
        .getByRole("row")
        .filter({ has: page.getByRole("button", { name: `Copy call ID ${callId}`, exact: true }) })
        .getByRole("gridcell")
        .nth(column);
    await expect(cell(first.callId)).toHaveAccessibleName("Reviewed, score 5 of 5, 1 note");
    await expect(cell(first.callId)).toContainText("5/5");
    await expect(cell(second.callId)).toHaveAccessibleName("Reviewed, score 3 of 5");
    await expect(cell(unmarked.callId)).toHaveAccessibleName("not reviewed");
    if (page === lee) await axeClean(page, "calls page with review marks");
  }
  // On a phone the cards say the same (each call found by its id, so its card is on screen).
  await vic.setViewportSize({ width: 390, height: 844 });
  for (const [call, says] of [
    [first, "Reviewed, score 5 of 5, 1 note"],
    [second, "Reviewed, score 3 of 5"],
    [unmarked, "not reviewed"],
  ] as const) {
    await vic.goto(`/?callId=${call.callId}`);
    await settled(vic);
    const card = vic.getByRole("list", { name: "Call results" }).getByRole("article", { name: `Call ${call.callId}` });
    await expect(card).toContainText(says);
    if (call === first) await expect(card).toContainText("5/5");
  }
  await Promise.all([lee.context().close(), vic.context().close()]);
});

test("on the Reviews page a row plays, and Next and Previous call follow the list's order across its pages", async ({ browser }) => {
  const [first, second] = marked as [CallResult, CallResult];
  const page = await pageAs(browser, "lee");
  // A page a call: the next call is on the list's next page, which the player fetches.
  await page.goto("/reviews?pageSize=1");
  await settled(page);
  const table = page.getByRole("table", { name: "Reviewed calls" });
  await expect(table.getByRole("row").nth(1)).toContainText(second.callId);
  await table.getByRole("button", { name: `Play recording of call ${second.callId}` }).click();
  await expect.poll(() => playingCall(page)).toBe(second.callId);
  const p = player(page);
  await p.getByRole("button", { name: "Next call" }).click();
  await expect.poll(() => playingCall(page)).toBe(first.callId);
  await expectPlayingPast(page, 0.2);
  await p.getByRole("button", { name: "Previous call" }).click();
  await expect.poll(() => playingCall(page)).toBe(second.callId);
  await p.getByRole("button", { name: "Previous call" }).click();
  await expect(p.getByRole("status").filter({ hasText: "Start of the list: no previous call with a recording." })).toBeVisible();
  expect(await playingCall(page)).toBe(second.callId);
  await page.context().close();
});

test("the Reviews page reads its date filter in the link's zone (tz=Asia/Kolkata), keeps it, and its zone control moves the same range", async ({
  browser,
}) => {
  const call = (await upstreamList({ pageSize: 30 })).data.at(-1)!;
  const page = await pageAs(browser, "lee");
  expect((await page.request.put(`/api/calls/${call.callId}/review`, { data: { score: 4, tags: [] } })).status()).toBe(200);
  // Two hours around now on Kolkata's clock (UTC+5:30). Read as UTC, the same wall-clock
  // times would start 4.5 hours after now, and leave the review out.
  const now = Date.now();
  const wall = (ms: number) => toDateTimeLocal(new Date(ms).toISOString(), "Asia/Kolkata");
  const [from, to] = [wall(now - 3_600_000), wall(now + 3_600_000)];
  const row = page.getByRole("table", { name: "Reviewed calls" }).getByRole("row", { name: new RegExp(call.callId) });

  await page.goto("/reviews?tz=Asia/Kolkata");
  await expect(page.getByRole("form", { name: "Filter the reviews" }).getByText("Times in Asia/Kolkata")).toBeVisible();
  // A typed date applies when Enter is pressed (or the field is left), not half typed.
  await page.getByLabel("Reviewed from", { exact: true }).fill(from);
  await page.getByLabel("Reviewed from", { exact: true }).press("Enter");
  await expect(page).toHaveURL(/[?&]from=/);
  await page.getByLabel("Reviewed to", { exact: true }).fill(to);
  await page.getByLabel("Reviewed to", { exact: true }).press("Enter");
  await expect(page).toHaveURL(/[?&]to=/);
  await expect(page).toHaveURL(/[?&]tz=Asia%2FKolkata/);
  await expect(row).toBeVisible();
  await expect(page.getByLabel("Reviewed from", { exact: true })).toHaveValue(from);

  // The zone control: the same range, shown on UTC's clock, still holding the review.
  await chooseZone(page, "UTC", "utc");
  await expect(page).toHaveURL(/[?&]tz=UTC/);
  await expect(page.getByLabel("Reviewed from", { exact: true })).toHaveValue(toDateTimeLocal(new Date(now - 3_600_000).toISOString(), "UTC"));
  await expect(row).toBeVisible();

  // The same wall-clock times read in UTC are another range, without it.
  await page.goto(`/reviews?tz=UTC&from=${from}&to=${to}`);
  await expect(page.getByText("No reviewed or noted calls match these filters.")).toBeVisible();
  await page.context().close();
});

// Issue #42: a save the server refuses says why, with the reference of the request support
// finds in the log. The form sends only what it checked, so the request is changed on its
// way (route interception) for the server itself to refuse it.
test("a refused note or review says the server's reason and its request's reference, and keeps what was typed", async ({ browser }) => {
  const page = await pageAs(browser, "lee");
  await openCall(page);
  const refusedAnswer = (method: string, path: string) =>
    page.waitForResponse((r) => r.request().method() === method && new URL(r.url()).pathname === path && r.status() === 400);

  const notesPath = `/api/calls/${LONG}/notes`;
  await page.route(`**${notesPath}`, (route) =>
    route.request().method() === "POST" ? route.continue({ postData: JSON.stringify({ text: "x", atSeconds: -1 }) }) : route.continue(),
  );
  const noteRefused = refusedAnswer("POST", notesPath);
  await page.getByRole("textbox", { name: "Note" }).fill("Kept after a refusal");
  await page.getByRole("button", { name: "Add note" }).click();
  const noteAnswer = await noteRefused;
  const noteAlert = page.getByRole("alert").filter({ hasText: "atSeconds must be a number from 0 to 86400." });
  await expect(noteAlert.getByText(/^Reference: /)).toHaveText(`Reference: ${noteAnswer.headers()["x-request-id"]}`);
  expect(noteAnswer.headers()["x-request-id"]).toMatch(/^[0-9a-f]{16}$/);
  await expect(page.getByRole("textbox", { name: "Note" })).toHaveValue("Kept after a refusal");
  await expect(page.getByRole("textbox", { name: "Note" })).toHaveAccessibleDescription(/atSeconds must be.*Reference: [0-9a-f]{16}/);

  const reviewPath = `/api/calls/${LONG}/review`;
  await page.route(`**${reviewPath}`, (route) => route.continue({ postData: JSON.stringify({ score: 9, tags: [] }) }));
  const reviewRefused = refusedAnswer("PUT", reviewPath);
  await page.getByRole("radiogroup", { name: "Score" }).getByRole("radio", { name: "2" }).check();
  await page.getByRole("button", { name: /^(Mark reviewed|Reviewed)$/ }).click();
  const reviewAnswer = await reviewRefused;
  const reviewAlert = page.getByRole("alert").filter({ hasText: "score must be" });
  await expect(reviewAlert.getByText(/^Reference: /)).toHaveText(`Reference: ${reviewAnswer.headers()["x-request-id"]}`);

  // Once the server takes it, the note is added and the refusal goes.
  await page.unroute(`**${notesPath}`);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(notes(page)).toContainText("Kept after a refusal");
  await expect(noteAlert).toHaveCount(0);
  await page.context().close();
});
