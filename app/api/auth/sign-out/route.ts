import { userOf } from "@/lib/server/auth/guard";
import { crossSiteRefused, isCrossSite } from "@/lib/server/auth/same-origin";
import { clearedSessionCookie } from "@/lib/server/auth/session";
import { revokeSessions } from "@/lib/server/auth/session-generations";

// POST /api/auth/sign-out – ends the session: the user's sessions are revoked on the
// server (a copied cookie stops working too), and the browser's cookie is cleared.
export async function POST(request: Request) {
  if (isCrossSite(request)) return crossSiteRefused();
  const user = await userOf(request);
  if (user && user.name !== "anonymous") await revokeSessions(user.name);
  return new Response(null, { status: 303, headers: { location: "/sign-in", "set-cookie": clearedSessionCookie() } });
}
