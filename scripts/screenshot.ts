// `npm run screenshot`: docs/calls-view.png, the README's picture of the calls view. It
// starts the dashboard on the embedded demo service (`npm start`, production build), opens
// the calls view at 1440×900 in the light theme with Chromium (Debian's where present),
// waits for the rows and the summary, and writes the file. Run it after a change to the
// calls layout. Ports: SCREENSHOT_PORT (default 3400) and the one after it for the demo
// service, so a dashboard you are running is left alone; SKIP_BUILD=1 reuses the last build.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { chromium } from "@playwright/test";
import { demoServiceEnv } from "../lib/data-source";

const port = Number(process.env.SCREENSHOT_PORT ?? 3400);
const demoPort = port + 10;
const output = "docs/calls-view.png";
const base = `http://127.0.0.1:${port}`;

const server = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
  env: {
    ...process.env,
    ...demoServiceEnv(process.env),
    PORT: String(port),
    DEMO_SERVICE_PORT: String(demoPort),
    DEMO_DATA_DIR: ".data/screenshot",
    DASHBOARD_AUTH: "none",
    NEXT_TELEMETRY_DISABLED: "1",
  },
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});
const stop = () => {
  if (server.exitCode === null && server.pid) process.kill(-server.pid, "SIGTERM");
};
process.on("exit", stop);

async function serverUp(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the dashboard exited with code ${server.exitCode}`);
    const up = await fetch(`${base}/api/health/live`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the dashboard did not answer at ${base} within ${timeoutMs / 1000} s`);
}

await serverUp(600_000);
const systemChromium = "/usr/bin/chromium";
const browser = await chromium.launch({
  executablePath: fs.existsSync(systemChromium) ? systemChromium : undefined,
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, colorScheme: "light", timezoneId: "UTC", locale: "en-US" });
  await page.goto(`${base}/`);
  // Hydrated, every streamed part in place, rows in the table and the summary's counts shown.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true" && !document.querySelector('div[hidden][id^="S:"]'));
  await page.getByRole("grid", { name: "Call results" }).getByRole("row").nth(1).waitFor();
  await page
    .getByRole("region", { name: "Summary" })
    .getByRole("button", { name: /^Completed, / })
    .waitFor();
  await page.screenshot({ path: output });
  console.log(`wrote ${output}`);
} finally {
  await browser.close();
  stop();
}
