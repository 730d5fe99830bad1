// The short-lived caches (the summary's counts, the live list): one process's memory by
// default, one Redis for every instance with REDIS_URL. The Redis cases run on a throwaway
// redis-server (scripts/engines.ts) and are reported as skipped, with the reason, where
// Redis is not installed.
import { describe, expect, it, vi } from "vitest";
import { redisForTests } from "@/test-support/redis";
import { sharedCache } from "./shared-cache";

const { skipped, connected } = await redisForTests();

describe("without REDIS_URL", () => {
  it("each instance keeps its own entries", async () => {
    delete process.env.REDIS_URL;
    const a = sharedCache<number>("t-memory", 10);
    const b = sharedCache<number>("t-memory", 10);
    await a.set("k", 1, 60_000);
    expect([await a.get("k"), await b.get("k")]).toEqual([1, undefined]);
  });
});

describe.skipIf(skipped !== undefined)(`on Redis${skipped ? ` (skipped: ${skipped})` : ""}`, () => {
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
