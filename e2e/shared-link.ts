// The player as the journeys see it, and the shared-link tests that run under two autoplay
// policies (the default one, and the user-gesture-required one that browsers often apply
// to a freshly opened link).
import { expect, type Page, test } from "@playwright/test";
import { DEMO_URL } from "./env";
import { clearFaults, open, setFaults } from "./support";

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
  const r = (await (await fetch(`${DEMO_URL}/__demo/requests`)).json()) as { requests: Array<{ url: string }> };
  return r.requests.filter((x) => x.url === `/api/v1/call-results/${callId}/audio`).length;
}

export function sharedLinkTests(policy: string) {
  test.describe(`a shared link to a second of a call, under ${policy}`, () => {
    test.afterEach(clearFaults);

    test("opens at ?t, playing there or paused there with Play ready", async ({ page }) => {
      await open(page, `/calls/${LONG}?t=3600`);
      await expect(player(page)).toBeVisible();
      await expect.poll(async () => (await media(page)).time, { timeout: 10_000 }).toBeGreaterThanOrEqual(3600);
      if ((await media(page)).paused) {
        // The automatic start was blocked: it waits at 3600, and Play resumes there.
        await page.getByRole("button", { name: `Play recording of call ${LONG}` }).click();
      }
      await expectPlayingPast(page, 3600);
    });

    test("Play pressed at once after navigation joins the load and plays from ?t", async ({ page }) => {
      await fetch(`${DEMO_URL}/__demo/requests`, { method: "DELETE" });
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
