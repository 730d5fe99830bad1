import "server-only";
import path from "node:path";
import { ConfigError, cachedByEnv, type Env, envReader } from "../env";

// Which engines hold the shared state: DATABASE_URL (PostgreSQL) for the persistent
// records, REDIS_URL for the short-lived counters. Unset, each instance keeps its own:
// SQLite under DASHBOARD_DATA_DIR and the process's memory, which needs no setup.

export type DatabaseConfig =
  | { engine: "sqlite"; file: string }
  | {
      engine: "postgres";
      url: string;
      safeUrl: string;
      /** DASHBOARD_DATABASE_TIMEOUT_MS: the longest a query, or the wait for a connection, may take. */
      timeoutMs: number;
    };

export interface StoreConfig {
  database: DatabaseConfig;
  /** null: counters in this process's memory. */
  redis: {
    url: string;
    safeUrl: string;
    /** DASHBOARD_REDIS_TIMEOUT_MS: the longest one command may take before this instance's memory answers instead. */
    timeoutMs: number;
  } | null;
}

/** A URL as it may be printed: the password replaced, also when the URL does not parse. */
export function redactUrl(value: string): string {
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^/?#@:]*):[^@/?#]*@/i, "$1:***@").replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#@:]+@/i, "$1***@");
}

function parseUrl(name: string, value: string, protocols: string[], example: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    // Not echoed: where a value does not parse, nothing says which part is the password.
    throw new ConfigError(`${name} is not a valid URL; expected ${example}.`);
  }
  if (!protocols.includes(url.protocol) || !url.hostname)
    throw new ConfigError(`${name} must be a ${protocols.map((p) => `${p}//`).join(" or ")} URL with a host (${redactUrl(value)}); expected ${example}.`);
  return url;
}

export function loadStoreConfig(env: Env = process.env): StoreConfig {
  const read = envReader(env);
  const databaseUrl = read.text("DATABASE_URL");
  const redisUrl = read.text("REDIS_URL");
  let database: DatabaseConfig = { engine: "sqlite", file: path.join(read.text("DASHBOARD_DATA_DIR", ".data"), "dashboard.sqlite") };
  if (databaseUrl) {
    parseUrl("DATABASE_URL", databaseUrl, ["postgres:", "postgresql:"], "postgres://user:password@host:5432/database");
    // Instances behind one load balancer must accept each other's session cookies.
    if (read.text("DASHBOARD_SESSION_SECRET").length < 32)
      throw new ConfigError("DASHBOARD_SESSION_SECRET must be set to the same value of at least 32 characters on every instance when DATABASE_URL is set.");
    database = {
      engine: "postgres",
      url: databaseUrl,
      safeUrl: redactUrl(databaseUrl),
      // A stalled PostgreSQL must cost a request a few seconds at most, then the same 503 as when it is down.
      timeoutMs: read.whole("DASHBOARD_DATABASE_TIMEOUT_MS", 5000, 100, 60_000, "milliseconds"),
    };
  }
  if (redisUrl) parseUrl("REDIS_URL", redisUrl, ["redis:", "rediss:"], "redis://host:6379");
  // A stalled Redis costs a request this long at most once (then its breaker opens): short,
  // since everything Redis holds has a fallback in this instance's memory.
  const redisTimeoutMs = read.whole("DASHBOARD_REDIS_TIMEOUT_MS", 250, 10, 10_000, "milliseconds");
  return { database, redis: redisUrl ? { url: redisUrl, safeUrl: redactUrl(redisUrl), timeoutMs: redisTimeoutMs } : null };
}

export const storeConfig = cachedByEnv(
  ["DATABASE_URL", "REDIS_URL", "DASHBOARD_DATA_DIR", "DASHBOARD_SESSION_SECRET", "DASHBOARD_DATABASE_TIMEOUT_MS", "DASHBOARD_REDIS_TIMEOUT_MS"],
  () => loadStoreConfig(),
);
