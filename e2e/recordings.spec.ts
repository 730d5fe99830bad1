// Listening: the shared player fed by just-in-time signed URLs, expiry in the middle of
// playback, recordings by call task, the call detail view, and the player's errors.
import { expect, test } from "@playwright/test";
import { expectAxeClean } from "./axe";
import { DEMO_URL } from "./env";
import { audioRequests, expectPlayingPast, LONG, media, player } from "./shared-link";
import { callsTable, clearFaults, open, setFaults, upstreamList } from "./support";

const PLAYER = 'section[aria-label="Recording player"]';

test.afterEach(clearFaults);

test("play from the table: a signed URL fetched just in time, streamed from storage", async ({ page }) => {
  await open(page, `/?callId=${LONG}`);
  await page.getByRole("button", { name: `Play recording of call ${LONG}` }).click();
  await expect(player(page)).toBeVisible();
  await expectPlayingPast(page, 0.5);
  const m = await media(page);
  // The dashboard hands the URL to <audio>; the bytes come from the demo storage directly.
  expect(m.src.startsWith(`${DEMO_URL}/recordings/${LONG}.wav?`)).toBe(true);
  expect(m.duration).toBeCloseTo(7530, 0);
  expect(page.url()).not.toContain("signature");
  await expect(callsTable(page).getByRole("button", { name: `Pause recording of call ${LONG}` })).toBeVisible();
  await expect(callsTable(page)).toContainText("Playing");
});

test("rows without a recording say why", async ({ page }) => {
  await open(page, "/?callId=call_demo_no_audio");
  await expect(callsTable(page)).toContainText("No recording");
  await open(page, "/?status=preparing");
  await expect(callsTable(page).getByRole("row").nth(1)).toContainText("Call in progress");
});

test("seek, skip, speed and keyboard shortcuts", async ({ page }) => {
  await open(page, `/?callId=${LONG}`);
  await page.getByRole("button", { name: `Play recording of call ${LONG}` }).click();
  await expectPlayingPast(page, 0.2);

  await player(page).getByRole("slider", { name: "Seek" }).fill("3600");
  await expectPlayingPast(page, 3600);

  const before = (await media(page)).time;
  await player(page).getByRole("button", { name: "Forward 10 seconds" }).click();
  await expect.poll(async () => (await media(page)).time).toBeGreaterThan(before + 9);
  await player(page).getByRole("button", { name: "Back 10 seconds" }).click();
  await expect.poll(async () => (await media(page)).time).toBeLessThan(before + 5);

  await player(page).getByLabel("Speed").selectOption("1.5");
  await expect.poll(async () => (await media(page)).rate).toBe(1.5);

  // Shortcuts, with focus on the page rather than in a field.
  await page.locator("h1").click();
  await page.keyboard.press("]");
  await expect.poll(async () => (await media(page)).rate).toBe(1.75);
  await page.keyboard.press("[");
  await page.keyboard.press("[");
  await expect.poll(async () => (await media(page)).rate).toBe(1.25);
  const t = (await media(page)).time;
  await page.keyboard.press("ArrowRight");
  await expect.poll(async () => (await media(page)).time).toBeGreaterThan(t + 9);
  await page.keyboard.press(" ");
  await expect.poll(async () => (await media(page)).paused).toBe(true);
  await page.keyboard.press(" ");
  await expect.poll(async () => (await media(page)).paused).toBe(false);

  // Not while typing in a field: "]" goes into the field, and the rate stays 1.25, as the
  // next "[" outside the field shows by taking it to 1 (from 1.5 had "]" been taken too).
  const field = page.getByRole("searchbox", { name: /^Find a call/ });
  await field.focus();
  await page.keyboard.press("]");
  await expect(field).toHaveValue("]");
  await page.locator("h1").click();
  await page.keyboard.press("[");
  await expect.poll(async () => (await media(page)).rate).toBe(1);

  await player(page).getByRole("button", { name: "Keyboard shortcuts" }).click();
  await expect(player(page)).toContainText("Back or forward 10 seconds");
});

