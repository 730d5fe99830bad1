// Playing through the list (issue #30): Previous/Next call in the calls view's order across
// a page boundary, past calls without a recording, with the speed kept; Autoplay next; the
// speed and volume kept across a reload; the player's facts and link; the call page's
// neighbours; axe on the player in both themes. One page, one journey: each step builds on
// the state the one before left.
import { expect, type Page, test } from "@playwright/test";
import type { CallResult } from "@/lib/call-results";
import { formatDateTime, formatDuration } from "@/lib/format";
import { expectAxeClean } from "./axe";
import { expectPlayingPast, media, player } from "./shared-link";
import { callsTable, open, upstreamList } from "./support";

/** Where the recording in the element comes from: the call it is of. */
const playingCall = async (page: Page) => /\/recordings\/([^/?]+)\.wav/.exec((await media(page)).src)?.[1];

async function axe(page: Page, what: string) {
  await expectAxeClean(page, what, 'section[aria-label="Recording player"]');
}

/**
 * Four calls with a recording in the default view's order (a, b, c, d) with at least one call
 * without a recording between a and c, and the page size that puts c first on page 2: Next
 * from a reaches c across the boundary, skipping on the way.
 */
async function aList() {
  const calls = (await upstreamList({ pageSize: 100 })).data;
  const playable = calls.flatMap((c, i) => (c.audioAvailable ? [i] : []));
  for (let k = 0; k + 3 < playable.length; k++) {
    const [a, b, c, d] = playable.slice(k, k + 4) as [number, number, number, number];
    if (c - a > 2) {
      const skips = (from: number, to: number) => to - from - 1;
      return { pageSize: c, a: calls[a]!, b: calls[b]!, c: calls[c]!, d: calls[d]!, skipped: [skips(a, b), skips(b, c)], first: calls[playable[0]!]! };
    }
  }
  throw new Error("the demo's newest 100 calls have no four recordings with a gap");
}

const skippedText = (n: number) => `Skipped ${n} ${n === 1 ? "call" : "calls"} without a recording.`;

async function expectPlaying(page: Page, call: CallResult) {
  await expect.poll(() => playingCall(page)).toBe(call.callId);
  await expect(player(page).getByRole("link", { name: `Call ${call.callId}` })).toBeVisible();
}

test("play through the list: Next across a page, skipping, speed kept; autoplay; kept across a reload", async ({ page }) => {
  test.slow(); // two axe scans and a few recordings on a loaded machine
  const list = await aList();
  const p = player(page);
  await open(page, `/?pageSize=${list.pageSize}`);
  await callsTable(page)
    .getByRole("button", { name: `Play recording of call ${list.a.callId}` })
    .click();
  await expectPlayingPast(page, 0.2);
  await p.getByLabel("Speed").selectOption("1.5");
  await expect.poll(async () => (await media(page)).rate).toBe(1.5);

  // Who and when, for the call playing.
  const a = list.a;
  // "→" is drawn, " to " is read (screen readers skip the arrow).
  const phone = (n: string) => n.replace(/[+]/g, "\\+");
  await expect(p).toContainText(new RegExp(`${phone(a.from)}\\s*→\\s*to\\s*${phone(a.to)}`));
  await expect(p).toContainText(formatDateTime(a.createdAt, "Europe/Berlin"));
  if (a.agentName) await expect(p).toContainText(a.agentName);
  if (a.durationSeconds !== null) await expect(p).toContainText(formatDuration(a.durationSeconds));

  // Next, Next: the second crosses into page 2; the calls without a recording are skipped and said.
  for (const [i, call] of [list.b, list.c].entries()) {
    await p.getByRole("button", { name: "Next call" }).click();
    await expectPlaying(page, call);
    if (list.skipped[i]! > 0) await expect(p.getByRole("status").filter({ hasText: skippedText(list.skipped[i]!) })).toBeVisible();
    await expectPlayingPast(page, 0.2);
    expect((await media(page)).rate).toBe(1.5);
  }
  await expect(p.getByLabel("Speed")).toHaveValue("1.5");

  await axe(page, "light");
  await page.getByRole("banner").getByRole("combobox", { name: "Theme" }).selectOption("dark");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await p.getByRole("button", { name: "Keyboard shortcuts" }).click();
  await expect(p.getByRole("definition").filter({ hasText: "Previous or next call" })).toBeVisible();
  await axe(page, "dark");
  await p.getByRole("button", { name: "Keyboard shortcuts" }).click();

  // Autoplay next: c plays to its end, and d follows by itself.
  const autoplay = p.getByRole("switch", { name: "Autoplay next" });
  await expect(autoplay).toHaveAttribute("aria-checked", "false");
  await autoplay.click();
  await expect(autoplay).toHaveAttribute("aria-checked", "true");
  const end = Math.floor((await media(page)).duration);
  await p.getByRole("slider", { name: "Seek" }).fill(String(end - 1));
  await expectPlaying(page, list.d);
  await expectPlayingPast(page, 0.2);
  expect((await media(page)).rate).toBe(1.5);
  await p.getByRole("slider", { name: "Volume" }).fill("40");

  // A reload: speed, volume and the switch are as left; the keys walk the list, and its
  // start is said, not wrapped around.
  await page.reload();
  await callsTable(page)
    .getByRole("button", { name: `Play recording of call ${list.first.callId}` })
    .click();
  await expectPlayingPast(page, 0.2);
  expect(await page.evaluate(() => ({ rate: document.querySelector("audio")!.playbackRate, volume: document.querySelector("audio")!.volume }))).toEqual({
    rate: 1.5,
    volume: 0.4,
  });
  await expect(p.getByLabel("Speed")).toHaveValue("1.5");
  await expect(p.getByRole("switch", { name: "Autoplay next" })).toHaveAttribute("aria-checked", "true");
  await page.locator("h1").click();
  await page.keyboard.press("Shift+P");
  await expect(p.getByRole("status").filter({ hasText: "Start of the list: no previous call with a recording." })).toBeVisible();
  expect(await playingCall(page)).toBe(list.first.callId);

  // The player's link opens the call's page, whose Next call is the player's: the list's next call with a recording.
  const calls = (await upstreamList({ pageSize: 100 })).data;
  const after = calls.slice(calls.findIndex((c) => c.callId === list.first.callId) + 1).find((c) => c.audioAvailable)!;
  await p.getByRole("link", { name: `Call ${list.first.callId}` }).click();
  await expect(page.getByRole("heading", { name: `Call ${list.first.callId}` })).toBeVisible();
  await page.getByRole("navigation", { name: "Calls in the list" }).getByRole("link", { name: "Next call" }).click();
  await expect(page.getByRole("heading", { name: `Call ${after.callId}` })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Calls in the list" }).getByRole("link", { name: "Previous call" })).toHaveAttribute(
    "href",
    `/calls/${list.first.callId}`,
  );
});
