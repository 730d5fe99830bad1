// With a tracer provider registered (as tracing.ts does when OTEL_EXPORTER_OTLP_ENDPOINT is
// set; here one that keeps spans in memory): a store query and a Redis command become spans
// under the current one, and a log line written inside a span carries its trace id. On a
// real, throwaway redis-server (skipped, with the reason, where Redis is not installed).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-node";
import { sql } from "kysely";
import { afterAll, describe, expect, it, vi } from "vitest";
import { redisForTests } from "@/test-support/redis";
import { log } from "../log/logger";
import { redisClient } from "../shared-state/redis-client";
import { openStore } from "../store/database";
import { inSpan } from "./spans";

const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
provider.register();
afterAll(() => provider.shutdown());
const { skipped, connected } = await redisForTests();

it("a store query is a span under the request's, with its engine and text", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "spans-store-"));
  const store = await openStore(
    { engine: "sqlite", file: path.join(dir, "store.sqlite") },
    { legacy: { usersFile: path.join(dir, "users.json"), dataDir: dir }, log: () => {} },
  );
  try {
    await inSpan("request", {}, () => sql`select 42 as answer`.execute(store.db));
  } finally {
    await store.close();
  }
  const spans = exporter.getFinishedSpans();
  const parent = spans.find((s) => s.name === "request")!;
  const query = spans.find((s) => s.attributes["db.query.text"] === "select 42 as answer")!;
  expect(query.name).toBe("store select");
  expect(query.attributes["db.system.name"]).toBe("sqlite");
  expect(query.parentSpanContext?.spanId).toBe(parent.spanContext().spanId);
});

it("a log line written inside a span carries its trace and span ids", async () => {
  const lines: string[] = [];
  const spy = vi.spyOn(console, "log").mockImplementation((line: unknown) => void lines.push(String(line)));
  try {
    await inSpan("request", {}, async (span) => {
      log().info("inside");
      expect(JSON.parse(lines[0]!)).toMatchObject({ msg: "inside", traceId: span.spanContext().traceId, spanId: span.spanContext().spanId });
    });
  } finally {
    spy.mockRestore();
  }
});

describe.skipIf(skipped)(`Redis${skipped ? ` (skipped: ${skipped})` : ""}`, () => {
  it("a Redis command is a span under the current one", async () => {
    await connected();
    exporter.reset();
    await inSpan("request", {}, async () => redisClient()!.set(`spans-${process.pid}`, "1"));
    await vi.waitFor(() => expect(exporter.getFinishedSpans().map((s) => s.name)).toContain("redis set"));
    const spans = exporter.getFinishedSpans();
    const command = spans.find((s) => s.name === "redis set")!;
    expect(command.attributes["db.system.name"]).toBe("redis");
    expect(command.parentSpanContext?.spanId).toBe(spans.find((s) => s.name === "request")!.spanContext().spanId);
  });
});
