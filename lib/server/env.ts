import "server-only";
import type { EnvName } from "@/lib/server/env-vars";

// One reader of environment variables for both config modules (config.ts, auth/auth-config.ts):
// every value trimmed, empty meaning unset, and a bad value a ConfigError naming the variable.
// Names come from the one table of variables (lib/server/env-vars.ts): a name missing there does not compile.

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

export type Env = Record<string, string | undefined>;

/** The upstream's two variables by name, for the test helper that points them at a demo service of its own. */
export const UPSTREAM_ENV = { baseUrl: "CALL_RESULTS_API_BASE_URL", apiKey: "CALL_RESULTS_API_KEY" } as const satisfies Record<string, EnvName>;

export function envReader(env: Env) {
  const text = (name: EnvName, fallback = ""): string => env[name]?.trim() || fallback;
  return {
    text,
    /** A whole number from min to max; the fallback when unset. */
    whole(name: EnvName, fallback: number, min: number, max: number, unit = ""): number {
      const value = text(name);
      if (!value) return fallback;
      if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
        throw new ConfigError(`${name} must be a whole number${unit ? ` of ${unit}` : ""} from ${min} to ${max}, got "${value}".`);
      return Number(value);
    },
    /** A comma-separated list, blanks dropped. */
    list(name: EnvName): string[] {
      return text(name)
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
    },
    /** One of a fixed set of values; the fallback when unset. */
    oneOf<T extends string>(name: EnvName, values: readonly T[], fallback: T): T {
      const value = text(name, fallback);
      if (!values.includes(value as T)) throw new ConfigError(`${name} must be one of ${values.join(", ")}, got "${value}".`);
      return value as T;
    },
  };
}

/**
 * A loader whose result is kept until one of its variables changes (tests change them
 * between cases), so a request does not parse the environment again.
 */
export function cachedByEnv<T>(variables: readonly (EnvName | "NODE_ENV")[], load: () => T): () => T {
  let cached: { fingerprint: string; value: T } | undefined;
  return () => {
    const fingerprint = variables.map((v) => process.env[v] ?? "").join("\u0000");
    if (cached?.fingerprint !== fingerprint) cached = { fingerprint, value: load() };
    return cached.value;
  };
}
