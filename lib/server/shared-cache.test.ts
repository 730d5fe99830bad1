// The short-lived caches (the summary's counts, the live list): one process's memory by
// default, one Redis for every instance with REDIS_URL. The Redis cases run on a throwaway
// redis-server (scripts/engines.ts) and are reported as skipped, with the reason, where
// Redis is not installed.
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { startRedis } from "@/scripts/engines";
import { sharedCache } from "./shared-cache";
import { closeRedisClient, redisClient } from "./shared-state/redis-client";

const redis = await startRedis();
const saved = process.env.REDIS_URL;
afterEach(() => {
  if (saved === undefined) delete process.env.REDIS_URL;
  else process.env.REDIS_URL = saved;
});
afterAll(async () => {
  closeRedisClient();
  if (!("skipped" in redis)) await redis.stop();
});

describe("without REDIS_URL", () => {
  it("each instance keeps its own entries", async () => {
    delete process.env.REDIS_URL;
    const a = sharedCache<number>("t-memory", 10);
    const b = sharedCache<number>("t-memory", 10);
    await a.set("k", 1, 60_000);
    expect([await a.get("k"), await b.get("k")]).toEqual([1, undefined]);
  });
});

describe.skipIf("skipped" in redis)(`on Redis${"skipped" in redis ? ` (skipped: ${redis.skipped})` : ""}`, () => {
  const url = "skipped" in redis ? "" : redis.url;
  const connected = async () => {
    process.env.REDIS_URL = url;
    await vi.waitFor(() => expect(redisClient()?.status).toBe("ready"), { timeout: 10_000 });
  };

  it("two instances share an entry until its lifetime is over", async () => {
    await connected();
    const name = `t-shared-${Date.now()}`;
    const a = sharedCache<{ total: number }>(name, 10);
    const b = sharedCache<{ total: number }>(name, 10);
    await a.set("count", { total: 42 }, 300);
    expect(await b.get("count")).toEqual({ total: 42 });
    await vi.waitFor(async () => expect(await b.get("count")).toBeUndefined(), { timeout: 5_000, interval: 100 });
  });
});
