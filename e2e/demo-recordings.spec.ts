// The demo service's recordings play in Chromium, last as long as the call, and seek
// (which needs HTTP Range support).
import { expect, test } from "@playwright/test";
import { DEMO_PATHS } from "@/demo-service/client";
import { recordingResponseSchema } from "@/lib/call-results";
import { demo } from "./support";

test("a signed demo recording plays in Chromium and seeks to minute 100", async ({ page, request }) => {
  const info = recordingResponseSchema.parse(
    await (await request.get(demo.url(DEMO_PATHS.audioByCall("call_demo_long")), { headers: demo.headers })).json(),
  ).data;

  await page.goto("/");
  const result = await page.evaluate(async (src) => {
    const audio = new Audio();
    audio.muted = true; // autoplay policy: muted media may play without a gesture
    audio.preload = "auto";
    audio.src = src;
    await audio.play();
    const waitUntil = (check: () => boolean, ms: number) =>
      new Promise<boolean>((resolve) => {
        const started = performance.now();
        const tick = () => (check() ? resolve(true) : performance.now() - started > ms ? resolve(false) : setTimeout(tick, 50));
        tick();
      });
    const advanced = await waitUntil(() => audio.currentTime > 0.3, 5000);
    const duration = audio.duration;
    audio.currentTime = 6000;
    const seeked = await waitUntil(() => audio.currentTime > 6000.2 && !audio.seeking, 5000);
    const at = audio.currentTime;
    audio.pause();
    return { advanced, duration, seeked, at, error: audio.error?.code ?? null };
  }, info.downloadUrl);

  expect(result.error).toBeNull();
  expect(result.advanced).toBe(true);
  expect(result.duration).toBeCloseTo(2 * 3600 + 5 * 60 + 30, 0);
  expect(result.seeked).toBe(true);
  expect(result.at).toBeGreaterThan(6000);
});
