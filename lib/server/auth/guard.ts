import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { DashboardError } from "@/lib/errors";
import { roleAtLeast, type Role, type SessionUser } from "@/lib/roles";
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
  return authConfig().mode === "local";
}

/** The signed-in user of a request; with sign-in off, an anonymous admin. */
export function userOf(request: Request): SessionUser | null {
  const config = authConfig();
  if (config.mode !== "local") return ANONYMOUS;
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
  const config = authConfig();
  if (config.mode !== "local") return ANONYMOUS;
  const user = verifySession(config.sessionSecret, (await cookies()).get(SESSION_COOKIE)?.value);
  const here = (await headers()).get("x-dashboard-path") ?? "/";
  if (!user) redirect(`/sign-in?next=${encodeURIComponent(here)}`);
  if (!roleAtLeast(user.role, needed)) redirect("/?forbidden=1");
  return user;
}

/** For the layout: who is signed in, without redirecting (pages do that). */
export async function currentUser(): Promise<SessionUser | null> {
  const config = authConfig();
  if (config.mode !== "local") return ANONYMOUS;
  return verifySession(config.sessionSecret, (await cookies()).get(SESSION_COOKIE)?.value);
}
