// The names of the dashboard's cookies, in one module both sides import: the server reads
// them (proxy.ts, lib/server), the browser writes the settings ones (lib/client).

// The session cookie, for proxy.ts (its early redirect) and lib/server/auth.
// In production the __Host- prefix makes browsers refuse the cookie unless it is Secure,
// has Path=/ and no Domain, so a sibling subdomain cannot plant one for this host.
export function sessionCookieName(production = process.env.NODE_ENV === "production"): string {
  return production ? "__Host-crd-session" : "crd-session";
}

// The time-zone setting ("local", the browser's zone, or an IANA zone), and the browser's zone as it last reported it.
export const TZ_MODE_COOKIE = "crd-tz";
export const TZ_NAME_COOKIE = "crd-tz-name";

// The theme choice, read by the server layout so the first paint has the theme.
export const THEME_COOKIE = "crd-theme";
