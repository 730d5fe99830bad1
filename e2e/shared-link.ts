// The player as the journeys see it, and the shared-link tests that run under two autoplay
// policies: one that lets a page start playback, and the user-gesture-required one that
// browsers often apply to a freshly opened link.
import { expect, type Page, test } from "@playwright/test";
import { DEMO_PATHS } from "@/demo-service/client";
import { clearFaults, demo, open, setFaults } from "./support";

export const LONG = "call_demo_long"; // 2:05:30 of audio

export const player = (page: Page) => page.getByRole("region", { name: "Recording player" });

export const media = (page: Page) =>
  page.evaluate(() => {
    const a = document.querySelector("audio")!;
    return { time: a.currentTime, duration: a.duration, paused: a.paused, rate: a.playbackRate, src: a.currentSrc };
  });

export async function expectPlayingPast(page: Page, seconds: number) {
  await expect
    .poll(
      async () => {
        const m = await media(page);
        return !m.paused && m.time > seconds;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** How many signed URLs the demo service handed out for this call since the log was cleared. */
export async function audioRequests(callId: string): Promise<number> {
  return (await demo.requests()).filter((x) => x.url === DEMO_PATHS.audioByCall(callId)).length;
}

/**
 * Makes the page refuse play() until the user has pressed a pointer or a key in it, as an
 * autoplay policy that needs a gesture does: the promise rejects with NotAllowedError.
 * Headless Chromium lets every page play whatever --autoplay-policy says, so the refusal
 * is set up in the page itself, before any of its scripts run. (Not navigator.userActivation:
 * Playwright evaluates its own scripts as user gestures, which activates every page it waits on.)
 */
async function blockPlayUntilGesture(page: Page) {
  await page.addInitScript(() => {
    let gesture = false;
    for (const type of ["pointerdown", "keydown"]) addEventListener(type, (e) => (gesture ||= e.isTrusted), { capture: true });
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (gesture) return play.call(this);
      return Promise.reject(new DOMException("play() needs a user gesture", "NotAllowedError"));
    };
  });
}

/**
 * The shared-link journeys under one autoplay policy, each asserting the path that policy
 * takes: "allowed" must start playing at ?t by itself, "blocked" must wait there, paused,
 * until Play is pressed.
 */
export function sharedLinkTests(policy: string, autoplay: "allowed" | "blocked") {
  test.describe(`a shared link to a second of a call, under ${policy}`, () => {
    test.afterEach(clearFaults);
    if (autoplay === "blocked") test.beforeEach(({ page }) => blockPlayUntilGesture(page));

    test(autoplay === "allowed" ? "opens at ?t and plays from there by itself" : "opens at ?t, paused there, and Play resumes there", async ({ page }) => {
      await open(page, `/calls/${LONG}?t=3600`);
      await expect(player(page)).toBeVisible();
      if (autoplay === "allowed") {
        await expectPlayingPast(page, 3600);
        return;
      }
      // The automatic start was refused: the player waits at 3600, and Play resumes there.
      await expect.poll(async () => (await media(page)).time, { timeout: 10_000 }).toBeGreaterThanOrEqual(3600);
      expect((await media(page)).paused).toBe(true);
      await page.getByRole("button", { name: `Play recording of call ${LONG}` }).click();
      await expectPlayingPast(page, 3600);
      expect((await media(page)).time).toBeLessThan(3660);
    });

    test("Play pressed at once after navigation joins the load and plays from ?t", async ({ page }) => {
      await demo.clearRequests();
      // The signed URL takes a moment, so the press lands before the automatic start.
      await setFaults({ latencyMs: 1500, operations: ["audio-by-call"] });
      await page.goto(`/calls/${LONG}?t=30`, { waitUntil: "commit" });
      await page.getByRole("button", { name: `Play recording of call ${LONG}` }).click();
      await expectPlayingPast(page, 30);
      expect((await media(page)).time).toBeLessThan(60);
      expect(await audioRequests(LONG)).toBe(1);
    });
  });
}
