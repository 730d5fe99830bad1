import { type NextRequest, NextResponse } from "next/server";
import { sessionCookieName } from "@/lib/cookie-names";
import { securityHeaders } from "@/lib/security-headers";

// Adds the security headers to every response and, when sign-in is on, sends pages
// without a session cookie to /sign-in early. That is a convenience only: every page and
// route handler checks the session itself (lib/server/auth/guard.ts).
const dev = process.env.NODE_ENV !== "production";
const signInRequired = ["local", "oidc"].includes(process.env.DASHBOARD_AUTH?.trim() ?? "");
const sessionCookie = sessionCookieName();

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const isPage = !pathname.startsWith("/api/") && pathname !== "/sign-in";
  // A fresh nonce per request. Next reads it from the request's CSP header and puts it on
  // the scripts it renders, so the policy needs no 'unsafe-inline'.
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const headers = securityHeaders(process.env, dev, nonce);
  let response: NextResponse;
  if (signInRequired && isPage && !request.cookies.has(sessionCookie)) {
    response = NextResponse.redirect(new URL(`/sign-in?next=${encodeURIComponent(pathname + search)}`, request.url));
  } else {
    // Pages learn their own path (for the sign-in redirect's way back) from this header,
    // which a caller cannot set: it is always overwritten here.
    const forwarded = new Headers(request.headers);
    forwarded.set("x-dashboard-path", pathname + search);
    forwarded.set("content-security-policy", headers["Content-Security-Policy"]!);
    response = NextResponse.next({ request: { headers: forwarded } });
  }
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image).*)"],
};
