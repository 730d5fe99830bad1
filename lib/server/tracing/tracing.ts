import "server-only";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import { onShutdown } from "../lifecycle/shutdown";

// Traces over OTLP/HTTP (docs/deployment.md#traces), off unless OTEL_EXPORTER_OTLP_ENDPOINT
// is set. The OpenTelemetry Node SDK's tracer provider, registered once at start
// (instrumentation.ts): Next then reports each incoming request as a span, and the
// dashboard's own spans (lib/server/tracing/spans.ts) join them. The exporter reads the
// standard OTEL_EXPORTER_OTLP_* variables itself (endpoint, headers, timeout).

export function startTracing(env: Record<string, string | undefined> = process.env): boolean {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim()) return false;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ "service.name": env.OTEL_SERVICE_NAME?.trim() || "call-results-dashboard" }),
    // Bounded: at most 2,048 spans wait for export; past that new ones are dropped, not kept.
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter(), { maxQueueSize: 2048, scheduledDelayMillis: 1000 })],
  });
  provider.register();
  // The spans of the last requests leave before the process does.
  onShutdown("tracing", () => provider.shutdown());
  return true;
}
