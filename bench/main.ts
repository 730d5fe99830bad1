// `npm run bench`: prints figures next to their goals, writes them as JSON under bench-results/
// and exits 1 on a missed goal (not with `--report-only`); `--smoke` runs tiny sizes and checks the goals no machine changes;
// `--only list|dashboard|export|store|index|insights|artifact` runs one part (store: with the Review column's and the Reviews list's).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { DEMO_PATHS, demoClient } from "../demo-service/client";
import { artifactPart } from "./artifact";
import { formatRender, measureDashboard } from "./dashboard";
import { exportBench, featureFigures } from "./features";
import { type Figure, formatSummary, verdict } from "./figures";
import { indexPart } from "./index-part";
import { insightsPart } from "./insights-part";
import { type ListBenchResult, runListBench } from "./list-latency";
import { latency, throughput } from "./load";
import { reviewColumnPart } from "./review-column";
import { reviewsListPart } from "./reviews-list";
import { BENCH_LIVE_INTERVAL_SECONDS, startDashboard } from "./servers";
import { signInFlood } from "./sign-in-flood";
import type { EngineFigures, RedisFigures } from "./store-figures";

const smoke = process.argv.includes("--smoke");
const onlyIndex = process.argv.indexOf("--only");
const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : undefined;
const dataDir = process.env.DEMO_DATA_DIR ?? ".data";
const summary: Figure[] = [];
// Ports of the bench's own servers; BENCH_PORT_BASE moves them all (base, +6 … +12).
const portBase = process.env.BENCH_PORT_BASE ? Number(process.env.BENCH_PORT_BASE) : undefined;
const PORTS = {
  list: Number(process.env.BENCH_DEMO_PORT ?? portBase ?? 3190),
  dashboardDemo: portBase === undefined ? 3196 : portBase + 6,
  dashboard: portBase === undefined ? 3396 : portBase + 7,
  signIn: portBase === undefined ? 3397 : portBase + 8,
  exportDemo: portBase === undefined ? 3198 : portBase + 9,
  exportDashboard: portBase === undefined ? 3398 : portBase + 10,
  artifact: portBase === undefined ? 3399 : portBase + 11,
  indexDemo: portBase === undefined ? 3199 : portBase + 12,
};
const fmt = (ms: number) => ms.toFixed(1).padStart(7);
// 1. The demo service's list operation over 1M calls.
async function listPart(): Promise<ListBenchResult> {
  const list = await runListBench({
    calls: smoke ? 2_000 : 1_000_000,
    iterations: smoke ? 3 : 40,
    port: PORTS.list,
    dataDir,
    log: smoke ? undefined : (line) => console.error(line),
  });
  console.log(`\nDemo service list operation over ${list.calls.toLocaleString("en-US")} calls (HTTP, 1 connection, warm)`);
  console.log(`${"combination".padEnd(40)} ${"p50 ms".padStart(7)} ${"p95 ms".padStart(7)} ${"cold ms".padStart(7)}`);
  for (const c of list.combos) console.log(`${c.name.padEnd(40)} ${fmt(c.p50Ms)} ${fmt(c.p95Ms)} ${fmt(c.coldMs)}`);
  console.log(`${"all combinations".padEnd(40)} ${fmt(list.overall.p50Ms)} ${fmt(list.overall.p95Ms)} ${fmt(list.overall.maxColdMs)}`);
  summary.push({ name: "demo list p95, 1M calls (ms)", unit: "ms", value: list.overall.p95Ms, goal: { kind: "max", max: 20 } });
  return list;
}

