// `npm run lighthouse`: Lighthouse (desktop) performance, accessibility and best-practices
// scores of the calls page on a production build. Goal: 100 / 100 / 100.
import fs from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { startDashboard } from "./servers";

const servers = await startDashboard({ demoPort: 3198, port: 3398, calls: 100_000, dataDir: process.env.DEMO_DATA_DIR ?? ".data" });
const chrome = await chromeLauncher.launch({
  chromePath: fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  const result = await lighthouse(
    `${servers.dashboardUrl}/`,
    { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices"] },
    desktopConfig,
  );
  const categories = result?.lhr.categories ?? {};
  console.log("Lighthouse (desktop), calls page, production build — goal 100 / 100 / 100");
  for (const key of ["performance", "accessibility", "best-practices"]) {
    const c = categories[key];
    console.log(`${(c?.title ?? key).padEnd(16)} ${c?.score === null || c?.score === undefined ? "n/a" : Math.round(c.score * 100)}`);
  }
  // What kept a category below 100, so the next person knows where to look.
  for (const audit of Object.values(result?.lhr.audits ?? {})) {
    if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary") console.log(`  below par: ${audit.id} — ${audit.title}`);
  }
} finally {
  await chrome.kill();
  servers.stop();
}
