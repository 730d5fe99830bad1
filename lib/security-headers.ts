// Security headers of every response (applied in proxy.ts), and the recording origins
// the Content-Security-Policy lets media come from.
import { usesDemoService } from "./data-source";

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
  const port = env.DEMO_SERVICE_PORT?.trim() || "3100";
  return demo ? ["https:", `http://127.0.0.1:${port}`, `http://localhost:${port}`] : ["https:"];
}

export function securityHeaders(env: Record<string, string | undefined>, dev: boolean): Record<string, string> {
  const media = recordingOrigins(env).join(" ");
  const csp = [
    "default-src 'self'",
    // Next's inline bootstrap scripts need 'unsafe-inline'; eval only for dev tooling.
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `media-src 'self' ${media}`,
    // Downloads fetch the recording to name the file after the call.
    `connect-src 'self' ${media}${dev ? " ws: wss:" : ""}`,
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
  };
}
