import { describe, expect, it } from "vitest";
import { loadUpstreamConfig } from "./config";

describe("loadUpstreamConfig", () => {
  it("uses the demo service when neither variable is set", () => {
    expect(loadUpstreamConfig({})).toMatchObject({ mode: "demo", baseUrl: "http://127.0.0.1:3100", timeoutMs: 10000 });
    expect(loadUpstreamConfig({ DEMO_SERVICE_PORT: "4100", DEMO_API_KEY: "k-123456789" })).toMatchObject({
      baseUrl: "http://127.0.0.1:4100",
      apiKey: "k-123456789",
    });
  });

  it("uses a real service when both are set", () => {
    expect(loadUpstreamConfig({ CALL_RESULTS_API_BASE_URL: "https://api.example.com/", CALL_RESULTS_API_KEY: "k", CALL_RESULTS_TIMEOUT_MS: "2500" })).toEqual({
      mode: "upstream",
      baseUrl: "https://api.example.com",
      apiKey: "k",
      timeoutMs: 2500,
      maxRequestsPerSecond: 10,
    });
  });

  it("reads the upstream budget, and names the variable when it is not a whole number", () => {
    const base = { CALL_RESULTS_API_BASE_URL: "https://api.example.com", CALL_RESULTS_API_KEY: "k" };
    expect(loadUpstreamConfig({ ...base, CALL_RESULTS_API_MAX_REQUESTS_PER_SECOND: "25" }).maxRequestsPerSecond).toBe(25);
    expect(() => loadUpstreamConfig({ ...base, CALL_RESULTS_API_MAX_REQUESTS_PER_SECOND: "fast" })).toThrow(/CALL_RESULTS_API_MAX_REQUESTS_PER_SECOND/);
    expect(() => loadUpstreamConfig({ ...base, CALL_RESULTS_API_MAX_REQUESTS_PER_SECOND: "0" })).toThrow(/from 1 to 1000000/);
  });

  it.each([
    [{ CALL_RESULTS_API_BASE_URL: "https://api.example.com" }, /CALL_RESULTS_API_KEY/],
    [{ CALL_RESULTS_API_KEY: "k" }, /CALL_RESULTS_API_BASE_URL/],
    [{ CALL_RESULTS_API_BASE_URL: "ftp://api.example.com", CALL_RESULTS_API_KEY: "k" }, /CALL_RESULTS_API_BASE_URL must start with http/],
    [{ CALL_RESULTS_API_BASE_URL: "not a url", CALL_RESULTS_API_KEY: "k" }, /CALL_RESULTS_API_BASE_URL is not a URL/],
    [{ CALL_RESULTS_TIMEOUT_MS: "10s" }, /CALL_RESULTS_TIMEOUT_MS/],
  ])("rejects %j naming the variable", (env, message) => {
    expect(() => loadUpstreamConfig(env)).toThrow(message);
  });

  it("never puts the key into an error message", () => {
    expect(() => loadUpstreamConfig({ CALL_RESULTS_API_BASE_URL: "gopher://x", CALL_RESULTS_API_KEY: "super-secret-key" })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("super-secret-key") }),
    );
  });
});
