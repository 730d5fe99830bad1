// Starts the demo service and a production build of the dashboard for the benchmarks,
// on ports of their own, and stops them again.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { DEMO_PATHS } from "../demo-service/client";
import { demoServiceEnv } from "../lib/data-source";
import { withoutHeapCaps } from "../scripts/node-options";

export async function waitForUrl(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The demo service in a process of its own, as `npm start` runs it, with a rate limit too high to matter. */
export function spawnDemoService(options: { port: number; calls: number; dataDir: string; env?: NodeJS.ProcessEnv; stdio?: "ignore" | "pipe" }): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "demo-service/main.ts"], {
    env: {
      ...(options.env ?? process.env),
      DEMO_SERVICE_PORT: String(options.port),
      DEMO_CALLS: String(options.calls),
      DEMO_DATA_DIR: options.dataDir,
      DEMO_RATE_LIMIT_BURST: "1000000",
      DEMO_RATE_LIMIT_PER_SECOND: "1000000",
      DEMO_FAULTS: "",
    },
    stdio: ["ignore", options.stdio ?? "ignore", options.stdio ?? "ignore"],
  });
}

export const demoServiceUrl = (port: number) => `http://127.0.0.1:${port}`;

/** The bench dashboard's live interval: short, so the live figure needs only seconds. */
export const BENCH_LIVE_INTERVAL_SECONDS = 2;

export interface Servers {
  dashboardUrl: string;
  dashboardPid: number;
  demoUrl: string;
  stop(): void;
}

/** `build: false` starts the build an earlier startDashboard of the same run made. */
/**
 * The heap settings docs/deployment.md advises for containers: the old generation capped at
 * 256 MB, and the young generation's semi-spaces at 8 MB. Under a steady stream of pages V8
 * otherwise grows the young generation to 64 MB and keeps it: a 1,000,000-row export peaked
 * at 330 MB of RSS with 43 MB live after each collection, against 200 MB with the semi-space
 * cap (and 21.5 s instead of 24.6 s, its collections being smaller).
 */
export const CONTAINER_NODE_OPTIONS = "--max-old-space-size=256 --max-semi-space-size=8";

/** `containerHeap` runs the server with CONTAINER_NODE_OPTIONS. */
export async function startDashboard(options: {
  demoPort: number;
  port: number;
  calls: number;
  dataDir: string;
  build?: boolean;
  containerHeap?: boolean;
}): Promise<Servers> {
  // BENCH_BASELINES=1 at build and at start: the baseline pages exist only then.
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", BENCH_BASELINES: "1" };
  if (options.build !== false) {
    const build = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
      env: { ...env, NODE_OPTIONS: withoutHeapCaps(process.env.NODE_OPTIONS) },
      encoding: "utf8",
    });
    if (build.status !== 0) throw new Error(`next build failed:\n${build.stdout}\n${build.stderr}`);
  }
  const children: ChildProcess[] = [];
  const stop = () => children.forEach((c) => c.kill("SIGTERM"));
  const demoUrl = demoServiceUrl(options.demoPort);
  try {
    children.push(spawnDemoService({ port: options.demoPort, calls: options.calls, dataDir: options.dataDir, env }));
    await waitForUrl(`${demoUrl}${DEMO_PATHS.health}`, 300_000);
    children.push(
      spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(options.port)], {
        env: {
          ...env,
          ...demoServiceEnv(env),
          DEMO_SERVICE_PORT: String(options.demoPort),
          DEMO_API_KEY: "",
          BENCH_PASSTHROUGH: "1",
          // The bench measures the dashboard's own cost, not the upstream budget's pacing.
          CALL_RESULTS_API_MAX_REQUESTS_PER_SECOND: "1000000",
          // The call index's backfill would share the CPU with what is measured here; its
          // own part measures it (bench/index-part.ts).
          DASHBOARD_INDEX: "off",
          DASHBOARD_LIVE_INTERVAL_SECONDS: String(BENCH_LIVE_INTERVAL_SECONDS),
          // The demo's live calls join the history as they end (a few more each run, kept in
          // its data directory), so a project generated with 1,000,000 calls soon holds more
          // than the default cap: room for them, so the export bench exports the whole view.
          DASHBOARD_EXPORT_MAX_ROWS: String(options.calls + 10_000),
          ...(options.containerHeap ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} ${CONTAINER_NODE_OPTIONS}`.trim() } : {}),
        },
        // One log line per request would only slow the load runs down.
        stdio: "ignore",
      }),
    );
    const dashboardUrl = `http://127.0.0.1:${options.port}`;
    await waitForUrl(`${dashboardUrl}/`, 60_000);
    return { dashboardUrl, dashboardPid: children[1]!.pid!, demoUrl, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
