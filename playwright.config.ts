import fs from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { DEMO_KEY, E2E_PORT, E2E_SERVER_LOG, E2E_WORKERS, LIVE_INTERVAL_SECONDS, stackPorts } from "./e2e/env";
import { demoServiceEnv } from "./lib/data-source";

// The call index's sync reads the demo service every few seconds, and specs count the
// demo's requests and switch its faults: every dashboard of the e2e run (the web servers
// below, and those specs start, which inherit this environment) runs without it, unless a
// spec of the index starts one with DASHBOARD_INDEX=on.
process.env.DASHBOARD_INDEX = "off";

// Debian's chromium where present (browser downloads are blocked on our machines),
// otherwise Playwright's own browser (`npx playwright install chromium`).
const systemChromium = "/usr/bin/chromium";
const executablePath = fs.existsSync(systemChromium) ? systemChromium : undefined;

/** Stack i's data: the demo's calls and recordings, and the dashboard's own store. */
const stackDir = (i: number) => (i === 0 ? ".data/e2e" : `.data/e2e-${i}`);
// The shell cannot redirect into a folder that does not exist yet (a fresh clone has no .data).
fs.mkdirSync(path.dirname(E2E_SERVER_LOG), { recursive: true });

export default defineConfig({
  testDir: "e2e",
  // Generous: axe scans of large pages take seconds of CPU each, and two workers share two
  // cores. A limit, not a measure: timings belong in the bench.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One worker per stack (E2E_WORKERS, e2e/env.ts); a spec file's tests run in order in one.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // A zone away from UTC, so "local" and "UTC" times differ in the tests.
    timezoneId: "Europe/Berlin",
    locale: "en-US",
    // A trace records every action's DOM and screenshots, kept or not: calls-view.spec.ts took
    // 3.4 min with it and 2.6–2.8 without (build included, one run each). CI prints failures
    // and keeps no files, so it records none; E2E_TRACE=on asks for them anyway.
    trace: process.env.CI && process.env.E2E_TRACE !== "on" ? "off" : "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath,
          args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
        },
      },
    },
  ],
  webServer: Array.from({ length: E2E_WORKERS }, (_, i) => webServer(i)),
});

function webServer(i: number) {
  const { port, demoPort } = stackPorts(i);
  const dir = stackDir(i);
  return {
    // The same command a newcomer runs: production build plus the embedded demo service.
    // Its output goes to a file (E2E_SERVER_LOG), emptied when the server starts. Appended
    // to, as the servers that specs start append, so that no writer overwrites another.
    // The demo's calls are generated afresh (about a second for 20,000): the calls that specs
    // start are stored with them, and runs after runs of them used to push every call with
    // a recording off the newest pages that some specs play from.
    // Stack 0 builds; the others start once it is up (Playwright starts web servers in
    // order), on the same build. Only the first empties the log.
    command: `mkdir -p ${dir}/store && rm -f ${dir}/calls-*.sqlite* && ${i === 0 ? `: > "${E2E_SERVER_LOG}" && ` : ""}npm start >> "${E2E_SERVER_LOG}" 2>&1`,
    url: `http://127.0.0.1:${port}/`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    env: {
      // Always the demo service, whatever real service your shell points at.
      ...demoServiceEnv(process.env),
      PORT: port,
      DEMO_SERVICE_PORT: demoPort,
      DEMO_DATA_DIR: dir,
      DASHBOARD_DATA_DIR: `${dir}/store`,
      ...(i > 0 && { SKIP_BUILD: "1" }),
      DEMO_CALLS: "20000",
      DEMO_API_KEY: DEMO_KEY,
      DEMO_PENDING_SECONDS: "2",
      // Live calls stand still during a test run, so totals are stable; the live view's
      // tests start and move calls themselves (POST /__demo/live/…).
      DEMO_LIVE_TICK_MS: "600000",
      // A short live interval, so live-view tests wait seconds, not tens of seconds.
      DASHBOARD_LIVE_INTERVAL_SECONDS: String(LIVE_INTERVAL_SECONDS),
      NEXT_TELEMETRY_DISABLED: "1",
      // The journeys and the benchmark smoke runs send bursts; rate limits are tested
      // through the forced fault instead.
      DEMO_RATE_LIMIT_BURST: "100000",
      DEMO_RATE_LIMIT_PER_SECOND: "100000",
      // …and the dashboard's own upstream budget likewise (it has unit tests of its own).
      CALL_RESULTS_API_MAX_REQUESTS_PER_SECOND: "100000",
      // Quiet for the specs that count the demo's requests (api.spec.ts, export.spec.ts); see above.
      DASHBOARD_INDEX: "off",
      // The benchmark's bare pass-through route, for its smoke run.
      BENCH_PASSTHROUGH: "1",
      // The benchmark's baseline pages (built and served only with it), for its smoke run.
      BENCH_BASELINES: "1",
    },
  };
}
