// Latency of the demo service's list operation over HTTP, for a representative set of
// filter and sort combinations. The service runs in its own process, as in production.
import { spawn } from "node:child_process";
import { listResponseSchema, type CallResult } from "@/lib/call-results";
import { waitForUrl } from "./servers";

export interface ComboResult {
  name: string;
  query: string;
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

const KEY = "demo_key_acme_local_only";

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

function combos(sample: CallResult[]): Array<{ name: string; query: string }> {
  const hour = 3600_000;
  const iso = (ms: number) => new Date(Date.now() - ms).toISOString();
  const withTask = sample.find((c) => c.callTaskId) ?? sample[0]!;
  const withUser = sample.find((c) => c.endUserId) ?? sample[0]!;
  const q = (o: Record<string, string>) => new URLSearchParams(o).toString();
  return [
    { name: "defaults (newest first)", query: "" },
    { name: "status=completed", query: q({ status: "completed" }) },
    { name: "failed+no_answer by duration", query: q({ status: "failed,no_answer", sortBy: "durationSeconds" }) },
    { name: "startedAt asc", query: q({ sortBy: "startedAt", sortOrder: "asc" }) },
    { name: "endedAt desc, 100 rows", query: q({ sortBy: "endedAt", pageSize: "100" }) },
    { name: "longest first, 500 rows", query: q({ sortBy: "durationSeconds", pageSize: "500" }) },
    { name: "one agent", query: q({ agentId: sample[0]!.agentId }) },
    { name: "one agent, completed, by duration", query: q({ agentId: sample[0]!.agentId, status: "completed", sortBy: "durationSeconds" }) },
    { name: "last 7 days", query: q({ createdFrom: iso(7 * 24 * hour), createdTo: iso(0) }) },
    { name: "last 24 h completed, endedAt asc", query: q({ createdFrom: iso(24 * hour), status: "completed", sortBy: "endedAt", sortOrder: "asc" }) },
    {
      name: "30 days, answered, shortest first",
      query: q({ createdFrom: iso(30 * 24 * hour), status: "completed,no_answer", sortBy: "durationSeconds", sortOrder: "asc" }),
    },
    { name: "one call task", query: q({ callTaskId: withTask.callTaskId ?? "none" }) },
    { name: "one end user", query: q({ endUserId: withUser.endUserId ?? "none" }) },
    { name: "one call", query: q({ callId: sample[0]!.callId }) },
    { name: "live statuses", query: q({ status: "preparing,ringing,in_progress" }) },
    { name: "page 50 of 100 rows", query: q({ page: "50", pageSize: "100" }) },
  ];
}

export async function runListBench(options: ListBenchOptions): Promise<ListBenchResult> {
  const base = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "demo-service/main.ts"], {
    env: {
      ...process.env,
      DEMO_SERVICE_PORT: String(options.port),
      DEMO_CALLS: String(options.calls),
      DEMO_DATA_DIR: options.dataDir,
      DEMO_RATE_LIMIT_BURST: "1000000",
      DEMO_RATE_LIMIT_PER_SECOND: "1000000",
      DEMO_FAULTS: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (d: Buffer) => options.log?.(d.toString().trimEnd()));
  child.stderr.on("data", (d: Buffer) => options.log?.(d.toString().trimEnd()));
  try {
    // Generating 1M calls the first time takes about half a minute.
    await waitForUrl(`${base}/healthz`, 300_000);
    const get = async (query: string) => {
      const started = performance.now();
      const response = await fetch(`${base}/api/v1/call-results${query ? `?${query}` : ""}`, { headers: { "x-api-key": KEY } });
      const body = await response.json();
      const ms = performance.now() - started;
      if (!response.ok) throw new Error(`list ${query} answered ${response.status}: ${JSON.stringify(body)}`);
      return { ms, body: listResponseSchema.parse(body) };
    };
    const sample = (await get("pageSize=50")).body.data;
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
