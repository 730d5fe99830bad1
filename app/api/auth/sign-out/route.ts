import { apiRoute } from "@/lib/server/api-route";
import { userOf } from "@/lib/server/auth/guard";
import { clearedSessionCookie } from "@/lib/server/auth/session";
import { revokeSessions } from "@/lib/server/auth/session-generations";
import { toDashboardError } from "@/lib/server/http/respond";

// POST /api/auth/sign-out – ends the session: the user's sessions are revoked on the
// server (a copied cookie stops working too), and the browser's cookie is cleared.
// When the store cannot be reached the revocation cannot be written: the browser's
// cookie is still cleared, and the answer says the server-side part did not happen.
// "anyone": an expired session may still sign out; a post from another site is refused by apiRoute.
export const POST = apiRoute({ name: "POST /api/auth/sign-out", role: "anyone" }, async ({ request }) => {
  try {
    const user = await userOf(request);
    if (user && user.name !== "anonymous") await revokeSessions(user.name);
  } catch (error) {
    const e = toDashboardError(error);
    return new Response(`${e.message} The cookie of this browser is removed, but a copy of it would still work.`, {
      status: e.status,
      headers: { "content-type": "text/plain; charset=utf-8", "set-cookie": clearedSessionCookie() },
    });
  }
  return new Response(null, { status: 303, headers: { location: "/sign-in", "set-cookie": clearedSessionCookie() } });
});
