import "server-only";
import { type Attributes, type Span, SpanStatusCode, trace } from "@opentelemetry/api";

// The dashboard's own spans (docs/deployment.md#traces), through the OpenTelemetry API: a
// no-op until lib/server/tracing/tracing.ts registers a provider, so they cost nothing
// when OTEL_EXPORTER_OTLP_ENDPOINT is unset. Next makes the incoming requests' spans.

const tracer = () => trace.getTracer("call-results-dashboard");

/** Runs `work` in a span of its own, a child of the current one; a thrown error marks it failed. */
export function inSpan<T>(name: string, attributes: Attributes, work: (span: Span) => Promise<T>): Promise<T> {
  return tracer().startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error)?.message ?? String(error) });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** A span for work already done (a store query, told after the fact), under the current span. */
export function pastSpan(name: string, startedAt: number, durationMs: number, attributes: Attributes, failed?: unknown): void {
  const span = tracer().startSpan(name, { attributes, startTime: startedAt });
  if (failed) span.setStatus({ code: SpanStatusCode.ERROR, message: (failed as Error)?.message ?? String(failed) });
  span.end(startedAt + durationMs);
}

/** Runs `work` in a span that ends when the promise it starts settles (a Redis command). */
export function spanUntil(name: string, attributes: Attributes, settled: Promise<unknown>): void {
  const span = tracer().startSpan(name, { attributes });
  settled.then(
    () => span.end(),
    (error: unknown) => {
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error)?.message ?? String(error) });
      span.end();
    },
  );
}

/** The current trace and span ids, for the log line written now; none outside a sampled span. */
export function traceFields(): Record<string, string> {
  const context = trace.getActiveSpan()?.spanContext();
  return context && trace.isSpanContextValid(context) ? { traceId: context.traceId, spanId: context.spanId } : {};
}
