// `npm run bench`: prints figures next to their goals and writes them as JSON under
// bench-results/. `--smoke` runs tiny sizes and checks no goals; `--only list`,
// `--only dashboard` or `--only store` runs one part.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { DEMO_PATHS, demoClient } from "../demo-service/client";
import { runListBench, type ListBenchResult } from "./list-latency";
import { latency, throughput } from "./load";
import { firstLoadJs, recordingTimes, webVitals } from "./page-metrics";
import { startDashboard } from "./servers";
import { measureTableRender, summarise, type TableRenderResult } from "./table-render";

const smoke = process.argv.includes("--smoke");
const onlyIndex = process.argv.indexOf("--only");
const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : undefined;
const dataDir = process.env.DEMO_DATA_DIR ?? ".data";
const summary: Array<{ name: string; value: number; unit: string; goal: number }> = [];
const fmt = (ms: number) => ms.toFixed(1).padStart(7);

// 1. The demo service's list operation over 1M calls.
async function listPart(): Promise<ListBenchResult> {
  const list = await runListBench({
    calls: smoke ? 2_000 : 1_000_000,
    iterations: smoke ? 3 : 40,
    port: Number(process.env.BENCH_DEMO_PORT ?? 3190),
    dataDir,
    log: smoke ? undefined : (line) => console.error(line),
  });
  console.log(`\nDemo service list operation over ${list.calls.toLocaleString("en-US")} calls (HTTP, 1 connection, warm)`);
  console.log(`${"combination".padEnd(40)} ${"p50 ms".padStart(7)} ${"p95 ms".padStart(7)} ${"cold ms".padStart(7)}`);
  for (const c of list.combos) console.log(`${c.name.padEnd(40)} ${fmt(c.p50Ms)} ${fmt(c.p95Ms)} ${fmt(c.coldMs)}`);
  console.log(`${"all combinations".padEnd(40)} ${fmt(list.overall.p50Ms)} ${fmt(list.overall.p95Ms)} ${fmt(list.overall.maxColdMs)}`);
  summary.push({ name: "demo list p95 (1M calls)", value: list.overall.p95Ms, unit: "ms", goal: 20 });
  return list;
}

// 2. The dashboard in Chromium, on a production build: first-load JS, web vitals, the
// 500-row table, recordings; then the proxy's overhead over HTTP.
async function dashboardPart() {
  const servers = await startDashboard({ demoPort: 3196, port: 3396, calls: smoke ? 2_000 : 100_000, dataDir });
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
    ],
  });
  try {
    const js = await firstLoadJs(browser, servers.dashboardUrl);
    console.log(`\nCalls page first load: ${js.files} scripts, ${(js.gzipBytes / 1024).toFixed(1)} KB gzip (a bare Next 16 page: about 134.5 KB)`);
    summary.push({ name: "first-load JS of the calls page", value: js.gzipBytes / 1024, unit: "KB", goal: 160 });

    const vitals: Array<Awaited<ReturnType<typeof webVitals>>> = [];
    for (let i = 0; i < (smoke ? 1 : 5); i++) vitals.push(await webVitals(browser, servers.dashboardUrl));
    const lcp = summarise(vitals.map((v) => v.lcpMs));
    console.log(
      `Web vitals over ${vitals.length} loads: LCP p50 ${lcp.p50.toFixed(0)} ms, CLS max ${Math.max(...vitals.map((v) => v.cls)).toFixed(3)}, TBT max ${Math.max(...vitals.map((v) => v.tbtMs)).toFixed(0)} ms`,
    );
    summary.push({ name: "LCP of the calls page (p50)", value: lcp.p50, unit: "ms", goal: 400 });
    summary.push({ name: "CLS of the calls page (max)", value: Math.max(...vitals.map((v) => v.cls)), unit: "", goal: 0.1 });
    summary.push({ name: "TBT of the calls page (max)", value: Math.max(...vitals.map((v) => v.tbtMs)), unit: "ms", goal: 200 });

    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const render = await measureTableRender(page, servers.dashboardUrl, smoke ? 1 : 8);
    await page.close();
    reportRender(render);

    const rec: Array<Awaited<ReturnType<typeof recordingTimes>>> = [];
    for (let i = 0; i < (smoke ? 1 : 5); i++) rec.push(await recordingTimes(browser, servers.dashboardUrl));
    const play = summarise(rec.map((r) => r.playMs));
    const seek = summarise(rec.map((r) => r.seekMs));
    console.log(
      `Recordings over ${rec.length} runs: click Play to playing p50 ${play.p50.toFixed(0)} ms / max ${play.p95.toFixed(0)} ms; seek to minute 100 p50 ${seek.p50.toFixed(0)} ms / max ${seek.p95.toFixed(0)} ms`,
    );
    summary.push({ name: "click Play to playing (max)", value: play.p95, unit: "ms", goal: 300 });
    summary.push({ name: "seek to minute 100 of 2 h (max)", value: seek.p95, unit: "ms", goal: 200 });

    const proxy = await proxyOverhead(servers.dashboardUrl, servers.demoUrl);
    return { js, vitals, render, recordings: rec, proxy };
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
  summary.push({ name: "proxy overhead vs bare route, p50", value: proxy.p50 - bare.p50, unit: "ms", goal: 3 });
  summary.push({ name: "proxy throughput / bare route (goal ≥ 0.9)", value: proxy.rps / bare.rps, unit: "×", goal: Number.NEGATIVE_INFINITY });
  return results;
}

