import "server-only";
import { TtlCache } from "./ttl-cache";

// A cache that every dashboard instance may share. Asynchronous on purpose: the in-memory
// engine below answers at once, and a Redis engine (REDIS_URL, being added separately) fits
// the same interface, so callers such as the live list's micro-cache need no change when it
// arrives. Values must survive JSON, as they will in Redis.
export interface SharedCache<V> {
  get(key: string): Promise<V | undefined>;
  set(key: string, value: V, ttlMs: number): Promise<void>;
}

/** The in-memory engine: one process's bounded TTL cache. */
export function memoryCache<V>(maxEntries: number, now: () => number = () => Date.now()): SharedCache<V> {
  const cache = new TtlCache<V>(maxEntries, now);
  return {
    get: async (key) => cache.get(key),
    set: async (key, value, ttlMs) => cache.set(key, value, ttlMs),
  };
}

/**
 * The cache named `name` (its keys are prefixed with it once shared). In memory today;
 * this is the one place where REDIS_URL will choose the shared engine.
 */
export function sharedCache<V>(_name: string, maxEntries: number): SharedCache<V> {
  return memoryCache<V>(maxEntries);
}
