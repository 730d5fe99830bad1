import { apiRoute } from "@/lib/server/api-route";
import { authConfig } from "@/lib/server/auth/auth-config";
import { startSignIn } from "@/lib/server/auth/oidc";
import { safeNext } from "@/lib/server/auth/safe-next";
import { log } from "@/lib/server/log/logger";

// GET /api/auth/oidc/start – off to the identity provider (DASHBOARD_AUTH=oidc).
export const GET = apiRoute({ name: "GET /api/auth/oidc/start", role: "anyone" }, async ({ url }) => {
  if (authConfig().mode !== "oidc") return new Response(null, { status: 303, headers: { location: "/" } });
  const next = url.searchParams.get("next") ?? "/";
  try {
    const { url, cookie } = await startSignIn(safeNext(next));
    return new Response(null, { status: 303, headers: { location: url, "set-cookie": cookie } });
  } catch (error) {
    log().error(`oidc: discovery failed: ${(error as Error).message}`);
    return new Response(null, { status: 303, headers: { location: "/sign-in?error=provider" } });
  }
});
