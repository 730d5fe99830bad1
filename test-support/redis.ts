// A throwaway redis-server for a test file (scripts/engines.ts): REDIS_URL is put back
// after each test, and the client and the server are stopped after the file. Where Redis
// is not installed, `skipped` says why (use it in describe.skipIf and the title).
import { afterAll, afterEach, expect, vi } from "vitest";
import { closeRedisClient, redisClient } from "@/lib/server/shared-state/redis-client";
import { startRedis } from "@/scripts/engines";
import { saveEnv } from "./saved-env";

export async function redisForTests() {
  const redis = await startRedis();
  const restoreEnv = saveEnv(["REDIS_URL"]);
  afterEach(restoreEnv);
  afterAll(async () => {
    closeRedisClient();
    if (!("skipped" in redis)) await redis.stop();
  });
  const skipped = "skipped" in redis ? redis.skipped : undefined;
  return {
    redis,
    skipped,
    /** Points REDIS_URL at the server and waits until the client is ready, as at start. */
    async connected() {
      if ("skipped" in redis) throw new Error(`Redis skipped: ${redis.skipped}`);
      process.env.REDIS_URL = redis.url;
      await vi.waitFor(() => expect(redisClient()?.status).toBe("ready"), { timeout: 10_000 });
    },
  };
}
