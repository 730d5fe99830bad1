import "server-only";
import { createHash } from "node:crypto";
import { upstreamConfig } from "../config";
import { ConfigError, cachedByEnv, envReader } from "../env";

// Deployments may share one Redis (two teams, two projects' keys). Every key this one
// writes starts with its own prefix, so they share no counter, lockout or cache:
// DASHBOARD_REDIS_PREFIX, or by default a hash of the upstream's base URL and of its key
// (a hash: the key itself never leaves this process). Caches of upstream data carry the
// upstream's hash even under a prefix set by hand, so a prefix copied between deployments
// with different keys still cannot serve one's calls to the other.

const PREFIX_PATTERN = /^[A-Za-z0-9:_.-]{1,64}$/;

const sha = (text: string) => createHash("sha256").update(text).digest("hex");

function upstreamId(): string {
  const { baseUrl, apiKey } = upstreamConfig();
  return sha(`${baseUrl}\n${sha(apiKey)}`).slice(0, 12);
}

const load = cachedByEnv(["DASHBOARD_REDIS_PREFIX", "CALL_RESULTS_API_BASE_URL", "CALL_RESULTS_API_KEY", "DEMO_SERVICE_PORT", "DEMO_API_KEY"], () => {
  const set = envReader(process.env).text("DASHBOARD_REDIS_PREFIX");
  if (set && !PREFIX_PATTERN.test(set)) throw new ConfigError(`DASHBOARD_REDIS_PREFIX must be 1 to 64 letters, digits or ":_.-", got "${set.slice(0, 80)}".`);
  const upstream = upstreamId();
  return { prefix: set || `crd:${upstream}`, upstream };
});

/** The start of every Redis key of this deployment. */
export function redisPrefix(): string {
  return load().prefix;
}

/** The start of the Redis keys of caches that hold upstream data. */
export function upstreamCachePrefix(): string {
  const { prefix, upstream } = load();
  return prefix.endsWith(upstream) ? prefix : `${prefix}:${upstream}`;
}
