import "server-only";
import { Redis } from "ioredis";
import { storeConfig } from "../store/store-config";

// The one Redis connection of this process (REDIS_URL), for the counters instances share.
// Commands are never queued while Redis is away (enableOfflineQueue: false): a rate-limit
// check must answer now, from the fallback (lib/server/shared-state/limiter.ts), rather
// than wait. ioredis keeps reconnecting, at most every 2 s, so the shared counters come
// back by themselves once Redis does.

const WARN_EVERY_MS = 60_000;
const global = globalThis as { __dashboardRedis?: { url: string; client: Redis; closing?: boolean } };
let warnedAt = 0;

function warn(detail: string) {
  if (Date.now() - warnedAt < WARN_EVERY_MS) return;
  warnedAt = Date.now();
  console.warn(
    JSON.stringify({
      at: new Date().toISOString(),
      warning: "Redis unreachable: rate limits and sign-in throttles count in this instance's memory until it is back",
      redis: storeConfig().redis?.safeUrl,
      detail,
    }),
  );
}

/** The client for REDIS_URL; null when it is unset (counters stay in memory). */
export function redisClient(): Redis | null {
  const config = storeConfig().redis;
  if (!config) return null;
  if (global.__dashboardRedis?.url !== config.url) {
    closeRedisClient();
    const client = new Redis(config.url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    const held = { url: config.url, client, closing: false };
    // Without a listener ioredis reports every failed reconnect as an unhandled error.
    client.on("error", (error: Error) => warn(error.message));
    client.on("close", () => {
      if (!held.closing) warn("connection closed");
    });
    client.on("ready", () => {
      if (warnedAt !== 0) console.log(JSON.stringify({ at: new Date().toISOString(), info: "Redis reachable again: rate limits are shared again" }));
      warnedAt = 0;
    });
    global.__dashboardRedis = held;
  }
  return global.__dashboardRedis.client;
}

/** Closes the client on purpose (a changed REDIS_URL, the end of a test or the bench): no warning. */
export function closeRedisClient(): void {
  const held = global.__dashboardRedis;
  if (!held) return;
  held.closing = true;
  held.client.disconnect();
  global.__dashboardRedis = undefined;
}
