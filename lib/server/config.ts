import "server-only";

// Where the dashboard's data comes from. Both CALL_RESULTS_API_BASE_URL and
// CALL_RESULTS_API_KEY point it at a real service; neither means the embedded demo
// service on this machine. This module is the only reader of the key.

// Documented in the README; the demo service's default key has no value elsewhere.
const DEMO_DEFAULT_KEY = "demo_key_acme_local_only";

export interface UpstreamConfig {
  mode: "upstream" | "demo";
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

const VARIABLES = ["CALL_RESULTS_API_BASE_URL", "CALL_RESULTS_API_KEY", "CALL_RESULTS_TIMEOUT_MS", "DEMO_SERVICE_PORT", "DEMO_API_KEY"] as const;

export function loadUpstreamConfig(env: Record<string, string | undefined> = process.env): UpstreamConfig {
  const baseUrl = env.CALL_RESULTS_API_BASE_URL?.trim() ?? "";
  const apiKey = env.CALL_RESULTS_API_KEY?.trim() ?? "";
  const timeoutText = env.CALL_RESULTS_TIMEOUT_MS?.trim() ?? "";
  let timeoutMs = 10_000;
  if (timeoutText !== "") {
    if (!/^\d+$/.test(timeoutText) || Number(timeoutText) < 1 || Number(timeoutText) > 300_000) {
      throw new ConfigError(`CALL_RESULTS_TIMEOUT_MS must be a whole number of milliseconds from 1 to 300000, got "${timeoutText}".`);
    }
    timeoutMs = Number(timeoutText);
  }

  if (baseUrl === "" && apiKey === "") {
    const port = env.DEMO_SERVICE_PORT?.trim() || "3100";
    if (!/^\d{1,5}$/.test(port)) throw new ConfigError(`DEMO_SERVICE_PORT must be a port number, got "${port}".`);
    return { mode: "demo", baseUrl: `http://127.0.0.1:${port}`, apiKey: env.DEMO_API_KEY?.trim() || DEMO_DEFAULT_KEY, timeoutMs };
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
  return { mode: "upstream", baseUrl: url.href.replace(/\/+$/, ""), apiKey, timeoutMs };
}

let cached: { fingerprint: string; config: UpstreamConfig } | undefined;

/** The validated configuration, read again only when the environment changes (tests). */
export function upstreamConfig(): UpstreamConfig {
  const fingerprint = VARIABLES.map((v) => process.env[v] ?? "").join("\u0000");
  if (cached?.fingerprint !== fingerprint) cached = { fingerprint, config: loadUpstreamConfig() };
  return cached.config;
}
