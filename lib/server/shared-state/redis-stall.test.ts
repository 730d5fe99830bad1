// A Redis that stops answering without dropping its connection (the process paused with
// SIGSTOP, as in a stall): every use of it — the rate limits, the shared caches and the
// shared upstream budget — answers from this instance's memory within a bound, instead of
// waiting for as long as the stall lasts, and Redis is used again once it answers. On a
// real, throwaway redis-server (skipped, with the reason, where Redis is not installed).
import { describe, expect, it, vi } from "vitest";
import { redisForTests } from "@/test-support/redis";
import { sharedCache } from "../shared-cache";
import { createLimiter } from "./limiter";
import { redisState } from "./redis-client";
import { sharedPauseLeft, takeSharedToken } from "./upstream-share";

const { redis, skipped, connected } = await redisForTests();

/** The promise's value, or a failure naming `what` if it has not settled within `ms`: a hang fails the test instead of timing it out. */
function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} still waiting after ${ms} ms`)), ms);
  });
  return Promise.race([promise, hang]).finally(() => clearTimeout(timer));
}

describe.skipIf(skipped)(`Redis stalled mid-run${skipped ? ` (skipped: ${skipped})` : ""}`, () => {
  it("answers every use from memory during the stall, and shares through Redis again after it", async () => {
    if ("skipped" in redis) return;
    process.env.DASHBOARD_REDIS_TIMEOUT_MS = "250";
    await connected();
    const limiter = createLimiter({ keyPrefix: `stall-${process.pid}`, points: 1000, duration: 60 });
    const cache = sharedCache<number>(`stall-${process.pid}`, 100);
    await limiter.consume("ada");
    await cache.set("before", 1, 60_000);
    expect(await cache.get("before")).toBe(1);

    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    redis.stall();
    try {
      // Each use answers: the first ones after the command timeout, the rest at once once the breaker is open.
      for (let i = 0; i < 20; i++) {
        await within(1500, `rate-limit check ${i}`, limiter.consume("ada"));
        await within(1500, `cache write ${i}`, cache.set(`during-${i}`, i, 60_000));
        expect(await within(1500, `cache read ${i}`, cache.get(`during-${i}`))).toBe(i);
        await within(1500, `shared upstream token ${i}`, takeSharedToken(1000, new AbortController().signal));
        expect(await within(1500, `shared pause ${i}`, sharedPauseLeft())).toBe(0);
      }
      expect(redisState()).toBe("breaker open");
      expect(warn.mock.calls.some(([line]) => String(line).includes("Redis unreachable"))).toBe(true);
    } finally {
      redis.unstall();
      warn.mockRestore();
    }

    // A probe closes the breaker once Redis answers; then entries written there are shared again.
    await vi.waitFor(
      async () => {
        await cache.get("probe");
        expect(redisState()).toBe("ok");
      },
      { timeout: 10_000, interval: 200 },
    );
    await cache.set("after", 2, 60_000);
    const { Redis } = await import("ioredis");
    const direct = new Redis(redis.url);
    try {
      const keys = await direct.keys("*after");
      expect(keys.length).toBe(1);
    } finally {
      direct.disconnect();
    }
  }, 60_000);
});
