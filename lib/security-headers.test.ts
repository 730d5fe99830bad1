import { describe, expect, it } from "vitest";
import { recordingOrigins, securityHeaders } from "./security-headers";

describe("recordingOrigins", () => {
  it("covers the demo service and https: by default", () => {
    expect(recordingOrigins({})).toEqual(["https:", "http://127.0.0.1:3100", "http://localhost:3100"]);
    expect(recordingOrigins({ DEMO_SERVICE_PORT: "3310" })).toContain("http://127.0.0.1:3310");
    expect(recordingOrigins({ CALL_RESULTS_API_BASE_URL: "https://x", CALL_RESULTS_API_KEY: "k" })).toEqual(["https:"]);
  });

  it("takes RECORDING_ORIGINS as a comma list of origins, and refuses anything else", () => {
    expect(recordingOrigins({ RECORDING_ORIGINS: "https://storage.example.com/path, http://10.0.0.5:9000" })).toEqual([
      "https://storage.example.com",
      "http://10.0.0.5:9000",
    ]);
    expect(() => recordingOrigins({ RECORDING_ORIGINS: "javascript:alert(1)" })).toThrow(/RECORDING_ORIGINS/);
    expect(() => recordingOrigins({ RECORDING_ORIGINS: "not a url" })).toThrow();
  });
});

describe("securityHeaders", () => {
  it("sets a CSP without unsafe-eval in production, framing denied, media from recording origins", () => {
    const h = securityHeaders({ RECORDING_ORIGINS: "https://rec.example.com" }, false, "bm9uY2U=");
    const csp = h["Content-Security-Policy"]!;
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("media-src 'self' https://rec.example.com");
    expect(h["Referrer-Policy"]).toBe("same-origin");
    expect(h["X-Content-Type-Options"]).toBe("nosniff");
    expect(h["Permissions-Policy"]).toContain("microphone=()");
    expect(securityHeaders({}, true, "bm9uY2U=")["Content-Security-Policy"]).toContain("unsafe-eval");
  });

  it("lets only scripts with the request's nonce run, and fetches only from named recording origins", () => {
    const csp = securityHeaders({}, false, "bm9uY2U=")["Content-Security-Policy"]!;
    const directive = (name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `));
    expect(directive("script-src")).toBe("script-src 'self' 'nonce-bm9uY2U=' 'strict-dynamic'");
    // Media may still stream from any https storage; fetch() may not reach any https host.
    expect(directive("media-src")).toBe("media-src 'self' https: http://127.0.0.1:3100 http://localhost:3100");
    expect(directive("connect-src")).toBe("connect-src 'self' http://127.0.0.1:3100 http://localhost:3100");
    expect(securityHeaders({ CALL_RESULTS_API_BASE_URL: "https://x" }, false, "n")["Content-Security-Policy"]).toContain("connect-src 'self'; ");
  });

  it("sends HSTS from production servers only", () => {
    expect(securityHeaders({}, false, "n")["Strict-Transport-Security"]).toBe("max-age=31536000");
    expect(securityHeaders({}, true, "n")["Strict-Transport-Security"]).toBeUndefined();
  });
});