test("one recording at a time", async ({ page }) => {
  const [a, b] = (await upstreamList({ status: "completed", pageSize: 50 })).data.filter((c) => c.audioAvailable);
  await open(page, "/?status=completed&pageSize=50");
  await page.getByRole("button", { name: `Play recording of call ${a!.callId}` }).click();
  await expectPlayingPast(page, 0.2);
  await page.getByRole("button", { name: `Play recording of call ${b!.callId}` }).click();
  await expect.poll(async () => (await media(page)).src).toContain(`/recordings/${b!.callId}.wav`);
  await expectPlayingPast(page, 0.2);
  await expect(page.getByRole("button", { name: `Play recording of call ${a!.callId}` })).toBeVisible();
  await expect(page.getByRole("button", { name: `Pause recording of call ${b!.callId}` })).toBeVisible();
});

test("a URL that expired while paused is renewed before playing, at the same position", async ({ page }) => {
  await setFaults({ urlTtlSeconds: 2 });
  await open(page, `/?callId=${LONG}`);
  await page.getByRole("button", { name: `Play recording of call ${LONG}` }).click();
  await expectPlayingPast(page, 0.2);
  await player(page).getByRole("button", { name: "Pause", exact: true }).click();
  const at = (await media(page)).time;
  const asked = await audioRequests(LONG);
  await page.waitForTimeout(3000);
  await player(page).getByRole("button", { name: "Play", exact: true }).click();
  await expectPlayingPast(page, at + 0.2);
  expect((await media(page)).time).toBeLessThan(at + 5);
  expect(await audioRequests(LONG)).toBeGreaterThan(asked);
});

test("playback continues past expiry mid-stream: the failing range request is recovered at the same position", async ({ page }) => {
  // Long enough to count as fresh when loaded, short enough to expire while playing.
  await setFaults({ urlTtlSeconds: 17 });
  // The page's clock and the links' clock both move on 19 s, instead of the test waiting them out.
  await page.clock.install();
  await open(page, `/?callId=${LONG}`);
  await page.getByRole("button", { name: `Play recording of call ${LONG}` }).click();
  await expectPlayingPast(page, 0.2);
  const asked = await audioRequests(LONG);
  await setFaults({ urlTtlSeconds: 17, clockSkewSeconds: 19 });
  await page.clock.fastForward(19_000);
  // Jump straight on the element, as a browser-driven range request does: the old URL
  // is expired now, so storage answers 403 and the player has to notice by itself.
  await page.evaluate(() => {
    document.querySelector("audio")!.currentTime = 4000;
  });
  await expectPlayingPast(page, 4000.5);
  expect((await media(page)).time).toBeLessThan(4015);
  expect(await audioRequests(LONG)).toBeGreaterThan(asked);
});

test("by call task: pending, then ready, then it plays", async ({ page }) => {
  await fetch(`${DEMO_URL}/__demo/pending`, { method: "DELETE" });
  await open(page, "/");
  await page.getByRole("searchbox", { name: /^Find a call/ }).fill("task_demo_pending");
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await expect(page).toHaveURL(/\/tasks\/task_demo_pending$/);
  await expect(page.getByRole("status").filter({ hasText: "being created" })).toBeVisible();
  await expect(page.getByText("The recording is ready")).toBeVisible({ timeout: 15_000 });
  await expect(player(page)).toContainText("call_demo_pending");
  // Browsers may block playing without a fresh gesture: press Play if it is paused.
  if ((await media(page)).paused) await player(page).getByRole("button", { name: "Play", exact: true }).click();
  await expectPlayingPast(page, 0.2);
});

test("by call task: an unknown task is not found, and what the header's box cannot use is refused", async ({ page }) => {
  await open(page, "/tasks/task_that_does_not_exist");
  await expect(page.getByText("No recording was found for call task task_that_does_not_exist.")).toBeVisible();
  const box = page.getByRole("searchbox", { name: /^Find a call/ });
  await box.fill("../etc/passwd");
  await page.getByRole("button", { name: "Find", exact: true }).click();
  // Refused by the server, naming what was given and what the box takes (e2e/header-search.spec.ts has the rest).
  await expect(page.getByRole("alert").filter({ hasText: "is neither" })).toContainText(
    "“../etc/passwd” is neither a call ID, a call task ID, a phone number nor a name. A call task ID is 1–128 letters",
  );
  await open(page, "/tasks?id=");
  await expect(page.getByRole("alert").filter({ hasText: "Give a call ID" })).toContainText("in the search box above");
});

