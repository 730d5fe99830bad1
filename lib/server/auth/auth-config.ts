import "server-only";
import path from "node:path";
import { ROLES, type Role } from "@/lib/roles";
import { loadDashboardConfig } from "../config";
import { ConfigError, cachedByEnv, type Env, envReader } from "../env";

// DASHBOARD_AUTH: unset (no sign-in; a warning when a real service is configured),
// "none" (no sign-in, on purpose), "local" (users from DASHBOARD_USERS_FILE) or "proxy"
// (the user named by a header that only trusted proxy addresses may send) or "oidc"
// (an OpenID Connect provider signs users in).

export interface AuthConfig {
  mode: "off" | "none" | "local" | "proxy" | "oidc";
  sessionSecret: string;
  sessionHours: number;
  usersFile: string;
  /** roleHeader "" means off: the role comes from `roles`, else defaultRole. The trusted proxies are config.ts's. */
  proxy: { userHeader: string; roleHeader: string; roles: Map<string, Role>; defaultRole: Role };
  oidc: { issuer: string; clientId: string; clientSecret: string; roleClaim: string; defaultRole: Role; publicUrl: string };
}

/** DASHBOARD_PROXY_ROLES="alice@example.com=admin,bob=listener": the dashboard's own user-to-role mapping. */
function roleMap(entries: string[]): Map<string, Role> {
  const roles = new Map<string, Role>();
  for (const entry of entries) {
    const i = entry.lastIndexOf("=");
    const name = entry.slice(0, i).trim();
    const role = entry.slice(i + 1).trim() as Role;
    if (i <= 0 || !name || !ROLES.includes(role))
      throw new ConfigError(`DASHBOARD_PROXY_ROLES must be a comma list of name=role with a role of ${ROLES.join(", ")}, got "${entry}".`);
    roles.set(name, role);
  }
  return roles;
}

function isLoopback(url: string): boolean {
  try {
    return ["localhost", "127.0.0.1", "[::1]"].includes(new URL(url).hostname);
  } catch {
    return false;
  }
}

export function loadAuthConfig(env: Env = process.env): AuthConfig {
  const read = envReader(env);
  const raw = read.text("DASHBOARD_AUTH");
  const { dataDir, trustedProxies } = loadDashboardConfig(env);
  const common = {
    sessionHours: read.whole("DASHBOARD_SESSION_HOURS", 8, 1, 24 * 30),
    usersFile: read.text("DASHBOARD_USERS_FILE", path.join(dataDir, "users.json")),
    proxy: {
      userHeader: read.text("DASHBOARD_PROXY_USER_HEADER", "x-forwarded-user").toLowerCase(),
      // Off unless named: see the README before turning it on.
      roleHeader: read.text("DASHBOARD_PROXY_ROLE_HEADER").toLowerCase(),
      roles: roleMap(read.list("DASHBOARD_PROXY_ROLES")),
      defaultRole: read.oneOf("DASHBOARD_PROXY_DEFAULT_ROLE", ROLES, "viewer"),
    },
  };
  const oidc = {
    issuer: read.text("OIDC_ISSUER_URL"),
    clientId: read.text("OIDC_CLIENT_ID"),
    clientSecret: read.text("OIDC_CLIENT_SECRET"),
    roleClaim: read.text("OIDC_ROLE_CLAIM", "dashboard_role"),
    defaultRole: read.text("OIDC_DEFAULT_ROLE", "viewer") as Role,
    // Where the provider sends users back: this dashboard as the browser reaches it.
    publicUrl: read.text("DASHBOARD_PUBLIC_URL", `http://localhost:${read.text("PORT", "3000")}`).replace(/\/+$/, ""),
  };
  if (raw === "") return { mode: "off", sessionSecret: "", ...common, oidc };
  if (raw === "none") return { mode: "none", sessionSecret: "", ...common, oidc };
  if (raw === "proxy") {
    if (trustedProxies.length === 0)
      throw new ConfigError("DASHBOARD_TRUSTED_PROXIES must list the proxy addresses allowed to name the user when DASHBOARD_AUTH=proxy.");
    return { mode: "proxy", sessionSecret: "", ...common, oidc };
  }
  if (raw !== "local" && raw !== "oidc") throw new ConfigError(`DASHBOARD_AUTH must be "local", "oidc", "proxy" or "none", got "${raw}".`);
  const secret = read.text("DASHBOARD_SESSION_SECRET");
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
    // Tokens and keys from an http issuer can be changed on the way; only a provider on
    // this machine (the tests' fake issuer) may use it in production.
    if (env.NODE_ENV === "production" && oidc.issuer.startsWith("http://") && !isLoopback(oidc.issuer))
      throw new ConfigError("OIDC_ISSUER_URL must be an https URL in production (http only for a provider on this machine).");
    if (!ROLES.includes(oidc.defaultRole)) throw new ConfigError(`OIDC_DEFAULT_ROLE must be one of ${ROLES.join(", ")}.`);
  }
  return { mode: raw, sessionSecret: secret, ...common, oidc };
}

const VARIABLES = [
  "NODE_ENV",
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
  "DASHBOARD_PROXY_ROLES",
  "DASHBOARD_PROXY_DEFAULT_ROLE",
  "DASHBOARD_AUTH",
  "DASHBOARD_SESSION_SECRET",
  "DASHBOARD_SESSION_HOURS",
  "DASHBOARD_USERS_FILE",
  "DASHBOARD_DATA_DIR",
] as const;

export const authConfig = cachedByEnv(VARIABLES, () => loadAuthConfig());