// 2. The dashboard in Chromium, on a production build with the baseline pages: each
// figure of the calls page next to its baseline's from the same run; then the proxy's
// overhead over HTTP.
async function dashboardPart() {
  const servers = await startDashboard({ demoPort: PORTS.dashboardDemo, port: PORTS.dashboard, calls: smoke ? 2_000 : 100_000, dataDir });
  const executablePath = fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
  const browser = await chromium.launch({
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--autoplay-policy=no-user-gesture-required",
      // window.gc() for the table figures' clean heap before each timed click (bench/table-render.ts).
      "--js-flags=--expose-gc",
    ],
  });
  try {
    console.log("");
    const result = await measureDashboard(
      browser,
      servers.dashboardUrl,
      smoke ? { loads: 1, tableRounds: 1, recordings: 1, playbackSeconds: 1 } : { loads: 9, tableRounds: 12, recordings: 5, playbackSeconds: 3 },
      (line) => console.log(line),
    );
    console.log(`\n${formatRender(result.render)}`);
    summary.push(...result.figures);
    const proxy = await proxyOverhead(servers.dashboardUrl, servers.demoUrl);
    console.log("\nSummary, export and live view");
    const features = await featureFigures(servers, smoke, BENCH_LIVE_INTERVAL_SECONDS, (line) => console.log(line));
    summary.push(...features);
    const flood = await signInFlood({ port: PORTS.signIn, demoPort: PORTS.dashboardDemo, smoke, log: (line) => console.log(line) });
    summary.push(...flood);
    return { ...result, proxy, features, flood };
  } finally {
    await browser.close();
    servers.stop();
  }
}

async function proxyOverhead(dashboardUrl: string, demoUrl: string) {
  const n = smoke ? 20 : 1000;
  const seconds = smoke ? 1 : 10;
  const q = "?pageSize=20";
  const demo = demoClient(demoUrl);
  const targets = {
    "demo service direct": { url: demo.url(`${DEMO_PATHS.list}${q}`), headers: demo.headers },
    "bare Next pass-through": { url: `${dashboardUrl}/api/bench-passthrough${q}`, headers: {} },
    "/api/call-results (proxy)": { url: `${dashboardUrl}/api/call-results${q}`, headers: {} },
  };
  const results: Record<string, { p50: number; p99: number; rps: number; errors: number }> = {};
  for (const [name, t] of Object.entries(targets)) {
    await latency(t.url, t.headers, 20); // warm up
    const l = await latency(t.url, t.headers, n);
    const r = await throughput(t.url, t.headers, 50, seconds);
    results[name] = { ...l, ...r };
  }
  console.log(`\nProxy overhead (${n} sequential requests; ${seconds} s at 50 connections)`);
  console.log(`${"target".padEnd(30)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"req/s".padStart(8)} errors`);
  for (const [name, r] of Object.entries(results)) console.log(`${name.padEnd(30)} ${fmt(r.p50)} ${fmt(r.p99)} ${r.rps.toFixed(0).padStart(8)} ${r.errors}`);
  const proxy = results["/api/call-results (proxy)"]!;
  const bare = results["bare Next pass-through"]!;
  const route = { baselineName: "bare route" };
  summary.push({ name: "proxy p50 (ms)", unit: "ms", value: proxy.p50, baseline: bare.p50, ...route, goal: { kind: "over-baseline", max: 3 } });
  summary.push({ name: "proxy throughput (req/s)", unit: "req/s", value: proxy.rps, baseline: bare.rps, ...route, goal: { kind: "min-ratio", min: 0.9 } });
  return results;
}

