// `npm run bench`: prints figures next to their goals and writes them as JSON under
// bench-results/. `--smoke` runs tiny sizes and checks no goals; `--only list` or
// `--only render` runs one part.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { runListBench, type ListBenchResult } from "./list-latency";
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

// 2. The calls table at 500 rows in Chromium, on a production build.
async function renderPart(): Promise<TableRenderResult> {
  const servers = await startDashboard({ demoPort: 3196, port: 3396, calls: smoke ? 2_000 : 100_000, dataDir });
  const executablePath = fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
  const browser = await chromium.launch({
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  let render: TableRenderResult;
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    render = await measureTableRender(page, servers.dashboardUrl, smoke ? 1 : 8);
  } finally {
    await browser.close();
    servers.stop();
  }
  const mount = summarise(render.mountMs);
  const resortTotal = summarise(render.resort.map((s) => s.totalMs));
  const resortRender = summarise(render.resort.map((s) => s.renderMs));
  const pageRender = summarise(render.pageChange.map((s) => s.renderMs));
  console.log(`\nCalls table, 500 rows, Chromium, production build (${render.resort.length} re-sorts, ${render.pageChange.length} page changes)`);
  console.log(`${"figure".padEnd(40)} ${"p50 ms".padStart(7)} ${"p95 ms".padStart(7)}`);
  console.log(`${"page load to 500 rows shown".padEnd(40)} ${fmt(mount.p50)} ${fmt(mount.p95)}`);
  console.log(`${"re-sort: click to rows shown".padEnd(40)} ${fmt(resortTotal.p50)} ${fmt(resortTotal.p95)}`);
  console.log(`${"re-sort: render after data".padEnd(40)} ${fmt(resortRender.p50)} ${fmt(resortRender.p95)}`);
  console.log(`${"page change (prefetched): render".padEnd(40)} ${fmt(pageRender.p50)} ${fmt(pageRender.p95)}`);
  summary.push({ name: "500-row re-sort render p95", value: resortRender.p95, unit: "ms", goal: 100 });
  summary.push({ name: "500-row page change render p95", value: pageRender.p95, unit: "ms", goal: 100 });
  return render;
}

const list = only === "render" ? undefined : await listPart();
const render = only === "list" ? undefined : await renderPart();

console.log(`\n${"Summary".padEnd(40)} ${"value".padStart(9)}  goal`);
for (const r of summary) {
  const verdict = smoke ? `≤ ${r.goal} ${r.unit} (smoke: not checked)` : `≤ ${r.goal} ${r.unit} ${r.value <= r.goal ? "met" : "MISSED"}`;
  console.log(`${r.name.padEnd(40)} ${r.value.toFixed(1).padStart(6)} ${r.unit}  ${verdict}`);
}

const dir = "bench-results";
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, `bench-${smoke ? "smoke" : "full"}-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
fs.writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), smoke, list, render, summary }, null, 2));
console.log(`wrote ${file}`);
