import "server-only";
import { ROLES, type Role, type SessionUser } from "@/lib/roles";
import { signValue, unsignValue } from "../signed-value";

// A session is a signed cookie: base64url(JSON {u, r, exp}) "." HMAC-SHA256. The server
// keeps no session state; a changed secret signs everyone out.
export const SESSION_COOKIE = "crd-session";

export function signSession(secret: string, user: SessionUser, expiresAt: number): string {
  const payload = Buffer.from(JSON.stringify({ u: user.name, r: user.role, exp: expiresAt })).toString("base64url");
  return signValue(secret, payload);
}

/** The user of a valid, unexpired session cookie; null for anything else. */
export function verifySession(secret: string, value: string | undefined, now = Date.now()): SessionUser | null {
  const payload = unsignValue(secret, value);
  if (!payload) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { u?: unknown; r?: unknown; exp?: unknown };
    if (typeof data.u !== "string" || typeof data.exp !== "number" || !ROLES.includes(data.r as Role)) return null;
    if (data.exp <= now) return null;
    return { name: data.u, role: data.r as Role };
  } catch {
    return null;
  }
}

export function sessionCookie(value: string, maxAgeSeconds: number): string {
  const secure = process.env.NODE_ENV === "production" ? "; Secure" : "";
  return `${SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

export function clearedSessionCookie(): string {
  return sessionCookie("", 0);
}
