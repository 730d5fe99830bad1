import { trace } from "@opentelemetry/api";
import { expect, test } from "vitest";
import { inSpan, traceFields } from "./spans";
import { startTracing } from "./tracing";

test("off without OTEL_EXPORTER_OTLP_ENDPOINT: no provider is registered, spans are no-ops and log lines get no trace id", async () => {
  expect(startTracing({})).toBe(false);
  expect(startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: " " })).toBe(false);
  await inSpan("upstream GET list", {}, async (span) => {
    expect(span.isRecording()).toBe(false);
    expect(traceFields()).toEqual({});
  });
  expect(trace.getActiveSpan()).toBeUndefined();
});

test("a failure inside a span is thrown on unchanged", async () => {
  await expect(inSpan("store select", {}, async () => Promise.reject(new Error("database gone")))).rejects.toThrow("database gone");
});
