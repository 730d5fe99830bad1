import "server-only";
import { type Command, Redis, ReplyError } from "ioredis";
import { log as serverLog } from "../log/logger";
import { storeConfig } from "../store/store-config";
import { spanUntil } from "../tracing/spans";
import { Breaker } from "./breaker";
import { redisPrefix } from "./deployment-prefix";

// The one Redis connection of this process (REDIS_URL), for the counters instances share.
// Commands are never queued while Redis is away (enableOfflineQueue: false): a rate-limit
// check must answer now, from the fallback (lib/server/shared-state/limiter.ts), rather
// than wait. ioredis keeps reconnecting, at most every 2 s, so the shared counters come
// back by themselves once Redis does.
//
// A Redis that stops answering without dropping the connection (a paused process, a
// stalled network) is the harder case: ioredis would wait for ever. So every command has
// a timeout (DASHBOARD_REDIS_TIMEOUT_MS, 250 ms by default), and a breaker opens after
// BREAKER_FAILURES failures in a row: from then on redisReady() is false and every caller
// uses this instance's memory at once, without paying the timeout. A PING, never a user's
// request, probes it again every BREAKER_OPEN_MS and closes the breaker when it answers.

const WARN_EVERY_MS = 60_000;
const BREAKER_FAILURES = 2;
const BREAKER_OPEN_MS = 1000;

interface Held {
  url: string;
  client: Redis;
  breaker: Breaker;
  closing: boolean;
  probing: boolean;
}
const global = globalThis as { __dashboardRedis?: Held };
let warnedAt = 0;

function log(kind: "warning" | "info", message: string, detail?: string) {
  serverLog()[kind === "warning" ? "warn" : "info"]({ redis: storeConfig().redis?.safeUrl, ...(detail ? { detail } : {}) }, message);
}

function warn(detail: string) {
  if (Date.now() - warnedAt < WARN_EVERY_MS) return;
  warnedAt = Date.now();
  log("warning", "Redis unreachable: rate limits and sign-in throttles count in this instance's memory until it is back", detail);
}

/** ioredis with every command's outcome reported to the breaker. */
class ObservedRedis extends Redis {
  constructor(
    url: string,
    timeoutMs: number,
    private readonly breaker: Breaker,
  ) {
    super(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: timeoutMs,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
  }

  override sendCommand(command: Command, stream?: Parameters<Redis["sendCommand"]>[1]): unknown {
    const result = super.sendCommand(command, stream);
    spanUntil(`redis ${command.name}`, { "db.system.name": "redis", "db.operation.name": command.name }, command.promise);
    command.promise.then(
      () => this.closeBreaker(),
      // A reply error (a wrong type, a script error) is Redis answering: only silence or a
      // lost connection counts against it.
      (error: unknown) => (error instanceof ReplyError ? this.closeBreaker() : this.countFailure((error as Error)?.message ?? String(error))),
    );
    return result;
  }

  private closeBreaker() {
    if (this.breaker.state === "open") log("info", "Redis answers again: rate limits, throttles and caches are shared again");
    this.breaker.succeeded();
    warnedAt = 0;
  }

  private countFailure(detail: string) {
    if (this.breaker.failed()) warn(detail);
  }
}

function held(): Held | null {
  const config = storeConfig().redis;
  if (!config) return null;
  if (global.__dashboardRedis?.url !== config.url) {
    closeRedisClient();
    const breaker = new Breaker({ failuresToOpen: BREAKER_FAILURES, openForMs: BREAKER_OPEN_MS });
    const client = new ObservedRedis(config.url, config.timeoutMs, breaker);
    const entry: Held = { url: config.url, client, breaker, closing: false, probing: false };
    // Without a listener ioredis reports every failed reconnect as an unhandled error.
    client.on("error", (error: Error) => warn(error.message));
    client.on("close", () => {
      if (!entry.closing) warn("connection closed");
    });
    client.on("ready", () => {
      if (warnedAt !== 0) log("info", "Redis reachable again: rate limits, throttles and caches are shared again");
      warnedAt = 0;
    });
    global.__dashboardRedis = entry;
  }
  return global.__dashboardRedis;
}

/** Whether Redis may be asked now: connected, and its breaker closed. Starts a probe when one is due. */
function usable(entry: Held): boolean {
  if (entry.client.status !== "ready") return false;
  if (entry.breaker.allows()) return true;
  if (entry.breaker.probeDue() && !entry.probing) {
    entry.probing = true;
    entry.client
      .ping()
      .catch(() => undefined)
      .finally(() => {
        entry.probing = false;
      });
  }
  return false;
}

/**
 * The client for REDIS_URL, or null when it is unset or must not be asked now (not
 * connected, or its breaker is open): callers then keep to this instance's memory.
 */
export function redisClient(): Redis | null {
  const entry = held();
  return entry && usable(entry) ? entry.client : null;
}

/** For a limiter that holds the client: whether to ask Redis now, or its fallback. */
export function redisReady(): boolean {
  const entry = held();
  return entry !== null && usable(entry);
}

/** For the readiness check and the metrics: how this instance reaches Redis. */
export function redisState(): "not configured" | "ok" | "breaker open" | "disconnected" {
  const entry = held();
  if (!entry) return "not configured";
  if (entry.client.status !== "ready") return "disconnected";
  return entry.breaker.allows() ? "ok" : "breaker open";
}

/** The connection itself, breaker or not: only for the limiters, which check redisReady() before each command. */
export function redisConnection(): Redis | null {
  return held()?.client ?? null;
}

/**
 * What a holder of limiters must compare to know they are still the right ones: the Redis
 * they count in and the deployment prefix their keys carry.
 */
export function sharedStateIdentity(): string {
  return `${storeConfig().redis?.url ?? ""} ${redisPrefix()}`;
}

/** Closes the client on purpose (a changed REDIS_URL, the end of a test or the bench): no warning. */
export function closeRedisClient(): void {
  const entry = global.__dashboardRedis;
  if (!entry) return;
  entry.closing = true;
  entry.client.disconnect();
  global.__dashboardRedis = undefined;
}
