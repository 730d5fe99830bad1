import "server-only";
import path from "node:path";
import { ROLES, type Role } from "@/lib/roles";
import { ConfigError } from "../config";

// DASHBOARD_AUTH: unset (no sign-in; a warning when a real service is configured),
// "none" (no sign-in, on purpose), "local" (users from DASHBOARD_USERS_FILE) or "proxy"
// (the user named by a header that only trusted proxy addresses may send) or "oidc"
// (an OpenID Connect provider signs users in).

export interface AuthConfig {
  mode: "off" | "none" | "local" | "proxy" | "oidc";
  sessionSecret: string;
  sessionHours: number;
  usersFile: string;
  dataDir: string;
  auditRetentionDays: number;
  requestsPerMinute: number;
  proxy: { trusted: string[]; userHeader: string; roleHeader: string; defaultRole: Role };
  oidc: { issuer: string; clientId: string; clientSecret: string; roleClaim: string; defaultRole: Role; publicUrl: string };
}

function whole(env: Record<string, string | undefined>, name: string, fallback: number, min: number, max: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max)
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${text}".`);
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
      trusted: (env.DASHBOARD_TRUSTED_PROXIES ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
      userHeader: (env.DASHBOARD_PROXY_USER_HEADER?.trim() || "x-forwarded-user").toLowerCase(),
      roleHeader: (env.DASHBOARD_PROXY_ROLE_HEADER?.trim() || "x-forwarded-role").toLowerCase(),
      defaultRole: (env.DASHBOARD_PROXY_DEFAULT_ROLE?.trim() || "viewer") as Role,
    },
  };
  const oidc = {
    issuer: env.OIDC_ISSUER_URL?.trim() ?? "",
    clientId: env.OIDC_CLIENT_ID?.trim() ?? "",
    clientSecret: env.OIDC_CLIENT_SECRET?.trim() ?? "",
    roleClaim: env.OIDC_ROLE_CLAIM?.trim() || "dashboard_role",
    defaultRole: (env.OIDC_DEFAULT_ROLE?.trim() || "viewer") as Role,
    // Where the provider sends users back: this dashboard as the browser reaches it.
    publicUrl: (env.DASHBOARD_PUBLIC_URL?.trim() || `http://localhost:${env.PORT?.trim() || "3000"}`).replace(/\/+$/, ""),
  };
  if (!ROLES.includes(common.proxy.defaultRole)) throw new ConfigError(`DASHBOARD_PROXY_DEFAULT_ROLE must be one of ${ROLES.join(", ")}.`);
  if (raw === "") return { mode: "off", sessionSecret: "", ...common, oidc };
  if (raw === "none") return { mode: "none", sessionSecret: "", ...common, oidc };
  if (raw === "proxy") {
    if (common.proxy.trusted.length === 0)
      throw new ConfigError("DASHBOARD_TRUSTED_PROXIES must list the proxy addresses allowed to name the user when DASHBOARD_AUTH=proxy.");
    return { mode: "proxy", sessionSecret: "", ...common, oidc };
  }
  if (raw !== "local" && raw !== "oidc") throw new ConfigError(`DASHBOARD_AUTH must be "local", "oidc", "proxy" or "none", got "${raw}".`);
  const secret = env.DASHBOARD_SESSION_SECRET?.trim() ?? "";
  if (secret.length < 32) throw new ConfigError(`DASHBOARD_SESSION_SECRET must be set to at least 32 characters when DASHBOARD_AUTH=${raw}.`);
  if (raw === "oidc") {
    for (const [name, value] of [
      ["OIDC_ISSUER_URL", oidc.issuer],
      ["OIDC_CLIENT_ID", oidc.clientId],
      ["OIDC_CLIENT_SECRET", oidc.clientSecret],
    ] as const) {
      if (!value) throw new ConfigError(`${name} must be set when DASHBOARD_AUTH=oidc.`);
    }
    if (!/^https?:\/\//.test(oidc.issuer)) throw new ConfigError("OIDC_ISSUER_URL must be an http(s) URL.");
    if (!ROLES.includes(oidc.defaultRole)) throw new ConfigError(`OIDC_DEFAULT_ROLE must be one of ${ROLES.join(", ")}.`);
  }
  return { mode: raw, sessionSecret: secret, ...common, oidc };
}

let cached: { fingerprint: string; config: AuthConfig } | undefined;
const VARIABLES = [
  "OIDC_ISSUER_URL",
  "OIDC_CLIENT_ID",
  "OIDC_CLIENT_SECRET",
  "OIDC_ROLE_CLAIM",
  "OIDC_DEFAULT_ROLE",
  "DASHBOARD_PUBLIC_URL",
  "PORT",
  "DASHBOARD_TRUSTED_PROXIES",
  "DASHBOARD_PROXY_USER_HEADER",
  "DASHBOARD_PROXY_ROLE_HEADER",
  "DASHBOARD_PROXY_DEFAULT_ROLE",
  "DASHBOARD_AUTH",
  "DASHBOARD_SESSION_SECRET",
  "DASHBOARD_SESSION_HOURS",
  "DASHBOARD_USERS_FILE",
  "DASHBOARD_DATA_DIR",
  "DASHBOARD_AUDIT_RETENTION_DAYS",
  "DASHBOARD_RATE_LIMIT_PER_MINUTE",
];

export function authConfig(): AuthConfig {
  const fingerprint = VARIABLES.map((v) => process.env[v] ?? "").join("\u0000");
  if (cached?.fingerprint !== fingerprint) cached = { fingerprint, config: loadAuthConfig() };
  return cached.config;
}
