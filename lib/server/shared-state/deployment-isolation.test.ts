// Two deployments on one Redis, each with its own project's key (or its own
// DASHBOARD_REDIS_PREFIX), share no counter, lockout or cache; one deployment's instances
// share all of them. On a real, throwaway redis-server (skipped, with the reason, where
// Redis is not installed).
import { describe, expect, it } from "vitest";
import { redisForTests } from "@/test-support/redis";
import { saveEnv } from "@/test-support/saved-env";
import { ConfigError } from "../env";
import { sharedCache } from "../shared-cache";
import { redisPrefix } from "./deployment-prefix";
import { createLimiter } from "./limiter";
import { redisClient } from "./redis-client";

const { skipped, connected } = await redisForTests();
const restore = saveEnv(["CALL_RESULTS_API_BASE_URL", "CALL_RESULTS_API_KEY", "DASHBOARD_REDIS_PREFIX"]);

const deployment = (key: string, prefix = "") =>
  Object.assign(process.env, { CALL_RESULTS_API_BASE_URL: "https://calls.example.test", CALL_RESULTS_API_KEY: key, DASHBOARD_REDIS_PREFIX: prefix });
const outcome = (p: Promise<unknown>) => p.then(() => "allowed" as const).catch(() => "refused" as const);

describe("the deployment prefix", () => {
  it("is a hash of the upstream and its key, never the key, and a set prefix is checked", () => {
    try {
      deployment("acme_secret_key_1");
      const acme = redisPrefix();
      expect(acme).toMatch(/^crd:[0-9a-f]{12}$/);
      expect(acme).not.toContain("acme_secret_key_1");
      deployment("globex_secret_key_2");
      expect(redisPrefix()).not.toBe(acme);
      deployment("acme_secret_key_1", "team-a");
      expect(redisPrefix()).toBe("team-a");
      deployment("acme_secret_key_1", "bad prefix with spaces");
      expect(() => redisPrefix()).toThrow(ConfigError);
    } finally {
      restore();
    }
  });
});

describe.skipIf(skipped)(`two deployments on one Redis${skipped ? ` (skipped: ${skipped})` : ""}`, () => {
  it("keep their counters and caches apart, even under one prefix set by hand", async () => {
    try {
      await connected();
      const name = `iso-${process.pid}`;
      deployment("acme_secret_key_1");
      const acmeLimiter = createLimiter({ keyPrefix: name, points: 1, duration: 60 });
      const cache = sharedCache<string>(name, 10);
      expect(await outcome(acmeLimiter.consume("ada"))).toBe("allowed");
      expect(await outcome(acmeLimiter.consume("ada"))).toBe("refused");
      await cache.set("page-1", "acme calls", 60_000);

      deployment("globex_secret_key_2");
      const globexLimiter = createLimiter({ keyPrefix: name, points: 1, duration: 60 });
      // The same user name on the other deployment is not locked by acme's count.
      expect(await outcome(globexLimiter.consume("ada"))).toBe("allowed");
      expect(await cache.get("page-1")).toBeUndefined();

      // A prefix copied by hand to both: counters are shared (it says they are one), upstream data still is not.
      deployment("acme_secret_key_1", "shared-by-hand");
      await cache.set("page-2", "acme calls", 60_000);
      deployment("globex_secret_key_2", "shared-by-hand");
      expect(await cache.get("page-2")).toBeUndefined();

      // Another instance of acme's deployment does see acme's entry.
      deployment("acme_secret_key_1");
      expect(await cache.get("page-1")).toBe("acme calls");
      const keys = await redisClient()?.keys("*");
      expect(keys?.some((k) => k.includes("secret_key"))).toBe(false);
    } finally {
      restore();
    }
  });
});
