import { clearedSessionCookie } from "@/lib/server/auth/session";

// POST /api/auth/sign-out – ends the session (the cookie is cleared).
export function POST() {
  return new Response(null, { status: 303, headers: { location: "/sign-in", "set-cookie": clearedSessionCookie() } });
}
