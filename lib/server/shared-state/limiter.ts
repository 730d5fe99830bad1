import "server-only";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { redisPrefix } from "./deployment-prefix";
import { redisConnection, redisReady } from "./redis-client";

// Counters with a time window (the per-user rate limit, the sign-in throttles), behind
// rate-limiter-flexible's one API: in Redis when REDIS_URL is set, so every instance
// counts against the same budget, else in this process's memory.
//
// Redis unreachable: each check falls back at once to this instance's own memory
// counter (rate-limiter-flexible's insurance limiter) and a warning is logged
// (redis-client.ts). So the limits still hold per instance — a user may get up to one
// budget per instance until Redis is back — and requests are neither refused nor slowed.

export interface LimiterOptions {
  keyPrefix: string;
  points: number;
  duration: number;
}

/** Keys a memory counter keeps at most: an attacker sending many names or addresses cannot grow it further. */
const MAX_MEMORY_KEYS = 100_000;

/**
 * The longest a memory counter keeps a key: 24 days. rate-limiter-flexible forgets a
 * memory key with a timer, and Node fires a timer longer than 2^31 ms (24.8 days) after
 * 1 ms, so the 30-day "known device" of the sign-in throttle was forgotten at once. In
 * memory a restart forgets everything anyway; Redis keeps the full duration.
 */
const MAX_MEMORY_SECONDS = 24 * 86_400;
const memorySeconds = (seconds: number) => Math.min(seconds, MAX_MEMORY_SECONDS);

/**
 * RateLimiterMemory with a cap on live keys. A key seen before always counts; a new key
 * beyond the cap, once expired keys are swept out, is refused as if over its limit, so a
 * flood of new keys is turned away rather than growing memory or evicting the counters
 * (a locked account) it is meant to defeat.
 */
export class BoundedMemoryLimiter extends RateLimiterMemory {
  private readonly expiries = new Map<string, number>();
  private sweptAt = 0;

  constructor(
    options: LimiterOptions,
    private readonly maxKeys = MAX_MEMORY_KEYS,
  ) {
    super({ ...options, duration: memorySeconds(options.duration) });
  }

  private admit(key: string | number, seconds: number) {
    const k = String(key);
    const now = Date.now();
    if (!this.expiries.has(k) && this.expiries.size >= this.maxKeys) {
      // At most one sweep a second: during a flood, each new key must not cost a pass over all of them.
      if (now - this.sweptAt >= 1000) {
        this.sweptAt = now;
        for (const [old, until] of this.expiries) if (until <= now) this.expiries.delete(old);
      }
      if (this.expiries.size >= this.maxKeys) throw new RateLimiterRes(0, seconds * 1000, this.points + 1, false);
    }
    const until = Math.max(this.expiries.get(k) ?? 0, now + seconds * 1000);
    this.expiries.delete(k);
    this.expiries.set(k, until);
  }

  /** Writes through `write` once the key is admitted; a refused key rejects as an exhausted limit does. */
  private admitted(key: string | number, seconds: number, write: () => Promise<RateLimiterRes>): Promise<RateLimiterRes> {
    try {
      this.admit(key, seconds);
    } catch (refused) {
      return Promise.reject(refused);
    }
    return write();
  }

  override consume(key: string | number, points?: number, options?: { [key: string]: unknown }) {
    return this.admitted(key, this.duration, () => super.consume(key, points, options));
  }

  override penalty(key: string | number, points?: number, options?: { [key: string]: unknown }) {
    return this.admitted(key, this.duration, () => super.penalty(key, points, options));
  }

  // A reward on a key that has expired writes a new record too.
  override reward(key: string | number, points?: number, options?: { [key: string]: unknown }) {
    return this.admitted(key, this.duration, () => super.reward(key, points, options));
  }

  override block(key: string | number, seconds: number, options?: { [key: string]: unknown }) {
    return this.admitted(key, memorySeconds(seconds), () => super.block(key, memorySeconds(seconds), options));
  }

  override set(key: string | number, points: number, secDuration: number, options?: { [key: string]: unknown }) {
    return this.admitted(key, memorySeconds(secDuration), () => super.set(key, points, memorySeconds(secDuration), options));
  }

  override delete(key: string | number, options?: { [key: string]: unknown }) {
    this.expiries.delete(String(key));
    return super.delete(key, options);
  }

  /** Keys counted now (expired ones are swept when the cap is reached). */
  get size(): number {
    return this.expiries.size;
  }
}

/**
 * RateLimiterRedis that asks redisReady() before each command instead of only the
 * connection's status (rejectIfRedisNotReady): a Redis that is connected but stalled
 * opens the breaker, and the insurance limiter (this instance's memory) answers at once.
 */
class BreakerAwareRedisLimiter extends RateLimiterRedis {
  // Overrides rate-limiter-flexible's own readiness check, which it calls before each command.
  _isRedisReady(): boolean {
    return redisReady();
  }
}

export type Limiter = RateLimiterMemory | RateLimiterRedis;

/** A counter of `points` per `duration` seconds under `keyPrefix`, in Redis or in memory. */
export function createLimiter(options: LimiterOptions): Limiter {
  const memory = new BoundedMemoryLimiter(options);
  // The connection, not redisClient(): the choice of engine follows the configuration, and
  // whether Redis may be asked is decided per command.
  const client = redisConnection();
  if (!client) return memory;
  return new BreakerAwareRedisLimiter({
    ...options,
    keyPrefix: `${redisPrefix()}:${options.keyPrefix}`,
    storeClient: client,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}
