// Reviewing from a call's page (issue #38, section 1): the page and the player always on the
// same call, one rule for "Next call" (past calls without a recording, said), the review's
// keys (counted: a whole review in at most 12 keys beside the note's text), and "Next
// unreviewed". On a dashboard of this spec's own behind a trusted proxy, where "lee" is a
// listener, so its reviews start from an empty store.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import type { CallResult } from "@/lib/call-results/schemas";
import { DEMO_URL, e2ePort } from "./env";
import { expectPlayingPast, media, player } from "./shared-link";
import { settled, spawnDashboard, upstreamList } from "./support";

const servers: ChildProcess[] = [];
let url = "";
test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  const env = { DASHBOARD_AUTH: "proxy", DASHBOARD_TRUSTED_PROXIES: "127.0.0.1", DASHBOARD_PROXY_ROLES: "lee=listener", RECORDING_ORIGINS: DEMO_URL };
  url = await spawnDashboard(e2ePort(78), { ...env, DASHBOARD_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "e2e-call-review-")) }, (c) => servers.push(c));
});
test.afterAll(() => servers.forEach((s) => s.kill("SIGTERM")));

async function pageAs(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: url, extraHTTPHeaders: { "x-forwarded-user": "lee" } });
  return context.newPage();
}

const playingCall = async (page: Page) => /\/recordings\/([^/?]+)\.wav/.exec((await media(page)).src)?.[1];
const heading = (page: Page, call: CallResult) => page.getByRole("heading", { name: `Call ${call.callId}`, level: 1 });
const neighbours = (page: Page) => page.getByRole("navigation", { name: "Calls in the list" });

/**
 * Calls with a recording in the default view's order, from its 20th call on (the newest keep
 * arriving without one), each followed by the next with a recording; a and b with at least
 * one call without a recording between them, so the page's Next skips.
 */
async function aRun(): Promise<{ a: CallResult; b: CallResult; c: CallResult; d: CallResult; skipped: number }> {
  const calls = (await upstreamList({ pageSize: 100 })).data;
  const playable = calls.flatMap((c, i) => (c.audioAvailable && i >= 20 ? [i] : []));
  for (let k = 0; k + 3 < playable.length; k++) {
    const [a, b, c, d] = playable.slice(k, k + 4) as [number, number, number, number];
    if (b - a > 1) return { a: calls[a]!, b: calls[b]!, c: calls[c]!, d: calls[d]!, skipped: b - a - 1 };
  }
  throw new Error("the demo's newest 100 calls have no run of recordings with a gap");
}

let run: Awaited<ReturnType<typeof aRun>>;

