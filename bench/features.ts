// What the summary, the export and the live view cost, against the dashboard the bench
// started: latencies, rows per second, memory, and above all upstream requests (the one
// key's rate limit is what they spend), counted in the demo service's request log.
import { DEMO_PATHS, demoClient } from "../demo-service/client";
import type { Figure } from "./figures";
import { treeRssMb } from "./rss";
import { CONTAINER_NODE_OPTIONS, startDashboard } from "./servers";

// The list operation with or without a query string (a default query has none).
const upstreamLists = async (demoUrl: string) =>
  (await demoClient(demoUrl).requests()).filter((r) => r.url === DEMO_PATHS.list || r.url.startsWith(`${DEMO_PATHS.list}?`)).length;
const clearLog = (demoUrl: string) => demoClient(demoUrl).clearRequests();

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await work();
  return { ms: performance.now() - t0, value };
}

/** Summary: cold and warm latency, and the upstream requests a filter change costs. */
async function summaryFigures(dashboardUrl: string, demoUrl: string, log: (l: string) => void): Promise<Figure[]> {
  // A filter no earlier request used, so the first answer is cold.
  const url = `${dashboardUrl}/api/summary?agentId=agent_bench_${Date.now()}&zone=UTC`;
  const get = async () => {
    const r = await fetch(url);
    if (!r.ok) throw new Error(`summary answered ${r.status}`);
    return r.json();
  };
  await clearLog(demoUrl);
  const cold = await timed(get);
  const coldRequests = await upstreamLists(demoUrl);
  await clearLog(demoUrl);
  const warm = await timed(get);
  const warmRequests = await upstreamLists(demoUrl);
  log(`summary: cold ${cold.ms.toFixed(0)} ms (${coldRequests} upstream requests), warm ${warm.ms.toFixed(1)} ms (${warmRequests} upstream requests)`);
  return [
    { name: "summary, cold (ms)", unit: "ms", value: cold.ms, goal: { kind: "max", max: 10_000 } },
    { name: "summary, warm (ms)", unit: "ms", value: warm.ms, goal: { kind: "max", max: 50 } },
    { name: "summary, upstream requests of a repeated filter", unit: "requests", value: warmRequests, goal: { kind: "max", max: 0 }, machineIndependent: true },
  ];
}

/** Reads an export to its end; the rows it held. */
async function readExport(url: string): Promise<number> {
  const r = await fetch(url);
  if (!r.ok || !r.body) throw new Error(`export answered ${r.status}`);
  let rows = 0;
  let rest = "";
  const decoder = new TextDecoder();
  for await (const chunk of r.body as unknown as AsyncIterable<Uint8Array>) {
    const lines = (rest + decoder.decode(chunk, { stream: true })).split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) {
      const event = JSON.parse(line) as { type: string; count?: number; message?: string };
      if (event.type === "rows") rows += event.count!;
      if (event.type === "error") throw new Error(`export failed: ${event.message}`);
    }
  }
  return rows;
}

