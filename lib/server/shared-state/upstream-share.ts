import "server-only";
import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { redisPrefix } from "./deployment-prefix";
import { redisClient } from "./redis-client";

// The upstream budget across instances (REDIS_URL): every instance's requests count
// against one `perSecond` in Redis, and an upstream Retry-After one instance was given
// holds back all of them. Priority (interactive first) stays within each instance's own
// queue (lib/server/upstream/upstream-budget.ts), which runs before this. Without Redis, or while it
// is away, each instance keeps to its own budget: a miss here never refuses a request.

const pauseKey = () => `${redisPrefix()}:upstream-paused-until`;

let shared: { perSecond: number; prefix: string; limiter: RateLimiterRedis } | undefined;
function limiterFor(perSecond: number): RateLimiterRedis | undefined {
  const client = redisClient();
  if (!client) return undefined;
  const prefix = redisPrefix();
  if (shared?.perSecond !== perSecond || shared.prefix !== prefix) {
    shared = {
      perSecond,
      prefix,
      limiter: new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `${prefix}:upstream-budget`,
        points: perSecond,
        duration: 1,
        rejectIfRedisNotReady: true,
      }),
    };
  }
  return shared.limiter;
}

/** Waits for a token of the shared budget; returns at once without Redis or when it fails. */
export async function takeSharedToken(perSecond: number, signal: AbortSignal): Promise<void> {
  const limiter = limiterFor(perSecond);
  if (!limiter) return;
  for (;;) {
    signal.throwIfAborted();
    try {
      await limiter.consume("all");
      return;
    } catch (refused) {
      if (!(refused instanceof RateLimiterRes)) return; // Redis away: this instance's own budget stands
      await new Promise<void>((resolve) => setTimeout(resolve, Math.max(1, refused.msBeforeNext)));
    }
  }
}

/** Tells every instance that the upstream asked for a pause of `seconds`. */
export async function shareUpstreamPause(seconds: number): Promise<void> {
  const client = redisClient();
  if (!client) return;
  try {
    await client.set(pauseKey(), String(Date.now() + seconds * 1000), "PX", Math.max(1, Math.round(seconds * 1000)));
  } catch {
    // Redis away: the pause holds in this instance.
  }
}

/** How long another instance's upstream pause still holds, in ms (0 without one). */
export async function sharedPauseLeft(): Promise<number> {
  const client = redisClient();
  if (!client) return 0;
  try {
    const until = Number(await client.get(pauseKey()));
    return Number.isFinite(until) ? Math.max(0, until - Date.now()) : 0;
  } catch {
    return 0;
  }
}
