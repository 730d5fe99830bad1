// The front server's own settings, read before Next starts (it cannot use lib/server's
// readers, which are for the code Next bundles). Each bad value is named, and the server
// does not start.
import { LOG_FORMATS, LOG_LEVELS } from "../lib/log/create-logger";
import { graceSeconds } from "./graceful-shutdown";

export interface FrontSettings {
  port: number;
  graceMs: number;
  logLevel: string;
  logFormat: string;
  trustedProxies: string[];
}

export function frontSettings(env: Record<string, string | undefined>): FrontSettings | { problem: string } {
  const grace = graceSeconds(env.DASHBOARD_SHUTDOWN_GRACE_SECONDS);
  if (typeof grace === "string") return { problem: grace };
  const logLevel = env.LOG_LEVEL?.trim() || "info";
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) return { problem: `LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}, got "${logLevel}".` };
  const logFormat = env.LOG_FORMAT?.trim() || "json";
  if (!(LOG_FORMATS as readonly string[]).includes(logFormat)) return { problem: `LOG_FORMAT must be one of ${LOG_FORMATS.join(", ")}, got "${logFormat}".` };
  const trustedProxies = (env.DASHBOARD_TRUSTED_PROXIES ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return { port: Number(env.PORT ?? 3000), graceMs: grace * 1000, logLevel, logFormat, trustedProxies };
}
