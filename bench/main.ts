// `npm run bench`: prints figures next to their goals and writes them as JSON under
// bench-results/. `npm run bench -- --smoke` runs tiny sizes and checks no goals.
import fs from "node:fs";
import path from "node:path";
import { runListBench } from "./list-latency";

const smoke = process.argv.includes("--smoke");
const LIST_P95_GOAL_MS = 20;

const list = await runListBench({
  calls: smoke ? 2_000 : 1_000_000,
  iterations: smoke ? 3 : 40,
  port: Number(process.env.BENCH_DEMO_PORT ?? 3190),
  dataDir: process.env.DEMO_DATA_DIR ?? ".data",
  log: smoke ? undefined : (line) => console.error(line),
});

const fmt = (ms: number) => ms.toFixed(1).padStart(7);
console.log(`\nDemo service list operation over ${list.calls.toLocaleString("en-US")} calls (HTTP, 1 connection, warm)`);
console.log(`${"combination".padEnd(40)} ${"p50 ms".padStart(7)} ${"p95 ms".padStart(7)} ${"cold ms".padStart(7)}`);
for (const c of list.combos) console.log(`${c.name.padEnd(40)} ${fmt(c.p50Ms)} ${fmt(c.p95Ms)} ${fmt(c.coldMs)}`);
const verdict = list.overall.p95Ms <= LIST_P95_GOAL_MS ? "meets" : "MISSES";
console.log(`${"all combinations".padEnd(40)} ${fmt(list.overall.p50Ms)} ${fmt(list.overall.p95Ms)} ${fmt(list.overall.maxColdMs)}`);
console.log(`\nlist p95 ${list.overall.p95Ms.toFixed(1)} ms — goal ≤ ${LIST_P95_GOAL_MS} ms${smoke ? " (smoke run: goal not checked)" : `: ${verdict} the goal`}`);

const dir = "bench-results";
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, `bench-${smoke ? "smoke" : "full"}-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
fs.writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), smoke, list, goals: { listP95Ms: LIST_P95_GOAL_MS } }, null, 2));
console.log(`wrote ${file}`);
