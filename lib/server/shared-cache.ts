import "server-only";
import type { Redis } from "ioredis";
import { countCacheLookup } from "./metrics";
import { upstreamCachePrefix } from "./shared-state/deployment-prefix";
import { redisClient } from "./shared-state/redis-client";
import { TtlCache } from "./ttl-cache";

// A cache that every dashboard instance shares when REDIS_URL is set (the summary's counts,
// the live list's micro-cache), and one process's bounded memory otherwise. Values must
// survive JSON, as they do in Redis.
export interface SharedCache<V> {
  get(key: string): Promise<V | undefined>;
  set(key: string, value: V, ttlMs: number): Promise<void>;
}

/** The in-memory engine: one process's bounded TTL cache. */
function memoryCache<V>(maxEntries: number, now: () => number = () => Date.now()): SharedCache<V> {
  const cache = new TtlCache<V>(maxEntries, now);
  return {
    get: async (key) => cache.get(key),
    set: async (key, value, ttlMs) => cache.set(key, value, ttlMs),
  };
}

/**
 * The Redis engine: each entry a key of its own under `<deployment>:cache:<name>:`, expiring with its
 * lifetime, so Redis holds no more than the live entries. While Redis is away the cache
 * falls back to this process's memory (a miss costs one more upstream request, no error).
 */
function redisCache<V>(client: Redis, name: string, fallback: SharedCache<V>): SharedCache<V> {
  // Read per call: the deployment's prefix follows the configuration in force.
  const prefix = () => `${upstreamCachePrefix()}:cache:${name}:`;
  return {
    async get(key) {
      try {
        const text = await client.get(prefix() + key);
        return text === null ? undefined : (JSON.parse(text) as V);
      } catch {
        return fallback.get(key);
      }
    },
    async set(key, value, ttlMs) {
      try {
        await client.set(prefix() + key, JSON.stringify(value), "PX", Math.max(1, Math.round(ttlMs)));
      } catch {
        await fallback.set(key, value, ttlMs);
      }
    },
  };
}

/** The cache named `name`: in Redis when REDIS_URL is set, else in this process's memory. */
export function sharedCache<V>(name: string, maxEntries: number): SharedCache<V> {
  const memory = memoryCache<V>(maxEntries);
  // Chosen per call, not at import, so the engine follows the configuration in force.
  return {
    get: async (key) => {
      const client = redisClient();
      const value = await (client ? redisCache(client, name, memory).get(key) : memory.get(key));
      countCacheLookup(name, value !== undefined);
      return value;
    },
    set: (key, value, ttlMs) => {
      const client = redisClient();
      return client ? redisCache(client, name, memory).set(key, value, ttlMs) : memory.set(key, value, ttlMs);
    },
  };
}
