// Security headers of every response (applied in proxy.ts), and the recording origins
// the Content-Security-Policy lets media come from.
import { DEMO_SERVICE_DEFAULT_PORT, usesDemoService } from "./data-source";

/** Origins (or schemes like "https:") that may serve recordings, from RECORDING_ORIGINS. */
export function recordingOrigins(env: Record<string, string | undefined>): string[] {
  const configured = env.RECORDING_ORIGINS?.trim();
  if (configured) {
    return configured
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .map((entry) => {
        if (/^https?:$/.test(entry)) return entry;
        const url = new URL(entry); // throws on garbage: a bad setting must not pass silently
        if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`RECORDING_ORIGINS: "${entry}" is not an http(s) origin`);
        return url.origin;
      });
  }
  // Default: https anywhere, plus the embedded demo service when it is the data source.
  const demo = usesDemoService(env);
  const port = env.DEMO_SERVICE_PORT?.trim() || DEMO_SERVICE_DEFAULT_PORT;
  return demo ? ["https:", `http://127.0.0.1:${port}`, `http://localhost:${port}`] : ["https:"];
}

/**
 * The headers of every response. `nonce` is new for each request (proxy.ts): Next puts it
 * on its own inline and bootstrap scripts, and 'strict-dynamic' lets those load the
 * chunks they need, so no other inline script can run.
 */
export function securityHeaders(env: Record<string, string | undefined>, dev: boolean, nonce: string): Record<string, string> {
  const origins = recordingOrigins(env);
  // Downloads fetch the recording to name the file after the call; only named origins
  // may be fetched from (a bare "https:" would let a script send data anywhere). Without
  // one the player opens the URL instead.
  const fetchable = origins.filter((o) => !/^https?:$/.test(o));
  const csp = [
    "default-src 'self'",
    // eval only for dev tooling.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `media-src 'self' ${origins.join(" ")}`,
    `connect-src 'self'${fetchable.map((o) => ` ${o}`).join("")}${dev ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  return {
    "Content-Security-Policy": csp,
    // Signed recording URLs and page URLs never travel in a Referer to other origins.
    "Referrer-Policy": "same-origin",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    // Browsers keep to https once they have seen it over https (and ignore it over http).
    ...(dev ? {} : { "Strict-Transport-Security": "max-age=31536000" }),
  };
}