// 3. The store and the shared counters on each engine (bench/store-bench.ts, in a process
// of its own that may import the route handlers).
function storePart() {
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", "--import", "./bench/allow-server-only.ts", "bench/store-bench.ts", ...(smoke ? ["--smoke"] : [])],
    {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const last = run.stdout.trim().split("\n").at(-1) ?? "";
  if (run.status !== 0 || !last.startsWith("{")) throw new Error(`bench/store-bench.ts failed:\n${run.stderr.slice(-4000)}`);
  const results = JSON.parse(last) as Record<string, EngineFigures | RedisFigures>;
  const n = (v: number) => v.toFixed(0).padStart(9);
  console.log("\nAudit writes and the added latency of a recording URL (sequential; the route without sign-in against the same upstream call made directly)");
  console.log(
    `${"engine".padEnd(12)} ${"select 1/s".padStart(10)} ${"writes/s".padStart(9)} ${"÷ select".padStart(9)} ${"8 at once".padStart(9)} ${"write p50".padStart(9)} ${"write p95".padStart(9)} ${"added p50".padStart(9)} ${"added p95".padStart(9)}`,
  );
  for (const name of ["SQLite", "PostgreSQL"]) {
    const r = results[name] as EngineFigures;
    if (r.skipped) {
      console.log(`${name.padEnd(12)} skipped: ${r.skipped}`);
      continue;
    }
    console.log(
      `${name.padEnd(12)} ${n(r.selectPerSecond).padStart(10)} ${n(r.writesPerSecond)} ${r.writesVsSelect.toFixed(2).padStart(9)} ${n(r.concurrentWritesPerSecond)} ${fmt(r.writeMs.p50).padStart(9)} ${fmt(r.writeMs.p95).padStart(9)} ${fmt(r.addedMs.p50).padStart(9)} ${fmt(r.addedMs.p95).padStart(9)}`,
    );
    if (name === "PostgreSQL")
      summary.push({ name: "recording URL + audit write, PostgreSQL, p95", value: r.addedMs.p95, unit: "ms", goal: { kind: "max", max: 5 } });
  }
  const redis = results.Redis as RedisFigures;
  if (redis.skipped) console.log(`\nRate-limit checks on Redis: skipped: ${redis.skipped}`);
  else
    console.log(
      `\nRate-limit checks on Redis: ${redis.checksPerSecond.toFixed(0)}/s sequential (${redis.checksVsPing.toFixed(2)}× PING round trips, ${redis.pingPerSecond.toFixed(0)}/s), ${redis.concurrentChecksPerSecond.toFixed(0)}/s at 50 in flight; in memory ${redis.memoryChecksPerSecond.toFixed(0)}/s`,
    );
  return results;
}

const list = only === undefined || only === "list" ? await listPart() : undefined;
const dashboard = only === undefined || only === "dashboard" ? await dashboardPart() : undefined;
// 2b. The export of 1,000,000 calls (the cap's default), through the dashboard part's build.
const exportPorts = { demoPort: PORTS.exportDemo, port: PORTS.exportDashboard, dataDir, built: dashboard !== undefined };
const exported =
  only === undefined || only === "export" ? await exportBench({ ...exportPorts, calls: smoke ? 2_000 : 1_000_000 }, (line) => console.log(line)) : undefined;
if (exported) summary.push(...exported);
const store = only === undefined || only === "store" ? storePart() : undefined;
// The Review column's marks, and the Reviews list with 1 M notes (issue #39).
const [reviewColumn, reviewsList] = [reviewColumnPart, reviewsListPart].map((part) =>
  only === undefined || only === "store" ? part(smoke, (line) => console.log(line)) : undefined,
);
summary.push(...(reviewColumn?.figures ?? []), ...(reviewsList?.figures ?? []));
const index = only === undefined || only === "index" ? indexPart({ smoke, port: PORTS.indexDemo, dataDir }, (line) => console.log(line)) : undefined;
const insights = only === undefined || only === "insights" ? insightsPart({ smoke }, (line) => console.log(line)) : undefined;
// The artifact: size, start to ready, `npm start` with nothing changed, memory at idle.
const artifact =
  only === undefined || only === "artifact" ? await artifactPart({ port: PORTS.artifact, dataDir, smoke }, (line) => console.log(line)) : undefined;
summary.push(...(index?.figures ?? []), ...(insights?.figures ?? []), ...(artifact ?? []));

console.log(`\n${formatSummary(summary, smoke)}`);
const dir = "bench-results";
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, `bench-${smoke ? "smoke" : "full"}-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
const [reviews, indexed] = [
  { reviewColumn: reviewColumn?.results, reviewsList: reviewsList?.results },
  { index: index?.results, insights: insights?.results, artifact },
];
const results = { list, dashboard, exported, store, ...reviews, ...indexed, summary };
fs.writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), smoke, ...results }, null, 2));
console.log(`wrote ${file}`);
process.exitCode = verdict(summary, smoke, process.argv.includes("--report-only"));
