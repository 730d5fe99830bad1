// The name of the session cookie, for proxy.ts (its early redirect) and lib/server/auth.
// In production the __Host- prefix makes browsers refuse the cookie unless it is Secure,
// has Path=/ and no Domain, so a sibling subdomain cannot plant one for this host.
export function sessionCookieName(production = process.env.NODE_ENV === "production"): string {
  return production ? "__Host-crd-session" : "crd-session";
}