/** Export: every call of the project as CSV, rows per second and the server's memory growth. */
async function exportFigures(dashboardUrl: string, dashboardPid: number | undefined, minRows: number, log: (l: string) => void): Promise<Figure[]> {
  // Without the server's process (a server started elsewhere), memory is not measured.
  const rss = () => (dashboardPid === undefined ? 0 : treeRssMb(dashboardPid));
  /** The work, timed, with the server's peak RSS while it ran. */
  const measured = async <T>(work: () => Promise<T>) => {
    let peak = rss();
    const sampler = setInterval(() => {
      peak = Math.max(peak, rss());
    }, 100);
    try {
      const { ms, value } = await timed(work);
      return { ms, value, peak: Math.max(peak, rss()) };
    } finally {
      clearInterval(sampler);
    }
  };
  // "Flat with the size of the export": the large export's peak against a twelfth of it
  // (the failed calls) on the same server. From a fresh server the RSS also grows by the
  // export's code and by the heap V8 lets grow under any steady stream of pages (it
  // collects lazily, up to its cap); both are printed.
  const fresh = rss();
  const small = await measured(() => readExport(`${dashboardUrl}/api/export?format=csv&status=failed`));
  const large = await measured(() => readExport(`${dashboardUrl}/api/export?format=csv`));
  const rows = large.value;
  const rowsPerSecond = rows / (large.ms / 1000);
  if (rows < minRows) throw new Error(`export wrote ${rows} rows, fewer than the ${minRows} the figure is for`);
  log(
    `export: ${rows} rows in ${(large.ms / 1000).toFixed(1)} s, ${rowsPerSecond.toFixed(0)} rows/s; dashboard RSS ${fresh.toFixed(0)} MB fresh, peak ${small.peak.toFixed(0)} MB exporting ${small.value} rows, peak ${large.peak.toFixed(0)} MB exporting ${rows}`,
  );
  return [
    {
      name: `export rows/s (CSV, ${minRows.toLocaleString("en-US")}+ calls, demo rate limit off)`,
      unit: "rows/s",
      value: rowsPerSecond,
      goal: { kind: "min", min: 20_000 },
    },
    ...(dashboardPid === undefined
      ? []
      : [
          {
            name: "export, peak RSS over a 12× smaller export's (MB)",
            unit: "MB",
            value: large.peak - small.peak,
            goal: { kind: "max", max: 50 },
          } satisfies Figure,
        ]),
  ];
}

/**
 * The export of `calls` calls on a demo service holding that many (generated once into the
 * data directory, about 2 minutes for 1,000,000), through the build an earlier part made
 * when `built`.
 */
export async function exportBench(
  options: { calls: number; demoPort: number; port: number; dataDir: string; built: boolean },
  log: (l: string) => void,
): Promise<Figure[]> {
  // Without a cap V8 grows the heap lazily with whatever passes through it, so the server's
  // RSS would say more of the host than of the export; the caps are the ones deployment
  // advises (at 160 MB the export spent 7× the CPU in garbage collection).
  const servers = await startDashboard({ ...options, build: !options.built, containerHeap: true });
  try {
    log(`\nExport of ${options.calls.toLocaleString("en-US")} calls (server run with ${CONTAINER_NODE_OPTIONS})`);
    return await exportFigures(servers.dashboardUrl, servers.dashboardPid, options.calls, log);
  } finally {
    servers.stop();
  }
}

/** Live view: upstream requests while many viewers watch the same live first page. */
async function liveFigures(
  dashboardUrl: string,
  demoUrl: string,
  options: { viewers: number; seconds: number; intervalSeconds: number },
  log: (l: string) => void,
): Promise<Figure[]> {
  await clearLog(demoUrl);
  const end = Date.now() + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.viewers }, async (_, i) => {
      // Viewers opened the page at different moments within one interval.
      await new Promise((r) => setTimeout(r, (i / options.viewers) * options.intervalSeconds * 1000));
      while (Date.now() < end) {
        const r = await fetch(`${dashboardUrl}/api/call-results?live=1`);
        await r.arrayBuffer();
        await new Promise((r) => setTimeout(r, options.intervalSeconds * 1000));
      }
    }),
  );
  const requests = await upstreamLists(demoUrl);
  const perInterval = requests / (options.seconds / options.intervalSeconds);
  log(
    `live: ${options.viewers} viewers for ${options.seconds} s at ${options.intervalSeconds} s: ${requests} upstream requests, ${(requests / (options.seconds / 60)).toFixed(1)} a minute, ${perInterval.toFixed(2)} an interval`,
  );
  return [
    { name: `live view, upstream requests an interval (${options.viewers} viewers)`, unit: "requests", value: perInterval, goal: { kind: "max", max: 1.5 } },
  ];
}

export async function featureFigures(
  servers: { dashboardUrl: string; dashboardPid?: number; demoUrl: string },
  smoke: boolean,
  liveIntervalSeconds: number,
  log: (l: string) => void,
): Promise<Figure[]> {
  return [
    ...(await summaryFigures(servers.dashboardUrl, servers.demoUrl, log)),
    ...(await liveFigures(
      servers.dashboardUrl,
      servers.demoUrl,
      { viewers: smoke ? 5 : 50, seconds: smoke ? 4 : 30, intervalSeconds: liveIntervalSeconds },
      log,
    )),
  ];
}
