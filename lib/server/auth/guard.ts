import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { DashboardError } from "@/lib/errors";
import { ROLES, roleAtLeast, type Role, type SessionUser } from "@/lib/roles";
import { authConfig } from "./auth-config";
import { SESSION_COOKIE, verifySession } from "./session";

// Every route handler and every page checks the session here. proxy.ts only redirects
// early; it is never the gate (CVE-2025-29927 showed why).

const ANONYMOUS: SessionUser = { name: "anonymous", role: "admin" };

function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return v.join("=");
  }
  return undefined;
}

export function authEnabled(): boolean {
  return authConfig().mode !== "off" && authConfig().mode !== "none";
}

/**
 * DASHBOARD_AUTH=proxy: the user a trusted reverse proxy names in a header. The peer
 * address comes from server/peer-address-server.ts, proven by a per-process secret, so
 * neither the address nor the proof can come from the client.
 */
function proxyUser(get: (name: string) => string | null): SessionUser | null {
  const { proxy } = authConfig();
  const proof = (globalThis as { __dashboardPeerProof?: string }).__dashboardPeerProof;
  if (!proof || get("x-dashboard-peer-proof") !== proof) return null;
  const name = get(proxy.userHeader)?.trim();
  if (!name) return null;
  const peer = get("x-dashboard-peer") ?? "";
  if (!proxy.trusted.includes(peer)) {
    console.warn(JSON.stringify({ at: new Date().toISOString(), warning: "user header from an untrusted address ignored", header: proxy.userHeader, peer }));
    return null;
  }
  const role = get(proxy.roleHeader)?.trim() as Role | undefined;
  return { name, role: role && ROLES.includes(role) ? role : proxy.defaultRole };
}

/** The signed-in user of a request; with sign-in off, an anonymous admin. */
export function userOf(request: Request): SessionUser | null {
  const config = authConfig();
  if (config.mode === "proxy") return proxyUser((n) => request.headers.get(n));
  if (config.mode !== "local" && config.mode !== "oidc") return ANONYMOUS;
  return verifySession(config.sessionSecret, cookieValue(request.headers.get("cookie"), SESSION_COOKIE));
}

// A token bucket per user protects the shared upstream budget.
const buckets = new Map<string, { tokens: number; at: number }>();
function takeToken(user: string, perMinute: number, now = Date.now()): number | null {
  const b = buckets.get(user) ?? { tokens: perMinute, at: now };
  b.tokens = Math.min(perMinute, b.tokens + ((now - b.at) / 60_000) * perMinute);
  b.at = now;
  buckets.set(user, b);
  if (b.tokens >= 1) {
    b.tokens -= 1;
    return null;
  }
  return Math.ceil(((1 - b.tokens) / perMinute) * 60);
}

/** For route handlers: the user, or a 401/403/429 DashboardError. */
export function requireApiUser(request: Request, needed: Role): SessionUser {
  const user = userOf(request);
  if (!user) throw new DashboardError("unauthenticated", "Sign in to use the dashboard.");
  if (!roleAtLeast(user.role, needed)) throw new DashboardError("forbidden", `Your role (${user.role}) may not do this; it needs ${needed}.`);
  if (authEnabled()) {
    const wait = takeToken(user.name, authConfig().requestsPerMinute);
    if (wait !== null) throw new DashboardError("rate_limited", "You are sending requests too fast. Wait a moment and try again.", { retryAfterSeconds: wait });
  }
  return user;
}

/** For pages: the user, or a redirect to the sign-in page (back here afterwards). */
export async function requirePageUser(needed: Role = "viewer"): Promise<SessionUser> {
  if (!authEnabled()) return ANONYMOUS;
  const user = await currentUser();
  const here = (await headers()).get("x-dashboard-path") ?? "/";
  if (!user) redirect(`/sign-in?next=${encodeURIComponent(here)}`);
  if (!roleAtLeast(user.role, needed)) redirect("/?forbidden=1");
  return user;
}

/** For the layout: who is signed in, without redirecting (pages do that). */
export async function currentUser(): Promise<SessionUser | null> {
  const config = authConfig();
  if (config.mode === "proxy") {
    const h = await headers();
    return proxyUser((n) => h.get(n));
  }
  if (config.mode !== "local" && config.mode !== "oidc") return ANONYMOUS;
  return verifySession(config.sessionSecret, (await cookies()).get(SESSION_COOKIE)?.value);
}
