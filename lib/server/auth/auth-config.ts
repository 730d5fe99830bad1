import "server-only";
import path from "node:path";
import { ROLES, type Role } from "@/lib/roles";
import { ConfigError } from "../config";

// DASHBOARD_AUTH: unset (no sign-in; a warning when a real service is configured),
// "none" (no sign-in, on purpose), "local" (users from DASHBOARD_USERS_FILE) or "proxy"
// (the user named by a header that only trusted proxy addresses may send).
// "oidc" is planned and refused until it exists.

export interface AuthConfig {
  mode: "off" | "none" | "local" | "proxy";
  sessionSecret: string;
  sessionHours: number;
  usersFile: string;
  dataDir: string;
  auditRetentionDays: number;
  requestsPerMinute: number;
  proxy: { trusted: string[]; userHeader: string; roleHeader: string; defaultRole: Role };
}

function whole(env: Record<string, string | undefined>, name: string, fallback: number, min: number, max: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${text}".`);
  return Number(text);
}

export function loadAuthConfig(env: Record<string, string | undefined> = process.env): AuthConfig {
  const raw = env.DASHBOARD_AUTH?.trim() ?? "";
  const dataDir = env.DASHBOARD_DATA_DIR?.trim() || ".data";
  const common = {
    sessionHours: whole(env, "DASHBOARD_SESSION_HOURS", 8, 1, 24 * 30),
    usersFile: env.DASHBOARD_USERS_FILE?.trim() || path.join(dataDir, "users.json"),
    dataDir,
    auditRetentionDays: whole(env, "DASHBOARD_AUDIT_RETENTION_DAYS", 90, 1, 3650),
    requestsPerMinute: whole(env, "DASHBOARD_RATE_LIMIT_PER_MINUTE", 300, 1, 100_000),
    proxy: {
      trusted: (env.DASHBOARD_TRUSTED_PROXIES ?? "").split(",").map((s) => s.trim()).filter(Boolean),
      userHeader: (env.DASHBOARD_PROXY_USER_HEADER?.trim() || "x-forwarded-user").toLowerCase(),
      roleHeader: (env.DASHBOARD_PROXY_ROLE_HEADER?.trim() || "x-forwarded-role").toLowerCase(),
      defaultRole: (env.DASHBOARD_PROXY_DEFAULT_ROLE?.trim() || "viewer") as Role,
    },
  };
  if (!ROLES.includes(common.proxy.defaultRole)) throw new ConfigError(`DASHBOARD_PROXY_DEFAULT_ROLE must be one of ${ROLES.join(", ")}.`);
  if (raw === "") return { mode: "off", sessionSecret: "", ...common };
  if (raw === "none") return { mode: "none", sessionSecret: "", ...common };
  if (raw === "oidc") throw new ConfigError(`DASHBOARD_AUTH="oidc" is not available yet; use "local", "proxy" or "none".`);
  if (raw === "proxy") {
    if (common.proxy.trusted.length === 0) throw new ConfigError("DASHBOARD_TRUSTED_PROXIES must list the proxy addresses allowed to name the user when DASHBOARD_AUTH=proxy.");
    return { mode: "proxy", sessionSecret: "", ...common };
  }
  if (raw !== "local") throw new ConfigError(`DASHBOARD_AUTH must be "local", "proxy" or "none", got "${raw}".`);
  const secret = env.DASHBOARD_SESSION_SECRET?.trim() ?? "";
  if (secret.length < 32) throw new ConfigError("DASHBOARD_SESSION_SECRET must be set to at least 32 characters when DASHBOARD_AUTH=local.");
  return { mode: "local", sessionSecret: secret, ...common };
}

let cached: { fingerprint: string; config: AuthConfig } | undefined;
const VARIABLES = ["DASHBOARD_TRUSTED_PROXIES", "DASHBOARD_PROXY_USER_HEADER", "DASHBOARD_PROXY_ROLE_HEADER", "DASHBOARD_PROXY_DEFAULT_ROLE", "DASHBOARD_AUTH", "DASHBOARD_SESSION_SECRET", "DASHBOARD_SESSION_HOURS", "DASHBOARD_USERS_FILE", "DASHBOARD_DATA_DIR", "DASHBOARD_AUDIT_RETENTION_DAYS", "DASHBOARD_RATE_LIMIT_PER_MINUTE"];

export function authConfig(): AuthConfig {
  const fingerprint = VARIABLES.map((v) => process.env[v] ?? "").join("\u0000");
  if (cached?.fingerprint !== fingerprint) cached = { fingerprint, config: loadAuthConfig() };
  return cached.config;
}
