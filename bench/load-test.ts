// `npm run load`: 100 concurrent clients for 60 s against /api/call-results, backed by the
// demo service (not part of CI). Prints the errors the upstream did not cause and the
// dashboard server's memory before and after.
import fs from "node:fs";
import { throughput } from "./load";
import { startDashboard } from "./servers";

const clients = Number(process.env.LOAD_CLIENTS ?? 100);
const seconds = Number(process.env.LOAD_SECONDS ?? 60);

/** Resident memory of a process and all its descendants, in MB (Linux /proc). */
function treeRssMb(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, "utf8");
      const ppid = Number(/PPid:\s+(\d+)/.exec(status)?.[1]);
      rss.set(Number(entry), Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0));
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  let total = 0;
  const walk = (pid: number) => {
    total += rss.get(pid) ?? 0;
    for (const c of children.get(pid) ?? []) walk(c);
  };
  walk(rootPid);
  return total / 1024;
}

const servers = await startDashboard({ demoPort: 3197, port: 3397, calls: 100_000, dataDir: process.env.DEMO_DATA_DIR ?? ".data" });
try {
  const url = `${servers.dashboardUrl}/api/call-results?pageSize=50&status=completed`;
  const before = treeRssMb(servers.dashboardPid);
  const result = await throughput(url, {}, clients, seconds);
  const after = treeRssMb(servers.dashboardPid);
  console.log(`${clients} clients for ${seconds} s against ${url}`);
  console.log(`requests/s ${result.rps.toFixed(0)}, errors not caused by the upstream: ${result.errors}`);
  console.log(`dashboard server RSS: ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after`);
} finally {
  servers.stop();
}
