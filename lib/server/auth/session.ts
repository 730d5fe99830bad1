import "server-only";
import { sessionCookieName } from "@/lib/cookie-names";
import { ROLES, type Role, type SessionUser } from "@/lib/roles";
import { signValue, unsignValue } from "../signed-value";
import { issueTime } from "./session-generations";

// A session is a signed cookie: base64url(JSON {u, r, i, iat, exp}) "." HMAC-SHA256 (i: the
// user's id, lib/roles.ts). Whether
// it was revoked since `iat` is session-generations.ts's business; a changed secret signs
// everyone out.
const SESSION_COOKIE = sessionCookieName();

export function signSession(secret: string, user: SessionUser, expiresAt: number, issuedAt = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ u: user.name, r: user.role, i: user.id, iat: issuedAt, exp: expiresAt })).toString("base64url");
  return signValue(secret, payload);
}

/** A valid, unexpired session cookie's user and issue time; null for anything else. */
export function readSession(secret: string, value: string | undefined, now = Date.now()): { user: SessionUser; issuedAt: number } | null {
  const payload = unsignValue(secret, value);
  if (!payload) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { u?: unknown; r?: unknown; i?: unknown; iat?: unknown; exp?: unknown };
    // A cookie from before ids were carried (issue #39) names no owner: its user signs in once more.
    if (typeof data.u !== "string" || typeof data.i !== "string" || typeof data.exp !== "number" || !ROLES.includes(data.r as Role)) return null;
    if (data.exp <= now) return null;
    // A cookie from before issue times were recorded counts as issued at the epoch, which
    // no generation accepts (guard.ts): such a user signs in once more.
    return { user: { name: data.u, role: data.r as Role, id: data.i }, issuedAt: typeof data.iat === "number" ? data.iat : 0 };
  } catch {
    return null;
  }
}

/** The user of a valid, unexpired session cookie; null for anything else. */
export function verifySession(secret: string, value: string | undefined, now = Date.now()): SessionUser | null {
  return readSession(secret, value, now)?.user ?? null;
}

/** Every value of a cookie in a Cookie header, in the order the browser sent them. */
export function cookieValues(header: string | null, name: string): string[] {
  const values: string[] = [];
  for (const part of (header ?? "").split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === name) values.push(part.slice(i + 1).trim());
  }
  return values;
}

/** Every value of the session cookie in a Cookie header, in the order the browser sent them. */
export const sessionCookieValues = (header: string | null) => cookieValues(header, SESSION_COOKIE);

function sessionCookie(value: string, maxAgeSeconds: number): string {
  const secure = process.env.NODE_ENV === "production" ? "; Secure" : "";
  return `${SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

/** The Set-Cookie header of a new session for `user`, issued after any revocation of theirs. */
export async function newSessionCookie(secret: string, user: SessionUser, hours: number): Promise<string> {
  const issuedAt = await issueTime(user.name);
  return sessionCookie(signSession(secret, user, issuedAt + hours * 3_600_000, issuedAt), hours * 3600);
}

export function clearedSessionCookie(): string {
  return sessionCookie("", 0);
}
