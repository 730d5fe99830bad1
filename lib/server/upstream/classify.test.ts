import { describe, expect, it } from "vitest";
import { listResponseSchema, recordingResponseSchema } from "@/lib/call-results";
import { classify, type Operation, type RawAnswer, retryAfterSeconds } from "./classify";

const answer = (status: number, body: unknown, extra: Partial<RawAnswer> = {}): RawAnswer => ({
  status,
  text: typeof body === "string" ? body : JSON.stringify(body),
  retryAfter: null,
  ...extra,
});
const codeOf = (a: RawAnswer, operation: Operation = "recording-by-call") => {
  const r = classify(a, operation === "list" ? listResponseSchema : recordingResponseSchema, { operation });
  return r.kind === "error" ? r.error.code : r.kind;
};

describe("classify", () => {
  it("accepts a valid success body and drops unknown fields", () => {
    const body = { data: [], pagination: { total: 0, page: 1, pageSize: 20, totalPages: 0 }, extra: 1 };
    expect(classify(answer(200, body), listResponseSchema, { operation: "list" })).toEqual({
      kind: "ok",
      data: { data: [], pagination: body.pagination },
    });
  });

  it("recognises pending by its body whatever the status", () => {
    const pending = { status: "pending", message: "being created", callTaskId: "task_1" };
    for (const status of [200, 202, 404]) expect(codeOf(answer(status, pending), "recording-by-task")).toBe("pending");
    // Where pending is not defined it is not a success either.
    expect(codeOf(answer(200, pending), "recording-by-call")).toBe("bad_upstream_response");
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
    const r = classify(answer(429, "<html>busy</html>", { retryAfter: "7" }), listResponseSchema, { operation: "list" });
    expect(r.kind === "error" && r.error.code).toBe("rate_limited");
    expect(r.kind === "error" && r.error.extra.retryAfterSeconds).toBe(7);
  });

  it("never repeats the upstream body in its message", () => {
    const r = classify(answer(500, { error: "secret-internal-detail at db.js:42" }), listResponseSchema, { operation: "list" });
    if (r.kind !== "error") throw new Error(`expected an error, got ${r.kind}`);
    expect(r.error.code).toBe("upstream_error");
    expect(r.error.message).not.toContain("secret-internal-detail");
  });
});

// Spec §7: every error condition, worded as the spec words it and as another service
// plausibly would, with and without a `code`, under statuses that fit it, that contradict
// it, and no error status at all. The wording decides; no rule may shadow another.
describe("classify: the spec's §7 conditions by wording, whatever the status", () => {
  const STATUSES = [400, 401, 403, 404, 422, 429, 500, 502, 200];
  const CONDITIONS: { expected: string; operations: Operation[]; wordings: string[]; codes: string[] }[] = [
    {
      expected: "invalid_request",
      operations: ["list"],
      wordings: ["Request is invalid", "Validation failed: pageSize must be at most 500"],
      codes: ["INVALID_REQUEST", "VALIDATION_ERROR"],
    },
    {
      expected: "upstream_key_rejected",
      operations: ["list", "recording-by-call", "recording-by-task"],
      wordings: ["API key not specified or invalid", "Missing x-api-key header"],
      codes: ["UNAUTHORIZED", "INVALID_API_KEY"],
    },
    {
      expected: "upstream_access_denied",
      operations: ["list", "recording-by-call", "recording-by-task"],
      wordings: ["Access denied, such as by IP restriction", "Forbidden: client address 203.0.113.9 is not allowed"],
      codes: ["ACCESS_DENIED", "FORBIDDEN"],
    },
    {
      expected: "project_not_found",
      operations: ["list"],
      wordings: ["Project linked to the API key not found", "No project is linked to this API key"],
      codes: ["PROJECT_NOT_FOUND", "NOT_FOUND"],
    },
    {
      expected: "recording_not_found",
      operations: ["recording-by-call", "recording-by-task"],
      wordings: ["Recording audio not found", "No recording exists for call call_123"],
      codes: ["RECORDING_NOT_FOUND", "NOT_FOUND"],
    },
    {
      expected: "rate_limited",
      operations: ["list", "recording-by-call", "recording-by-task"],
      wordings: ["Rate limit exceeded", "Too many requests for this API key, slow down"],
      codes: ["RATE_LIMITED", "RATE_LIMIT_EXCEEDED"],
    },
    {
      expected: "upstream_error",
      operations: ["list", "recording-by-call", "recording-by-task"],
      wordings: ["Internal server error", "Something went wrong on our side (internal error)"],
      codes: ["INTERNAL_ERROR", "INTERNAL_SERVER_ERROR"],
    },
  ];
  const cases = CONDITIONS.flatMap(({ expected, operations, wordings, codes }) =>
    operations.flatMap((operation) =>
      wordings.flatMap((error) =>
        [undefined, ...codes].flatMap((code) => STATUSES.map((status) => ({ expected, operation, status, body: code ? { error, code } : { error } }))),
      ),
    ),
  );

  it(`classifies all ${cases.length} combinations by their wording`, () => {
    const wrong = cases
      .filter((c) => codeOf(answer(c.status, c.body), c.operation) !== c.expected)
      .map((c) => ({ ...c, got: codeOf(answer(c.status, c.body), c.operation) }));
    expect(wrong).toEqual([]);
  });

  it("reports a missing project, not a rejected key, although its wording mentions the API key", () => {
    const body = { error: "Project linked to the API key not found", code: "PROJECT_NOT_FOUND" };
    expect(codeOf(answer(404, body), "list")).toBe("project_not_found");
    const r = classify(answer(404, body), listResponseSchema, { operation: "list" });
    expect(r.kind === "error" ? r.error.message : "").not.toMatch(/rejected/i);
  });

  it("falls back to the status when the wording matches no rule", () => {
    const vague = { error: "Request could not be completed" };
    expect(codeOf(answer(401, vague))).toBe("upstream_key_rejected");
    expect(codeOf(answer(403, vague))).toBe("upstream_access_denied");
    expect(codeOf(answer(404, vague), "list")).toBe("project_not_found");
    expect(codeOf(answer(404, vague), "recording-by-call")).toBe("recording_not_found");
    expect(codeOf(answer(400, vague))).toBe("invalid_request");
    expect(codeOf(answer(422, vague))).toBe("invalid_request");
    expect(codeOf(answer(429, vague))).toBe("rate_limited");
    expect(codeOf(answer(500, vague))).toBe("upstream_error");
    expect(codeOf(answer(200, vague))).toBe("upstream_error");
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
