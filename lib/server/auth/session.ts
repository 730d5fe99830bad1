import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { ROLES, type Role, type SessionUser } from "@/lib/roles";

// A session is a signed cookie: base64url(JSON {u, r, exp}) "." HMAC-SHA256. The server
// keeps no session state; a changed secret signs everyone out.
export const SESSION_COOKIE = "crd-session";

function mac(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

export function signSession(secret: string, user: SessionUser, expiresAt: number): string {
  const payload = Buffer.from(JSON.stringify({ u: user.name, r: user.role, exp: expiresAt })).toString("base64url");
  return `${payload}.${mac(secret, payload)}`;
}

/** The user of a valid, unexpired session cookie; null for anything else. */
export function verifySession(secret: string, value: string | undefined, now = Date.now()): SessionUser | null {
  if (!value) return null;
  const [payload, signature, extra] = value.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
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
