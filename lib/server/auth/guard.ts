import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { DashboardError } from "@/lib/errors";
import { ROLES, type Role, roleAtLeast, type SessionUser } from "@/lib/roles";
import { dashboardConfig } from "../config";
import { provenPeer } from "../http/client-address";
import { warnAtMostEveryMinute } from "../log-once";
import { createLimiter, type Limiter } from "../shared-state/limiter";
import { sharedStateIdentity } from "../shared-state/redis-client";
import { authConfig } from "./auth-config";
import { nameId } from "./identity";
import { readSession, sessionCookieValues } from "./session";
import { sessionsValidSince } from "./session-generations";

// Every route handler and every page checks the session here. proxy.ts only redirects
// early; it is never the gate (CVE-2025-29927 showed why).

const ANONYMOUS: SessionUser = { name: "anonymous", role: "admin", id: nameId("anonymous") };

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
  if (!dashboardConfig().trustedProxies.includes(peer)) {
    warnAtMostEveryMinute("untrusted proxy", { warning: "user header from an untrusted address ignored", header: proxy.userHeader, peer });
    return null;
  }
  const mapped = proxy.roles.get(name);
  // The proxy's header is all it says of who this is, so the name is the id (identity.ts).
  if (mapped) return { name, role: mapped, id: nameId(name) };
  const claimed = proxy.roleHeader ? (get(proxy.roleHeader)?.trim() as Role | undefined) : undefined;
  return { name, role: claimed && ROLES.includes(claimed) ? claimed : proxy.defaultRole, id: nameId(name) };
}

/**
 * The user of a Cookie header: pages and route handlers both come here, so they pick the
 * same session when a browser sends the cookie twice (the first one that is valid and
 * not revoked).
 */
async function cookieUser(cookieHeader: string | null): Promise<SessionUser | null> {
  const { sessionSecret } = authConfig();
  for (const value of sessionCookieValues(cookieHeader)) {
    const session = readSession(sessionSecret, value);
    if (session && session.issuedAt > (await sessionsValidSince(session.user.name))) return session.user;
  }
  return null;
}

async function userFrom(get: (name: string) => string | null): Promise<SessionUser | null> {
  const config = authConfig();
  if (config.mode === "proxy") return proxyUser(get);
  if (config.mode !== "local" && config.mode !== "oidc") return ANONYMOUS;
  return cookieUser(get("cookie"));
}

/** The signed-in user of a request; with sign-in off, an anonymous admin. */
export function userOf(request: Request): Promise<SessionUser | null> {
  return userFrom((n) => request.headers.get(n));
}

// A per-user budget per minute protects the shared upstream budget: in Redis when
// REDIS_URL is set, so it counts across every instance, else in this process
// (lib/server/shared-state/limiter.ts). Keyed by signed-in user only, so its size is the
// number of users.
let perUser: { key: string; limiter: Limiter } | undefined;
function userLimiter(perMinute: number): Limiter {
  const key = `${perMinute} ${sharedStateIdentity()}`;
  if (perUser?.key !== key) perUser = { key, limiter: createLimiter({ keyPrefix: "user-requests", points: perMinute, duration: 60 }) };
  return perUser.limiter;
}

/** The signed-in user, or a 401 DashboardError. */
export async function authenticate(request: Request): Promise<SessionUser> {
  const user = await userOf(request);
  if (!user) throw new DashboardError("unauthenticated", "Sign in to use the dashboard.");
  return user;
}

/**
 * One token of the user's per-minute budget, or a 429 DashboardError. Every request that
 * may reach the upstream spends one, pages included, and so does a refused one: refusals
 * are audited, and must not be free.
 */
export async function spendToken(user: SessionUser, points = 1): Promise<void> {
  if (!authEnabled()) return;
  try {
    // `points`: work that makes several upstream requests (an export's pages) pays for each.
    await userLimiter(dashboardConfig().requestsPerMinute).consume(user.name, points);
  } catch (refused) {
    const wait = Math.max(1, Math.ceil(((refused as { msBeforeNext?: number }).msBeforeNext ?? 1000) / 1000));
    throw new DashboardError("rate_limited", "You are sending requests too fast. Wait a moment and try again.", { retryAfterSeconds: wait });
  }
}

/** A 403 DashboardError unless the user's role reaches `needed`. */
export function requireRole(user: SessionUser, needed: Role): void {
  if (!roleAtLeast(user.role, needed)) throw new DashboardError("forbidden", `Your role (${user.role}) may not do this; it needs ${needed}.`);
}

/** For route handlers outside apiRoute: the user, or a 401/429/403 DashboardError. */
export async function requireApiUser(request: Request, needed: Role): Promise<SessionUser> {
  const user = await authenticate(request);
  await spendToken(user);
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
