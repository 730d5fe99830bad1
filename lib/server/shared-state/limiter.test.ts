// The counters behind the per-user rate limit and the sign-in throttles: bounded in
// memory, shared through Redis, and what happens when Redis goes away (each instance
// counts in its own memory, with a warning). The Redis cases run on a throwaway
// redis-server (scripts/engines.ts) and are reported as skipped, with the reason, where
// Redis is not installed.
import { describe, expect, it, vi } from "vitest";
import { redisForTests } from "@/test-support/redis";
import { redisPrefix } from "./deployment-prefix";
import { BoundedMemoryLimiter, createLimiter } from "./limiter";
import { closeRedisClient, redisClient } from "./redis-client";

const { redis, skipped, connected } = await redisForTests();

const outcome = (p: Promise<unknown>) => p.then(() => "allowed" as const).catch(() => "refused" as const);

describe("the memory counter", () => {
  it("counts a key up to its points, then refuses it", async () => {
    const limiter = new BoundedMemoryLimiter({ keyPrefix: "t", points: 2, duration: 60 });
    expect([await outcome(limiter.consume("a")), await outcome(limiter.consume("a")), await outcome(limiter.consume("a"))]).toEqual([
      "allowed",
      "allowed",
      "refused",
    ]);
  });

  it("keeps at most its cap of keys: a flood of new keys is refused, keys already counted still count", async () => {
    const limiter = new BoundedMemoryLimiter({ keyPrefix: "t", points: 5, duration: 60 }, 100);
    await limiter.consume("victim");
    for (let i = 0; i < 99; i++) await limiter.consume(`flood-${i}`);
    expect(limiter.size).toBe(100);
    expect(await outcome(limiter.consume("flood-new"))).toBe("refused");
    expect(await outcome(limiter.block("another-new", 10))).toBe("refused");
    expect(await outcome(limiter.penalty("penalised-new"))).toBe("refused");
    expect(await outcome(limiter.reward("rewarded-new"))).toBe("refused");
    expect(limiter.size).toBe(100);
    // The account under attack keeps its count: it is not evicted to make room.
    for (let i = 0; i < 4; i++) await limiter.consume("victim");
    expect(await outcome(limiter.consume("victim"))).toBe("refused");
  });

  it("keeps a key set for 30 days (the sign-in throttle's known devices): Node fires longer timers at once", async () => {
    const limiter = new BoundedMemoryLimiter({ keyPrefix: "t", points: 1, duration: 30 * 86_400 });
    await limiter.set("known", 1, 30 * 86_400);
    await limiter.consume("counted");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await limiter.get("known"))?.consumedPoints).toBe(1);
    expect((await limiter.get("counted"))?.consumedPoints).toBe(1);
  });

  it("makes room again once keys expire", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const limiter = new BoundedMemoryLimiter({ keyPrefix: "t", points: 5, duration: 1 }, 10);
      for (let i = 0; i < 10; i++) await limiter.consume(`k-${i}`);
      expect(await outcome(limiter.consume("later"))).toBe("refused");
      vi.setSystemTime(Date.now() + 1500);
      expect(await outcome(limiter.consume("later"))).toBe("allowed");
      expect(limiter.size).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("with REDIS_URL pointing where nothing answers", () => {
  it("still limits, in this instance's memory, and logs a warning", async () => {
    const { freePort } = await import("@/scripts/engines");
    process.env.REDIS_URL = `redis://:hunter2-secret@127.0.0.1:${await freePort()}`;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const limiter = createLimiter({ keyPrefix: `down-${Date.now()}`, points: 2, duration: 60 });
      expect([await outcome(limiter.consume("u")), await outcome(limiter.consume("u")), await outcome(limiter.consume("u"))]).toEqual([
        "allowed",
        "allowed",
        "refused",
      ]);
      await vi.waitFor(() => expect(warn).toHaveBeenCalled());
      const logged = String(warn.mock.calls[0]?.[0]);
      expect(logged).toContain("Redis unreachable: rate limits and sign-in throttles count in this instance's memory until it is back");
      expect(logged).not.toContain("hunter2");
    } finally {
      warn.mockRestore();
      closeRedisClient();
    }
  });
});

describe.skipIf(skipped !== undefined)(`on Redis${skipped ? ` (skipped: ${skipped})` : ""}`, () => {
  it("two instances' counters count against one budget", async () => {
    await connected();
    const prefix = `shared-${Date.now()}`;
    const instanceA = createLimiter({ keyPrefix: prefix, points: 3, duration: 60 });
    const instanceB = createLimiter({ keyPrefix: prefix, points: 3, duration: 60 });
    const results = [];
    for (const limiter of [instanceA, instanceB, instanceA, instanceB]) results.push(await outcome(limiter.consume("ann")));
    expect(results).toEqual(["allowed", "allowed", "allowed", "refused"]);
  });

  it("Redis stopped: each instance counts in its own memory, and the shared count resumes once it is back", async () => {
    if ("skipped" in redis) return;
    await connected();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const prefix = `fault-${Date.now()}`;
      const limiter = createLimiter({ keyPrefix: prefix, points: 2, duration: 60 });
      await limiter.consume("bo");
      await redis.pause();
      await vi.waitFor(() => expect(redisClient()?.status).not.toBe("ready"));
      // The memory fallback has its own budget, and still refuses past it.
      expect([await outcome(limiter.consume("bo")), await outcome(limiter.consume("bo")), await outcome(limiter.consume("bo"))]).toEqual([
        "allowed",
        "allowed",
        "refused",
      ]);
      await vi.waitFor(() => expect(warn).toHaveBeenCalled());
      await redis.resume();
      await connected();
      // Redis did not keep the count across its restart (it saves nothing): a fresh budget.
      expect(await outcome(limiter.consume("bo"))).toBe("allowed");
      expect(await redisClient()?.exists(`${redisPrefix()}:${prefix}:bo`)).toBe(1);
    } finally {
      warn.mockRestore();
    }
  });
});
