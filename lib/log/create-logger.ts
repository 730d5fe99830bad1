// The one way the server writes its log (docs/deployment.md#logs): JSON lines through pino,
// with `time` (ISO), `level` (its name), `msg` and the fields of each line. The front server
// (server/) and the code Next bundles (lib/server/log/logger.ts) each make one with this.
// Lines go out through console, one call per line: the console is where the tests and
// `npm test` collect server output, and a write of one line is never split.
import pino, { type Logger } from "pino";
import { prettyLine } from "./pretty-line";

export type { Logger } from "pino";

export const LOG_LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const;
export const LOG_FORMATS = ["json", "pretty"] as const;

/** Field paths whose values never reach the log, wherever a caller puts them. */
const REDACTED_PATHS = [
  "password",
  "*.password",
  "apiKey",
  "*.apiKey",
  "cookie",
  "*.cookie",
  "authorization",
  "*.authorization",
  "secret",
  "*.secret",
  "token",
  "*.token",
  'headers["x-api-key"]',
  'headers["set-cookie"]',
  "headers.cookie",
  "headers.authorization",
];
/** The password of a URL with credentials (postgres://user:password@host). */
const URL_PASSWORD = /(\b[a-z][a-z0-9+.-]*:\/\/[^:/@\s"]*:)[^@/\s"]+@/gi;

export interface LoggerOptions {
  level?: string;
  format?: string;
  /** Exact values that must never be written (the API key, the session secret…). */
  secrets?: () => readonly string[];
  /** Fields on every line from where it is written (the current trace's ids). */
  mixin?: () => Record<string, unknown>;
}

/** Every occurrence of a secret, and every URL password, replaced by `[redacted]`. */
function scrub(line: string, secrets: readonly string[]): string {
  let out = line.replace(URL_PASSWORD, "$1[redacted]@");
  for (const secret of secrets) if (secret.length >= 8) out = out.split(secret).join("[redacted]");
  return out;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const pretty = options.format === "pretty";
  const destination = {
    write(line: string) {
      const text = pretty ? prettyLine(line) : line.replace(/\n$/, "");
      const level = /"level":"(\w+)"/.exec(line)?.[1];
      if (level === "error" || level === "fatal") console.error(text);
      else if (level === "warn") console.warn(text);
      else console.log(text);
    },
  };
  return pino(
    {
      level: options.level || "info",
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
      mixin: options.mixin,
      hooks: { streamWrite: (s) => scrub(s, options.secrets?.() ?? []) },
    },
    destination,
  );
}
