import "server-only";
import { DEFAULT_DEMO_API_KEY, DEMO_SERVICE_DEFAULT_PORT } from "@/lib/data-source";
import { ConfigError, cachedByEnv, type Env, envReader } from "./env";

export { ConfigError };

// Where the dashboard's data comes from. Both CALL_RESULTS_API_BASE_URL and
// CALL_RESULTS_API_KEY point it at a real service; neither means the embedded demo
// service on this machine. This module is the only reader of the key.

export interface UpstreamConfig {
  mode: "upstream" | "demo";
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  /** The upstream budget shared by every request with the key (upstream-budget.ts). */
  maxRequestsPerSecond: number;
}

const VARIABLES = [
  "CALL_RESULTS_API_BASE_URL",
  "CALL_RESULTS_API_KEY",
  "CALL_RESULTS_TIMEOUT_MS",
  "CALL_RESULTS_API_MAX_REQUESTS_PER_SECOND",
  "DEMO_SERVICE_PORT",
  "DEMO_API_KEY",
] as const;

export function loadUpstreamConfig(env: Env = process.env): UpstreamConfig {
  const read = envReader(env);
  const baseUrl = read.text("CALL_RESULTS_API_BASE_URL");
  const apiKey = read.text("CALL_RESULTS_API_KEY");
  const timeoutMs = read.whole("CALL_RESULTS_TIMEOUT_MS", 10_000, 1, 300_000, "milliseconds");
  const maxRequestsPerSecond = read.whole("CALL_RESULTS_API_MAX_REQUESTS_PER_SECOND", 10, 1, 1_000_000, "requests per second");

  if (baseUrl === "" && apiKey === "") {
    const port = read.whole("DEMO_SERVICE_PORT", DEMO_SERVICE_DEFAULT_PORT, 1, 65_535);
    return { mode: "demo", baseUrl: `http://127.0.0.1:${port}`, apiKey: read.text("DEMO_API_KEY", DEFAULT_DEMO_API_KEY), timeoutMs, maxRequestsPerSecond };
  }
  if (baseUrl === "") throw new ConfigError("CALL_RESULTS_API_KEY is set but CALL_RESULTS_API_BASE_URL is not: set both, or neither to use the demo service.");
  if (apiKey === "") throw new ConfigError("CALL_RESULTS_API_BASE_URL is set but CALL_RESULTS_API_KEY is not: set both, or neither to use the demo service.");
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new ConfigError(`CALL_RESULTS_API_BASE_URL is not a URL: "${baseUrl}".`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ConfigError(`CALL_RESULTS_API_BASE_URL must start with http:// or https://, got "${url.protocol}".`);
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new ConfigError("CALL_RESULTS_API_BASE_URL must not contain credentials, a query or a fragment.");
  }
  return { mode: "upstream", baseUrl: url.href.replace(/\/+$/, ""), apiKey, timeoutMs, maxRequestsPerSecond };
}

/** The validated configuration, read again only when the environment changes (tests). */
export const upstreamConfig = cachedByEnv(VARIABLES, () => loadUpstreamConfig());

/** The dashboard's own settings that are not about signing in (auth/auth-config.ts is). */
export interface DashboardConfig {
  /** Where the SQLite store, the users file and older versions' files live. */
  dataDir: string;
  auditRetentionDays: number;
  /** Requests per minute per signed-in user. */
  requestsPerMinute: number;
  /** Peer addresses whose X-Forwarded-For (and, with DASHBOARD_AUTH=proxy, user header) is believed. */
  trustedProxies: string[];
}

export function loadDashboardConfig(env: Env = process.env): DashboardConfig {
  const read = envReader(env);
  return {
    dataDir: read.text("DASHBOARD_DATA_DIR", ".data"),
    auditRetentionDays: read.whole("DASHBOARD_AUDIT_RETENTION_DAYS", 90, 1, 3650),
    requestsPerMinute: read.whole("DASHBOARD_RATE_LIMIT_PER_MINUTE", 300, 1, 100_000),
    trustedProxies: read.list("DASHBOARD_TRUSTED_PROXIES"),
  };
}

export const dashboardConfig = cachedByEnv(
  ["DASHBOARD_DATA_DIR", "DASHBOARD_AUDIT_RETENTION_DAYS", "DASHBOARD_RATE_LIMIT_PER_MINUTE", "DASHBOARD_TRUSTED_PROXIES"],
  () => loadDashboardConfig(),
);
