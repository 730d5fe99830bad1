// Traces (docs/deployment.md#traces): a dashboard with OTEL_EXPORTER_OTLP_ENDPOINT pointed at
// a small OTLP/HTTP receiver of this spec's own. A list request gives the incoming request's
// span, with the upstream call as a child (its status) and the budget's wait; the request's
// log line carries the same trace id.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_SERVER_LOG, e2ePort } from "./env";
import { spawnDashboard } from "./support";

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: { stringValue?: string; intValue?: number | string } }>;
}

const spans: OtlpSpan[] = [];
const receiver = http.createServer((req, res) => {
  let body = "";
  req.on("data", (chunk: Buffer) => (body += chunk.toString()));
  req.on("end", () => {
    if (req.url === "/v1/traces") {
      const parsed = JSON.parse(body) as { resourceSpans: Array<{ scopeSpans: Array<{ spans: OtlpSpan[] }> }> };
      for (const r of parsed.resourceSpans) for (const s of r.scopeSpans) spans.push(...s.spans);
    }
    res.writeHead(200, { "content-type": "application/json" }).end("{}");
  });
});
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
});
test.afterAll(() => {
  server?.kill("SIGTERM");
  receiver.close();
});

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

test("a list request's span has the upstream call as its child, with its status; the log line has the trace id", async () => {
  const { port } = receiver.address() as AddressInfo;
  const url = await spawnDashboard(
    e2ePort(82),
    { DASHBOARD_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "e2e-tracing-")), OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}` },
    (child) => (server = child),
  );
  const response = await fetch(`${url}/api/call-results?pageSize=3&status=completed`);
  expect(response.status).toBe(200);
  const requestId = response.headers.get("x-request-id")!;

  // The list route's upstream call: in a trace whose routed request is GET /api/call-results.
  const listRoute = (traceId: string) => spans.some((p) => p.traceId === traceId && p.kind === 2 && attribute(p, "next.route") === "/api/call-results");
  const isListCall = (s: OtlpSpan) => s.name === "upstream GET list" && listRoute(s.traceId);
  await expect.poll(() => spans.some(isListCall), { timeout: 15_000 }).toBe(true);
  const upstream = spans.find(isListCall)!;
  expect(attribute(upstream, "http.response.status_code")).toBe(200);
  const trace = spans.filter((s) => s.traceId === upstream.traceId);
  // Next's span for the routed request (kind server), under its first, unnamed one.
  const incoming = trace.find((s) => s.kind === 2 && attribute(s, "next.route") === "/api/call-results")!;
  expect(incoming.name).toBe("GET /api/call-results");
  // The upstream span descends from the incoming request's, through Next's spans in between.
  const byId = new Map(trace.map((s) => [s.spanId, s]));
  const ancestors: string[] = [];
  for (let at = upstream.parentSpanId; at && byId.has(at); at = byId.get(at)!.parentSpanId) ancestors.push(at);
  expect(ancestors).toContain(incoming.spanId);
  expect(trace.map((s) => s.name)).toContain("upstream budget wait");
  // The store's queries are spans too (here the start's: migrations and the reachability check).
  expect(spans.some((s) => s.name.startsWith("store ") && attribute(s, "db.system.name") === "sqlite")).toBe(true);

  const line = fs
    .readFileSync(E2E_SERVER_LOG, "utf8")
    .split("\n")
    .find((l) => l.includes(`"requestId":"${requestId}"`));
  expect(line).toContain(`"traceId":"${upstream.traceId}"`);
});
