import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { DashboardError } from "@/lib/errors";
import { ROLES, roleAtLeast, type Role, type SessionUser } from "@/lib/roles";
import { provenPeer } from "../client-address";
import { authConfig } from "./auth-config";
import { readSession, sessionCookieValues } from "./session";
import { sessionsValidSince } from "./session-generations";

// Every route handler and every page checks the session here. proxy.ts only redirects
// early; it is never the gate (CVE-2025-29927 showed why).

const ANONYMOUS: SessionUser = { name: "anonymous", role: "admin" };

export function authEnabled(): boolean {
  return authConfig().mode !== "off" && authConfig().mode !== "none";
}

/**
 * DASHBOARD_AUTH=proxy: the user a trusted reverse proxy names in a header. The peer
 * address comes from server/peer-address-server.ts, proven by a per-process secret, so
 * neither the address nor the proof can come from the client. The role comes from the
 * dashboard's own mapping (DASHBOARD_PROXY_ROLES); a role header is read only when
 * DASHBOARD_PROXY_ROLE_HEADER names one, because gateways pass a client's own copy of
 * such a header through unless told to strip it.
 */
function proxyUser(get: (name: string) => string | null): SessionUser | null {
  const { proxy } = authConfig();
  const peer = provenPeer(get);
  if (peer === null) return null;
  const name = get(proxy.userHeader)?.trim();
  if (!name) return null;
  if (!proxy.trusted.includes(peer)) {
    console.warn(JSON.stringify({ at: new Date().toISOString(), warning: "user header from an untrusted address ignored", header: proxy.userHeader, peer }));
    return null;
  }
  const mapped = proxy.roles.get(name);
  if (mapped) return { name, role: mapped };
  const claimed = proxy.roleHeader ? (get(proxy.roleHeader)?.trim() as Role | undefined) : undefined;
  return { name, role: claimed && ROLES.includes(claimed) ? claimed : proxy.defaultRole };
}

/**
 * The user of a Cookie header: pages and route handlers both come here, so they pick the
 * same session when a browser sends the cookie twice (the first one that is valid and
 * not revoked).
 */
function cookieUser(cookieHeader: string | null): SessionUser | null {
  const { sessionSecret } = authConfig();
  for (const value of sessionCookieValues(cookieHeader)) {
    const session = readSession(sessionSecret, value);
    if (session && session.issuedAt > sessionsValidSince(session.user.name)) return session.user;
  }
  return null;
}

function userFrom(get: (name: string) => string | null): SessionUser | null {
  const config = authConfig();
  if (config.mode === "proxy") return proxyUser(get);
  if (config.mode !== "local" && config.mode !== "oidc") return ANONYMOUS;
  return cookieUser(get("cookie"));
}

/** The signed-in user of a request; with sign-in off, an anonymous admin. */
export function userOf(request: Request): SessionUser | null {
  return userFrom((n) => request.headers.get(n));
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

/** The signed-in user, or a 401 DashboardError. */
export function authenticate(request: Request): SessionUser {
  const user = userOf(request);
  if (!user) throw new DashboardError("unauthenticated", "Sign in to use the dashboard.");
  return user;
}

/**
 * One token of the user's per-minute budget, or a 429 DashboardError. Every request that
 * may reach the upstream spends one, pages included, and so does a refused one: refusals
 * are audited, and must not be free.
 */
export function spendToken(user: SessionUser): void {
  if (!authEnabled()) return;
  const wait = takeToken(user.name, authConfig().requestsPerMinute);
  if (wait !== null) throw new DashboardError("rate_limited", "You are sending requests too fast. Wait a moment and try again.", { retryAfterSeconds: wait });
}

/** A 403 DashboardError unless the user's role reaches `needed`. */
export function requireRole(user: SessionUser, needed: Role): void {
  if (!roleAtLeast(user.role, needed)) throw new DashboardError("forbidden", `Your role (${user.role}) may not do this; it needs ${needed}.`);
}

/** For route handlers outside apiRoute: the user, or a 401/429/403 DashboardError. */
export function requireApiUser(request: Request, needed: Role): SessionUser {
  const user = authenticate(request);
  spendToken(user);
  requireRole(user, needed);
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
  const h = await headers();
  return userFrom((n) => h.get(n));
}
