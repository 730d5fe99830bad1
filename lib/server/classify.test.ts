import { describe, expect, it } from "vitest";
import { listResponseSchema, recordingResponseSchema } from "@/lib/call-results";
import { classify, retryAfterSeconds, type RawAnswer } from "./classify";

const answer = (status: number, body: unknown, extra: Partial<RawAnswer> = {}): RawAnswer => ({
  status,
  text: typeof body === "string" ? body : JSON.stringify(body),
  retryAfter: null,
  ...extra,
});
const codeOf = (a: RawAnswer, acceptsPending = false) => {
  const r = classify(a, recordingResponseSchema, { acceptsPending });
  return r.kind === "error" ? r.error.code : r.kind;
};

describe("classify", () => {
  it("accepts a valid success body and drops unknown fields", () => {
    const body = { data: [], pagination: { total: 0, page: 1, pageSize: 20, totalPages: 0 }, extra: 1 };
    expect(classify(answer(200, body), listResponseSchema)).toEqual({
      kind: "ok",
      data: { data: [], pagination: body.pagination },
    });
  });

  it("recognises pending by its body whatever the status", () => {
    const pending = { status: "pending", message: "being created", callTaskId: "task_1" };
    for (const status of [200, 202, 404]) expect(codeOf(answer(status, pending), true)).toBe("pending");
    // Where pending is not defined it is not a success either.
    expect(codeOf(answer(200, pending), false)).toBe("bad_upstream_response");
  });

  it.each([
    [400, { success: false, error: { issues: [] } }, "invalid_request"],
    [200, { success: false }, "invalid_request"],
    [422, { message: "whatever shape" }, "invalid_request"],
    [401, { error: "API key not specified or invalid" }, "upstream_key_rejected"],
    [200, { error: "API key not specified or invalid", code: "UNAUTHORIZED" }, "upstream_key_rejected"],
    [403, { error: "Access denied" }, "upstream_access_denied"],
    [500, { error: "Access denied", code: "FORBIDDEN" }, "upstream_access_denied"],
    [404, { error: "Project not found" }, "project_not_found"],
    [404, { error: "Recording audio not found" }, "recording_not_found"],
    [429, { error: "Slow down" }, "rate_limited"],
    [200, { error: "Rate limit exceeded" }, "rate_limited"],
    [500, { error: "Internal server error" }, "upstream_error"],
    [503, { unexpected: true }, "upstream_error"],
    [502, "<html><body>Bad Gateway</body></html>", "upstream_error"],
    [200, '{"data":[{"callId":"call_', "upstream_error"],
    [200, { data: { callId: 1, downloadUrl: 42 } }, "bad_upstream_response"],
    [418, { teapot: true }, "bad_upstream_response"],
  ])("HTTP %i %j is %s", (status, body, code) => {
    expect(codeOf(answer(status, body))).toBe(code);
  });

  it("carries Retry-After of a rate limit in seconds", () => {
    const r = classify(answer(429, "<html>busy</html>", { retryAfter: "7" }), listResponseSchema);
    expect(r.kind === "error" && r.error.code).toBe("rate_limited");
    expect(r.kind === "error" && r.error.extra.retryAfterSeconds).toBe(7);
  });

  it("never repeats the upstream body in its message", () => {
    const r = classify(answer(500, { error: "secret-internal-detail at db.js:42" }), listResponseSchema);
    expect(r.kind === "error" && r.error.message).not.toContain("secret-internal-detail");
  });
});

describe("retryAfterSeconds", () => {
  const now = Date.parse("2026-11-21T12:00:00Z");
  it("reads seconds and HTTP-dates, defaulting when absent or garbled", () => {
    expect(retryAfterSeconds("12", now)).toBe(12);
    expect(retryAfterSeconds("Sat, 21 Nov 2026 12:00:30 GMT", now)).toBe(30);
    expect(retryAfterSeconds("Sat, 21 Nov 2026 11:00:00 GMT", now)).toBe(0);
    expect(retryAfterSeconds(null, now)).toBe(5);
    expect(retryAfterSeconds("soon", now)).toBe(5);
  });
});
