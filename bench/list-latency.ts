// Latency of the demo service's list operation over HTTP, for a representative set of
// filter and sort combinations. The service runs in its own process, as in production.
import { type CallResult, listResponseSchema } from "@/lib/call-results";
import { LIVE_STATUSES } from "@/lib/call-results/constants";
import { DEMO_PATHS, demoClient, type ListParams, listPath } from "../demo-service/client";
import { demoServiceUrl, spawnDemoService, waitForUrl } from "./servers";

interface ComboResult {
  name: string;
  query: ListParams;
  samples: number;
  coldMs: number;
  p50Ms: number;
  p95Ms: number;
}

export interface ListBenchResult {
  calls: number;
  combos: ComboResult[];
  overall: { samples: number; p50Ms: number; p95Ms: number; maxColdMs: number };
}

export interface ListBenchOptions {
  calls: number;
  iterations: number;
  port: number;
  dataDir: string;
  log?: (line: string) => void;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

function combos(sample: CallResult[]): Array<{ name: string; query: ListParams }> {
  const hour = 3600_000;
  const iso = (ms: number) => new Date(Date.now() - ms).toISOString();
  const withTask = sample.find((c) => c.callTaskId) ?? sample[0]!;
  const withUser = sample.find((c) => c.endUserId) ?? sample[0]!;
  return [
    { name: "defaults (newest first)", query: {} },
    { name: "status=completed", query: { status: "completed" } },
    { name: "failed+no_answer by duration", query: { status: "failed,no_answer", sortBy: "durationSeconds" } },
    { name: "startedAt asc", query: { sortBy: "startedAt", sortOrder: "asc" } },
    { name: "endedAt desc, 100 rows", query: { sortBy: "endedAt", pageSize: "100" } },
    { name: "longest first, 500 rows", query: { sortBy: "durationSeconds", pageSize: "500" } },
    { name: "one agent", query: { agentId: sample[0]!.agentId } },
    { name: "one agent, completed, by duration", query: { agentId: sample[0]!.agentId, status: "completed", sortBy: "durationSeconds" } },
    { name: "last 7 days", query: { createdFrom: iso(7 * 24 * hour), createdTo: iso(0) } },
    { name: "last 24 h completed, endedAt asc", query: { createdFrom: iso(24 * hour), status: "completed", sortBy: "endedAt", sortOrder: "asc" } },
    {
      name: "30 days, answered, shortest first",
      query: { createdFrom: iso(30 * 24 * hour), status: "completed,no_answer", sortBy: "durationSeconds", sortOrder: "asc" },
    },
    { name: "one call task", query: { callTaskId: withTask.callTaskId ?? "none" } },
    { name: "one end user", query: { endUserId: withUser.endUserId ?? "none" } },
    { name: "one call", query: { callId: sample[0]!.callId } },
    { name: "live statuses", query: { status: LIVE_STATUSES.join(",") } },
    { name: "page 50 of 100 rows", query: { page: "50", pageSize: "100" } },
  ];
}

export async function runListBench(options: ListBenchOptions): Promise<ListBenchResult> {
  const demo = demoClient(demoServiceUrl(options.port));
  const child = spawnDemoService({ port: options.port, calls: options.calls, dataDir: options.dataDir, stdio: "pipe" });
  child.stdout!.on("data", (d: Buffer) => options.log?.(d.toString().trimEnd()));
  child.stderr!.on("data", (d: Buffer) => options.log?.(d.toString().trimEnd()));
  try {
    // Generating 1M calls the first time takes about half a minute.
    await waitForUrl(demo.url(DEMO_PATHS.health), 300_000);
    // Timed by hand, not with demo.list: the figure is the HTTP round trip, without validation.
    const get = async (query: ListParams) => {
      const started = performance.now();
      const response = await fetch(demo.url(listPath(query)), { headers: demo.headers });
      const body = await response.json();
      const ms = performance.now() - started;
      if (!response.ok) throw new Error(`list ${listPath(query)} answered ${response.status}: ${JSON.stringify(body)}`);
      return { ms, body: listResponseSchema.parse(body) };
    };
    const sample = (await get({ pageSize: 50 })).body.data;
    const results: ComboResult[] = [];
    const all: number[] = [];
    for (const combo of combos(sample)) {
      const cold = await get(combo.query);
      const times: number[] = [];
      for (let i = 0; i < options.iterations; i++) times.push((await get(combo.query)).ms);
      times.sort((a, b) => a - b);
      all.push(...times);
      results.push({ ...combo, samples: times.length, coldMs: cold.ms, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95) });
    }
    all.sort((a, b) => a - b);
    return {
      calls: options.calls,
      combos: results,
      overall: { samples: all.length, p50Ms: percentile(all, 50), p95Ms: percentile(all, 95), maxColdMs: Math.max(...results.map((r) => r.coldMs)) },
    };
  } finally {
    child.kill("SIGTERM");
  }
}
