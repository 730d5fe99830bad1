import "server-only";
import { authConfig } from "./auth-config";

// Cross-site request forgery: a page elsewhere must not be able to sign a browser in (to
// an attacker's account) or out. Browsers send Origin on every POST and Sec-Fetch-Site on
// every request; either one from another site refuses the request. A client that sends
// neither is not a browser acting for a user, so there is nothing to forge.

export function isCrossSite(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return true;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return true; // "null" (a sandboxed or privacy-stripped origin) and garbage alike
  }
  // The Host the browser addressed (request.url may name the server's own bind address).
  const host = request.headers.get("host") ?? new URL(request.url).host;
  if (parsed.host === host) return false;
  // Behind a proxy that rewrites Host, the public address is the dashboard's own.
  const publicUrl = process.env.DASHBOARD_PUBLIC_URL?.trim() ? new URL(authConfig().oidc.publicUrl).origin : null;
  return parsed.origin !== publicUrl;
}
