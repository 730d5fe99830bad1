// The upstream budget across instances: requests of every instance count against one
// budget in Redis, and one instance's Retry-After holds all of them. Runs on a throwaway
// redis-server (scripts/engines.ts); reported as skipped, with the reason, without one.
import { describe, expect, it } from "vitest";
import { redisForTests } from "@/lib/test/redis-for-tests";
import { redisClient } from "./redis-client";
import { shareUpstreamPause, sharedPauseLeft, takeSharedToken } from "./upstream-share";

const { skipped, connected } = await redisForTests();

it("without REDIS_URL, nothing is shared and nothing waits", async () => {
  delete process.env.REDIS_URL;
  const signal = new AbortController().signal;
  for (let i = 0; i < 20; i++) await takeSharedToken(2, signal);
  await shareUpstreamPause(30);
  expect(await sharedPauseLeft()).toBe(0);
});

describe.skipIf(skipped !== undefined)(`on Redis${skipped ? ` (skipped: ${skipped})` : ""}`, () => {
  it("holds the requests of all instances to one budget: the one past it waits, and can be abandoned", async () => {
    await connected();
    const signal = new AbortController().signal;
    // Line up with the start of a one-second window, so the first three share it.
    await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 20));
    for (let i = 0; i < 3; i++) await takeSharedToken(3, signal);
    const abandon = new AbortController();
    const fourth = takeSharedToken(3, abandon.signal);
    // Its refusal has come back from Redis (two round trips later), so it is waiting.
    await redisClient()!.ping();
    await redisClient()!.ping();
    abandon.abort(new Error("abandoned while waiting"));
    await expect(fourth).rejects.toThrow("abandoned while waiting");
    // The next window lets requests through again.
    await takeSharedToken(3, signal);
  });

  it("shares an upstream Retry-After with every instance", async () => {
    await connected();
    await shareUpstreamPause(5);
    const left = await sharedPauseLeft();
    expect(left).toBeGreaterThan(3_000);
    expect(left).toBeLessThanOrEqual(5_000);
  });
});