// 3. The store and the shared counters on each engine (bench/store-bench.ts, in a process
// of its own that may import the route handlers).
interface EngineFigures {
  skipped?: string;
  selectPerSecond: number;
  writesPerSecond: number;
  writesVsSelect: number;
  concurrentWritesPerSecond: number;
  writeMs: { p50: number; p95: number };
  addedMs: { p50: number; p95: number };
}
interface RedisFigures {
  skipped?: string;
  pingPerSecond: number;
  checksPerSecond: number;
  checksVsPing: number;
  concurrentChecksPerSecond: number;
  memoryChecksPerSecond: number;
}
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
    if (name === "PostgreSQL") summary.push({ name: "recording URL + audit write, PostgreSQL, p95", value: r.addedMs.p95, unit: "ms", goal: 5 });
  }
  const redis = results.Redis as RedisFigures;
  if (redis.skipped) console.log(`\nRate-limit checks on Redis: skipped: ${redis.skipped}`);
  else
    console.log(
      `\nRate-limit checks on Redis: ${redis.checksPerSecond.toFixed(0)}/s sequential (${redis.checksVsPing.toFixed(2)}× PING round trips, ${redis.pingPerSecond.toFixed(0)}/s), ${redis.concurrentChecksPerSecond.toFixed(0)}/s at 50 in flight; in memory ${redis.memoryChecksPerSecond.toFixed(0)}/s`,
    );
  return results;
}

function reportRender(render: TableRenderResult) {
  const mount = summarise(render.mountMs);
  const resortTotal = summarise(render.resort.map((s) => s.totalMs));
  const resortRender = summarise(render.resort.map((s) => s.renderMs));
  const pageRender = summarise(render.pageChange.map((s) => s.renderMs));
  console.log(`\nCalls table, 500 rows (${render.resort.length} re-sorts, ${render.pageChange.length} page changes)`);
  console.log(`${"figure".padEnd(40)} ${"p50 ms".padStart(7)} ${"p95 ms".padStart(7)}`);
  console.log(`${"page load to 500 rows shown".padEnd(40)} ${fmt(mount.p50)} ${fmt(mount.p95)}`);
  console.log(`${"re-sort: click to rows shown".padEnd(40)} ${fmt(resortTotal.p50)} ${fmt(resortTotal.p95)}`);
  console.log(`${"re-sort: render after data".padEnd(40)} ${fmt(resortRender.p50)} ${fmt(resortRender.p95)}`);
  console.log(`${"page change (prefetched): render".padEnd(40)} ${fmt(pageRender.p50)} ${fmt(pageRender.p95)}`);
  summary.push({ name: "500-row page load to rows shown (p50)", value: mount.p50, unit: "ms", goal: 100 });
  summary.push({ name: "500-row re-sort render p95", value: resortRender.p95, unit: "ms", goal: 50 });
  summary.push({ name: "500-row page change render p95", value: pageRender.p95, unit: "ms", goal: 100 });
}

const list = only === undefined || only === "list" ? await listPart() : undefined;
const dashboard = only === undefined || only === "dashboard" ? await dashboardPart() : undefined;
const store = only === undefined || only === "store" ? storePart() : undefined;

console.log(`\n${"Summary".padEnd(40)} ${"value".padStart(9)}  goal`);
for (const r of summary) {
  // The throughput ratio has its goal the other way round (≥ 0.9).
  const ok = r.goal === Number.NEGATIVE_INFINITY ? r.value >= 0.9 : r.value <= r.goal;
  const goal = r.goal === Number.NEGATIVE_INFINITY ? "≥ 0.9" : `≤ ${r.goal} ${r.unit}`;
  const verdict = smoke ? `${goal} (smoke: not checked)` : `${goal} ${ok ? "met" : "MISSED"}`;
  console.log(`${r.name.padEnd(40)} ${r.value.toFixed(1).padStart(6)} ${r.unit}  ${verdict}`);
}

const dir = "bench-results";
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, `bench-${smoke ? "smoke" : "full"}-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
fs.writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), smoke, list, dashboard, store, summary }, null, 2));
console.log(`wrote ${file}`);
