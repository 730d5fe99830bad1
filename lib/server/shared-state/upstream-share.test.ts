// The upstream budget across instances: requests of every instance count against one
// budget in Redis, and one instance's Retry-After holds all of them. Runs on a throwaway
// redis-server (scripts/engines.ts); reported as skipped, with the reason, without one.
import { RateLimiterRedis } from "rate-limiter-flexible";
import { afterEach, describe, expect, it, vi } from "vitest";
import { redisForTests } from "@/test-support/redis";
import { redisPrefix } from "./deployment-prefix";
import { redisClient } from "./redis-client";
import { sharedPauseLeft, shareUpstreamPause, takeSharedToken } from "./upstream-share";

const { skipped, connected } = await redisForTests();
afterEach(() => vi.useRealTimers());

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
    // The budget's own window in Redis, read beside the code under test: one second from its first token.
    const budget = new RateLimiterRedis({ storeClient: redisClient()!, keyPrefix: `${redisPrefix()}:upstream-budget`, points: 3, duration: 1 });
    const counted = async () => (await budget.get("all"))?.consumedPoints ?? 0;
    // A machine too slow to ask four times within one window starts the round again; a
    // budget that never holds the fourth fails every round.
    for (let round = 1; ; round++) {
      expect(round, "the fourth request was never held within the window of the first three").toBeLessThanOrEqual(5);
      await budget.delete("all");
      for (let i = 0; i < 3; i++) await takeSharedToken(3, signal);
      const abandon = new AbortController();
      let settled = false;
      const fourth = takeSharedToken(3, abandon.signal).finally(() => {
        settled = true;
      });
      fourth.catch(() => undefined);
      // Wait until Redis has counted the fourth in the window of the first three (and so refused it).
      while (!settled && (await counted()) < 4);
      if (settled) continue;
      // Held, not answered: it waits for the next window, and can be abandoned meanwhile.
      abandon.abort(new Error("abandoned while waiting"));
      await expect(fourth).rejects.toThrow("abandoned while waiting");
      break;
    }
    // The next window lets requests through again.
    await takeSharedToken(3, signal);
  });

  it("shares an upstream Retry-After with every instance", async () => {
    await connected();
    // The clock stands still unless the test moves it (Redis keeps real time, and its 5 s key outlives the test).
    vi.useFakeTimers({ toFake: ["Date"] });
    await shareUpstreamPause(5);
    expect(await sharedPauseLeft()).toBe(5_000);
    vi.setSystemTime(Date.now() + 4_000);
    expect(await sharedPauseLeft()).toBe(1_000);
    vi.useRealTimers();
  });
});
