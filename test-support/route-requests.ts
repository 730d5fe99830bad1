// For tests that call the dashboard's route handlers directly: a user's signed session
// cookie, a request as the dashboard's own pages send it (same site, JSON body), and the
// answer read back as status and JSON.
import { sessionCookieName } from "@/lib/cookie-names";
import type { Role } from "@/lib/roles";
import { signSession } from "@/lib/server/auth/session";

/** The DASHBOARD_SESSION_SECRET of the tests that sign sessions. */
export const TEST_SESSION_SECRET = "test-secret-of-at-least-32-characters!!";
export const TEST_ORIGIN = "http://dashboard.test";

/** The Cookie header of a session of this user (by default, one id per name), valid for an hour. */
export function sessionCookieFor(name: string, role: Role, expiresAt = Date.now() + 3_600_000, id = `test-${name}`): string {
  return `${sessionCookieName(false)}=${signSession(TEST_SESSION_SECRET, { name, role, id }, expiresAt)}`;
}

/** A same-site request to the dashboard; a string body is sent as it is, anything else as JSON. */
export function routeRequest(pathname: string, method: string, cookie?: string, body?: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${TEST_ORIGIN}${pathname}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      origin: TEST_ORIGIN,
      "sec-fetch-site": "same-origin",
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** A response as status and parsed body (null when it has none). */
export async function answerOf(response: Response): Promise<{ status: number; body: any }> {
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
