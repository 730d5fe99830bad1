import { describe, expect, it } from "vitest";
import { CALL_FIELDS } from "./fields";
import { anyErrorBodySchema, callResultSchema, listResponseSchema, pendingSchema, recordingResponseSchema } from "./schemas";

const call = {
  callId: "call_1",
  callTaskId: "task_1",
  detailsUrl: "https://console.example.com/calls/call_1",
  agentId: "agent_1",
  agentName: "Billing",
  endUserId: "eu_1",
  status: "completed",
  direction: "outbound",
  from: "+15550100",
  to: "+15550101",
  startedAt: "2026-01-31T09:00:05.123456+09:00",
  endedAt: "2026-01-31T09:03:05Z",
  durationSeconds: 180,
  isVoicemail: false,
  createdAt: "2026-01-31T09:00:00.000Z",
  updatedAt: "2026-01-31T09:04:00-05:00",
  resultAvailable: true,
  audioAvailable: true,
};

describe("callResultSchema", () => {
  it("accepts a full call with offsets and fractional seconds", () => {
    expect(callResultSchema.parse(call)).toEqual(call);
  });

  it("accepts null exactly where §2.1 allows it", () => {
    const nullable = ["callTaskId", "agentName", "endUserId", "startedAt", "endedAt", "durationSeconds"];
    for (const field of nullable) expect(callResultSchema.safeParse({ ...call, [field]: null }).success, field).toBe(true);
    for (const field of Object.keys(call).filter((f) => !nullable.includes(f))) {
      expect(callResultSchema.safeParse({ ...call, [field]: null }).success, field).toBe(false);
    }
  });

  it("requires every field to be present", () => {
    for (const field of Object.keys(call)) {
      const { [field as keyof typeof call]: _omitted, ...rest } = call;
      expect(callResultSchema.safeParse(rest).success, field).toBe(false);
    }
  });

  it("tolerates and drops unknown extra fields", () => {
    const parsed = callResultSchema.parse({ ...call, sentiment: "positive", nested: { a: 1 } });
    expect(parsed).toEqual(call);
    expect("sentiment" in parsed).toBe(false);
  });

  it.each([
    ["status", "exploded"],
    ["direction", "sideways"],
    ["durationSeconds", 1.5],
    ["durationSeconds", -1],
    ["durationSeconds", "180"],
    ["isVoicemail", "false"],
    ["createdAt", "2026-01-31 09:00:00"],
    ["createdAt", "2026-01-31T09:00:00"],
    ["detailsUrl", "not a url"],
    ["callId", 123],
  ])("rejects %s = %j", (field, value) => {
    expect(callResultSchema.safeParse({ ...call, [field]: value }).success).toBe(false);
  });
});

describe("other response shapes", () => {
  it("validates the list response and its pagination", () => {
    const ok = { data: [call], pagination: { total: 1, page: 1, pageSize: 20, totalPages: 1 } };
    expect(listResponseSchema.safeParse(ok).success).toBe(true);
    expect(listResponseSchema.safeParse({ ...ok, pagination: { ...ok.pagination, pageSize: 501 } }).success).toBe(false);
    expect(listResponseSchema.safeParse({ ...ok, pagination: { ...ok.pagination, page: 0 } }).success).toBe(false);
    expect(listResponseSchema.safeParse({ data: [call] }).success).toBe(false);
  });

  it("validates recording info and only accepts http(s) download URLs", () => {
    const info = { callId: "call_1", callTaskId: null, downloadUrl: "https://storage.example.com/a.wav?sig=1", expiresAt: "2026-01-31T09:05:00Z" };
    expect(recordingResponseSchema.safeParse({ data: info }).success).toBe(true);
    expect(recordingResponseSchema.safeParse({ data: { ...info, downloadUrl: "javascript:alert(1)" } }).success).toBe(false);
    expect(recordingResponseSchema.safeParse({ data: { ...info, expiresAt: null } }).success).toBe(false);
  });

  it("recognises the pending object and nothing else as pending", () => {
    expect(pendingSchema.safeParse({ status: "pending", message: "creating", callTaskId: "task_1" }).success).toBe(true);
    expect(pendingSchema.safeParse({ status: "completed", message: "x", callTaskId: "task_1" }).success).toBe(false);
    expect(pendingSchema.safeParse({ status: "pending", callTaskId: "task_1" }).success).toBe(false);
  });

  it("recognises both error shapes of §7", () => {
    expect(anyErrorBodySchema.safeParse({ error: "Rate limit exceeded", code: "RATE_LIMIT" }).success).toBe(true);
    expect(anyErrorBodySchema.safeParse({ error: "Internal server error" }).success).toBe(true);
    expect(anyErrorBodySchema.safeParse({ success: false }).success).toBe(true);
    expect(anyErrorBodySchema.safeParse({ success: false, error: { issues: [] } }).success).toBe(true);
    expect(anyErrorBodySchema.safeParse({ success: true }).success).toBe(false);
    expect(anyErrorBodySchema.safeParse({ message: "nope" }).success).toBe(false);
  });
});

describe("the field table", () => {
  it("lists every field of the schema once, in the spec's order", () => {
    expect(CALL_FIELDS.map((f) => f.key)).toEqual(Object.keys(callResultSchema.shape));
  });
  it("gives every nullable field its null wording, and no other", () => {
    for (const field of CALL_FIELDS) {
      const nullable = callResultSchema.shape[field.key].safeParse(null).success;
      expect({ field: field.key, hasNullLabel: "nullLabel" in field }).toEqual({ field: field.key, hasNullLabel: nullable });
    }
  });
});