test("the call detail view shows every field and opens playback at ?t", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await open(page, `/calls/${LONG}?t=3600`);
  await expect(page.getByRole("heading", { name: `Call ${LONG}` })).toBeVisible();
  for (const label of [
    "Status",
    "Call ID",
    "Call task ID",
    "Direction",
    "From",
    "To",
    "Agent",
    "Agent ID",
    "End user ID",
    "Created",
    "Started",
    "Ended",
    "Duration",
    "Updated",
    "Voicemail",
    "Result available",
    "Recording",
    "Console",
  ]) {
    await expect(page.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: /Open in console/ })).toHaveAttribute("rel", "noopener noreferrer");
  await expect.poll(async () => (await media(page)).time, { timeout: 10_000 }).toBeGreaterThanOrEqual(3600);
  await expect(player(page)).toBeVisible();
  await player(page).getByRole("button", { name: "Copy link at current time" }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`/calls/${LONG}\\?t=36\\d\\d$`));
});

test("download saves a file named after the call", async ({ page }) => {
  await open(page, "/?callId=call_demo_pending");
  await page.getByRole("button", { name: "Play recording of call call_demo_pending" }).click();
  await expect(player(page)).toBeVisible();
  const download = page.waitForEvent("download");
  await player(page).getByRole("button", { name: "Download recording" }).click();
  expect((await download).suggestedFilename()).toBe("call_demo_pending.wav");
});

test.describe("errors in the player", () => {
  test("rate limited: a countdown, then it plays", async ({ page }) => {
    await open(page, `/?callId=${LONG}`);
    await setFaults({ rateLimit: true, retryAfterSeconds: 4, operations: ["audio-by-call"] });
    await page.getByRole("button", { name: `Play recording of call ${LONG}` }).click();
    await expect(player(page).getByRole("alert")).toContainText(/Retrying in \d s/);
    await expectAxeClean(page, "player rate limited", PLAYER);
    await clearFaults();
    await expectPlayingPast(page, 0.2);
  });

  test("upstream unavailable: a retry that works once it is back", async ({ page }) => {
    await open(page, `/?callId=${LONG}`);
    await setFaults({ errorRate: 1, operations: ["audio-by-call"] });
    await page.getByRole("button", { name: `Play recording of call ${LONG}` }).click();
    await expect(player(page).getByRole("alert")).toContainText("unavailable");
    await clearFaults();
    await player(page).getByRole("button", { name: "Try again" }).click();
    await expectPlayingPast(page, 0.2);
  });

  test("recording not found", async ({ page }) => {
    await open(page, `/?callId=${LONG}`);
    await page.route(`**/api/call-results/${LONG}/audio`, (route) =>
      route.fulfill({
        status: 404,
        contentType: "application/json",
        body: JSON.stringify({ error: "Mocked upstream wording 7f2c", code: "recording_not_found" }),
      }),
    );
    await page.getByRole("button", { name: `Play recording of call ${LONG}` }).click();
    // The player's own words for this case, with nothing to retry.
    await expect(player(page).getByRole("alert")).toContainText("No recording exists for this call.");
    await expect(player(page).getByRole("alert")).not.toContainText("Mocked upstream wording");
    await expect(player(page).getByRole("button", { name: "Try again" })).toHaveCount(0);
  });

  test("a format the browser cannot play offers the download", async ({ page }) => {
    await open(page, `/?callId=${LONG}`);
    // Storage answers bytes that are no audio format at all.
    await page.route(`${DEMO_URL}/recordings/**`, (route) =>
      route.fulfill({ status: 200, contentType: "audio/x-unknown", body: "this is not audio ".repeat(200) }),
    );
    await page.getByRole("button", { name: `Play recording of call ${LONG}` }).click();
    await expect(player(page).getByRole("alert")).toContainText("cannot play this recording's format", { timeout: 15_000 });
    await expect(player(page).getByRole("button", { name: "Download instead" })).toBeVisible();
    await expectAxeClean(page, "player format error", PLAYER);
  });
});

// axe on the player (playing, its shortcuts, unavailable), a call's page, the task pages and the
// 404 page, in both themes: e2e/dark-mode.spec.ts. The player's other two states are scanned
// where their tests reach them, above.