test("the page and the player stay on one call: the player's Next moves the page, the page's Next moves the player", async ({ browser }) => {
  run = await aRun();
  const { a, b, c, skipped } = run;
  const page = await pageAs(browser);
  await page.goto(`/calls/${a.callId}`);
  await settled(page);
  // The page's Next follows the player's rule: past the calls without a recording, and says so.
  await expect(neighbours(page)).toContainText(`Next call → (skips ${skipped} without a recording)`);
  await expect(neighbours(page).getByRole("link", { name: "Next call" })).toHaveAttribute("href", `/calls/${b.callId}`);

  await page.getByRole("heading", { level: 1 }).click();
  await page.keyboard.press("Space");
  await expectPlayingPast(page, 0.5);
  expect(await playingCall(page)).toBe(a.callId);
  // The note form knows the recording plays: its moment, not "play the recording first".
  await expect(page.getByText(/^\(0:0\d\)$/)).toBeVisible();

  // The player's Next: the page follows, with its notes and review controls naming the call.
  await player(page).getByRole("button", { name: "Next call" }).click();
  await expect(heading(page, b)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/calls/${b.callId}$`));
  await expect(page.getByRole("heading", { name: `Review and notes for ${b.callId}` })).toBeVisible();
  await expect.poll(() => playingCall(page)).toBe(b.callId);

  // The page's Next: the player follows, and the previous recording stops.
  await neighbours(page).getByRole("link", { name: "Next call" }).click();
  await expect(heading(page, c)).toBeVisible();
  await expect.poll(() => playingCall(page)).toBe(c.callId);
  await expectPlayingPast(page, 0.2);
  await expect(page.getByRole("heading", { name: `Review and notes for ${c.callId}` })).toBeVisible();
  await page.context().close();
});

test("a call reviewed by keys: play, a note at a moment, a score, a tag, reviewed and next, in at most 12 keys", async ({ browser }) => {
  const { a, b } = run;
  const page = await pageAs(browser);
  await page.goto(`/calls/${a.callId}`);
  await settled(page);
  await expect(neighbours(page).getByRole("link", { name: "Next call" })).toBeVisible();
  // Every key the reviewer presses, but the note's own text.
  let keys = 0;
  const press = async (key: string) => {
    keys += 1;
    await page.keyboard.press(key);
  };
  await press("Space");
  await expectPlayingPast(page, 1);
  await press("n");
  const box = page.getByRole("textbox", { name: "Note" });
  await expect(box).toBeFocused();
  await expect(page.getByRole("checkbox", { name: "At current time" })).toBeChecked();
  await page.keyboard.type("Greets the caller by name");
  await press("Control+Enter");
  const notes = page.getByRole("list", { name: "Notes" });
  await expect(notes).toContainText("Greets the caller by name");
  await expect(notes.getByRole("link", { name: /^Play from 0:\d\d$/ })).toBeVisible();
  await expect(box).toHaveValue("");
  await expect(box).toBeFocused(); // not the page's body: the next note goes straight in
  await press("Escape");
  await press("4");
  await expect(page.getByRole("radiogroup", { name: "Score" }).getByRole("radio", { name: "4" })).toBeChecked();
  await press("t");
  await expect(page.getByRole("group", { name: "Tags" }).getByRole("checkbox").first()).toBeFocused();
  await press("Space");
  await press("Shift+R");
  await expect(heading(page, b)).toBeVisible();
  expect(keys).toBeLessThanOrEqual(12);

  // What the keys wrote landed on a, and the next call opens ready: playing, "At current time" kept.
  const saved = (await (await page.request.get(`/api/calls/${a.callId}/notes`)).json()) as {
    notes: Array<{ atSeconds: number | null }>;
    reviews: Array<{ score: number; tags: string[] }>;
  };
  expect(saved.reviews).toEqual([expect.objectContaining({ score: 4, tags: [expect.any(String)] })]);
  expect(saved.notes[0]?.atSeconds).toBeGreaterThanOrEqual(1);
  await expect.poll(() => playingCall(page)).toBe(b.callId);
  await expect(page.getByRole("checkbox", { name: "At current time" })).toBeChecked();

  // The keys are listed where the page's keys are.
  await page.getByRole("button", { name: "Keyboard shortcuts" }).first().click();
  const list = page.getByRole("definition");
  for (const what of [
    "Choose the score",
    "Write a note at the recording's current time",
    "Add the note",
    "Go to the tags",
    "Mark it reviewed and open the next call",
  ])
    await expect(list.filter({ hasText: what }).first()).toBeVisible();
  await page.context().close();
});

test("Next unreviewed passes over the calls already reviewed", async ({ browser }) => {
  const { a, b, c, d } = run;
  const page = await pageAs(browser);
  // a was reviewed by the test before; b is reviewed now, so from a the next unreviewed is c.
  expect((await page.request.put(`/api/calls/${b.callId}/review`, { data: { score: 3, tags: [] } })).status()).toBe(200);
  await page.goto(`/calls/${a.callId}`);
  await settled(page);
  await expect(neighbours(page).getByRole("link", { name: "Next unreviewed" })).toHaveAttribute("href", `/calls/${c.callId}`);
  await neighbours(page).getByRole("link", { name: "Next unreviewed" }).click();
  await expect(heading(page, c)).toBeVisible();
  await expect(neighbours(page).getByRole("link", { name: "Next unreviewed" })).toHaveAttribute("href", `/calls/${d.callId}`);
  await page.context().close();
});

test("the score's targets are at least 24 × 24 px, and 44 × 44 on a phone", async ({ browser }) => {
  const page = await pageAs(browser);
  for (const [width, height, least] of [
    [1366, 768, 24],
    [390, 844, 44],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`/calls/${run.a.callId}`);
    await settled(page);
    const labels = page.getByRole("radiogroup", { name: "Score" }).locator("label");
    await expect(labels).toHaveCount(5);
    for (const box of await labels.evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ w: r.width, h: r.height }))))
      expect(Math.min(box.w, box.h), `${width} px wide`).toBeGreaterThanOrEqual(least);
  }
  await page.context().close();
});
