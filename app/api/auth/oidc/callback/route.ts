import { apiRoute } from "@/lib/server/api-route";
import { authConfig } from "@/lib/server/auth/auth-config";
import { clearedFlowCookie, finishSignIn, OIDC_FLOW_COOKIE } from "@/lib/server/auth/oidc";
import { safeNext } from "@/lib/server/auth/safe-next";
import { cookieValues, newSessionCookie } from "@/lib/server/auth/session";
import { log } from "@/lib/server/log/logger";

// GET /api/auth/oidc/callback – the provider sends the user back here with a code.
export const GET = apiRoute({ name: "GET /api/auth/oidc/callback", role: "anyone" }, async ({ request, url }) => {
  const config = authConfig();
  if (config.mode !== "oidc") return new Response(null, { status: 303, headers: { location: "/" } });
  try {
    const { user, next } = await finishSignIn(url, cookieValues(request.headers.get("cookie"), OIDC_FLOW_COOKIE)[0]);
    const headers = new Headers({ location: safeNext(next) });
    headers.append("set-cookie", await newSessionCookie(config.sessionSecret, user, config.sessionHours));
    headers.append("set-cookie", clearedFlowCookie());
    return new Response(null, { status: 303, headers });
  } catch (error) {
    // The reason goes to the log; the user gets the generic sign-in error.
    log().warn(`oidc: sign-in refused: ${(error as Error).message}`);
    return new Response(null, { status: 303, headers: { location: "/sign-in?error=1", "set-cookie": clearedFlowCookie() } });
  }
});
