import "server-only";
import { createLogger, LOG_FORMATS, LOG_LEVELS, type Logger } from "@/lib/log/create-logger";
import { cachedByEnv, envReader } from "../env";
import { traceFields } from "../tracing/spans";

// The server's logger (lib/log/create-logger.ts), configured by LOG_LEVEL and LOG_FORMAT,
// and told the values of this process's secrets, so no line ever carries one: the API key,
// the session secret, the metrics token and the OIDC client secret (passwords in URLs are
// masked by pattern, and secret-named fields by path).

const SECRET_VARIABLES = ["CALL_RESULTS_API_KEY", "DASHBOARD_SESSION_SECRET", "DASHBOARD_METRICS_TOKEN", "OIDC_CLIENT_SECRET"] as const;

/** LOG_LEVEL and LOG_FORMAT, checked (a ConfigError names a bad one; startup stops on it). */
export const logConfig = cachedByEnv(["LOG_LEVEL", "LOG_FORMAT"], () => {
  const read = envReader(process.env);
  return { level: read.oneOf("LOG_LEVEL", LOG_LEVELS, "info"), format: read.oneOf("LOG_FORMAT", LOG_FORMATS, "json") };
});

const secrets = cachedByEnv(SECRET_VARIABLES, () => SECRET_VARIABLES.map((name) => process.env[name]?.trim() ?? "").filter(Boolean));

const build = cachedByEnv(["LOG_LEVEL", "LOG_FORMAT"], (): Logger => {
  let config: ReturnType<typeof logConfig>;
  try {
    config = logConfig();
  } catch {
    // A bad setting must not keep its own error out of the log: startup reports it.
    config = { level: "info", format: "json" };
  }
  return createLogger({ ...config, secrets, mixin: traceFields });
});

/** The logger of this process. */
export function log(): Logger {
  return build();
}
