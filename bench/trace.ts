// `npm run bench:trace`: where the calls page's time goes, next to the plain TanStack Table
// page, from Chromium's performance trace and CPU profile (production build with the
// baseline pages). For each page: a load of 500 rows and a re-sort, each broken down into
// the renderer main thread's work (script, style, layout, paint, parsing, GC) and the
// functions with the most self time, by script. `--path /?pageSize=20` traces one more
// load. Then the floor under the calls page's first paint: its HTML painted with scripts
// off (and once more without its stylesheet), next to the bare page, each in a fresh
// browser context as the bench's web vitals load it. Measurement for finding work to cut,
// not a figure with a goal.
import fs from "node:fs";
import { type Browser, type CDPSession, chromium, type Page } from "@playwright/test";
import { settled } from "../e2e/support";
import { startDashboard } from "./servers";

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
}

// The main thread's top-level kinds of work, by trace event name.
const KINDS: Record<string, string> = {
  EvaluateScript: "script",
  FunctionCall: "script",
  TimerFire: "script",
  EventDispatch: "script",
  FireAnimationFrame: "script",
  RunMicrotasks: "script",
  "v8.compile": "compile",
  "v8.compileModule": "compile",
  ParseHTML: "parse HTML",
  ParseAuthorStyleSheet: "parse CSS",
  UpdateLayoutTree: "style",
  Layout: "layout",
  PrePaint: "paint",
  Paint: "paint",
  Layerize: "paint",
  MinorGC: "GC",
  MajorGC: "GC",
};

function breakdown(events: TraceEvent[]): Record<string, number> {
  const main = events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const out: Record<string, number> = {};
  // Outermost events only (an EvaluateScript inside a FunctionCall is not counted twice).
  let until = 0;
  const mine = events.filter((e) => e.ph === "X" && main && e.pid === main.pid && e.tid === main.tid && KINDS[e.name]).sort((a, b) => a.ts - b.ts);
  for (const e of mine) {
    if (e.ts < until) continue;
    until = e.ts + (e.dur ?? 0);
    const kind = KINDS[e.name]!;
    out[kind] = (out[kind] ?? 0) + (e.dur ?? 0) / 1000;
  }
  return out;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

function topSelf(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }, n: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  const byScript = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const script = node.callFrame.url.replace(/^.*\/_next\/static\//, "") || `(${node.callFrame.functionName || "native"})`;
    const key = `${node.callFrame.functionName || "(anonymous)"} ${script}:${node.callFrame.lineNumber}:${node.callFrame.columnNumber}`;
    self.set(key, (self.get(key) ?? 0) + ms);
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
  });
  const top = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `  ${v.toFixed(1).padStart(7)} ms  ${k}`);
  return { functions: top(self), scripts: top(byScript) };
}

async function traced(browser: Browser, page: Page, cdp: CDPSession, label: string, action: () => Promise<void>) {
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await browser.startTracing(page, { categories: ["devtools.timeline", "v8", "blink", "loading", "disabled-by-default-devtools.timeline"] });
  await cdp.send("Profiler.start");
  const t0 = Date.now();
  await action();
  const wall = Date.now() - t0;
  const { profile } = await cdp.send("Profiler.stop");
  const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] };
  const kinds = breakdown(trace.traceEvents);
  console.log(`\n${label}: ${wall} ms wall`);
  console.log(
    `  main thread: ${Object.entries(kinds)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join(", ")} (ms)`,
  );
  const top = topSelf(profile as unknown as { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }, 12);
  console.log("  self time by script:");
  console.log(top.scripts.join("\n"));
  console.log("  self time by function:");
  console.log(top.functions.join("\n"));
}

/**
 * First contentful paint and the main thread's style, layout and paint work of a page
 * loaded with JavaScript off in fresh contexts (medians of 5): what the first paint costs
 * before any script of ours or of the framework runs. `withoutCss` answers the page's
 * stylesheets with an empty one.
 */
async function firstPaintWithoutScripts(browser: Browser, url: string, withoutCss = false) {
  const samples: Array<Record<string, number>> = [];
  for (let i = 0; i < 5; i++) {
    const context = await browser.newContext({ viewport: { width: 1350, height: 940 }, javaScriptEnabled: false });
    const page = await context.newPage();
    if (withoutCss) await page.route("**/*.css", (r) => r.fulfill({ body: "", contentType: "text/css" }));
    await browser.startTracing(page, { categories: ["devtools.timeline", "blink"] });
    await page.goto(url);
    await page.waitForTimeout(600);
    const events = (JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] }).traceEvents;
    const sum = (name: string) => events.filter((e) => e.name === name && e.ph === "X").reduce((a, e) => a + (e.dur ?? 0) / 1000, 0);
    const fcp = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN);
    samples.push({ fcp, style: sum("UpdateLayoutTree"), layout: sum("Layout"), paint: sum("Paint") });
    await context.close();
  }
  const median = (k: string) => samples.map((x) => x[k]!).sort((a, b) => a - b)[2]!;
  return `FCP ${median("fcp").toFixed(0)} ms; style ${median("style").toFixed(1)}, layout ${median("layout").toFixed(1)}, paint ${median("paint").toFixed(1)} ms`;
}

const extra = process.argv.includes("--path") ? process.argv[process.argv.indexOf("--path") + 1] : undefined;
const base = Number(process.env.BENCH_PORT_BASE ?? 3190);
const servers = await startDashboard({ demoPort: base + 8, port: base + 9, calls: 100_000, dataDir: process.env.DEMO_DATA_DIR ?? ".data" });
const browser = await chromium.launch({
  executablePath: fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  for (const [name, path] of [
    ["calls page", "/"],
    ["plain table", "/bench-baselines/table"],
  ] as const) {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // A warm-up load, so the traced one is not the server's first render of the route.
    await page.goto(`${servers.dashboardUrl}${path}?pageSize=500`);
    await settled(page);
    await traced(browser, page, cdp, `${name}: load of 500 rows`, async () => {
      await page.goto(`${servers.dashboardUrl}${path}?pageSize=500`);
      await settled(page);
      await page.locator('[aria-label="Call results"] tbody tr[aria-rowindex="2"]').waitFor();
    });
    await page.waitForLoadState("networkidle");
    await traced(browser, page, cdp, `${name}: re-sort of 500 rows`, async () => {
      const first = await page.locator("tbody tr").first().textContent();
      await page.getByRole("button", { name: "Duration", exact: true }).click();
      await page.waitForFunction((before) => document.querySelector("tbody tr")?.textContent !== before, first);
    });
    await context.close();
  }
  if (extra) {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${servers.dashboardUrl}${extra}`);
    await settled(page);
    await traced(browser, page, cdp, `load of ${extra}`, async () => {
      await page.goto(`${servers.dashboardUrl}${extra}`);
      await settled(page);
    });
    await context.close();
  }
  console.log("\nFirst paint with JavaScript off, fresh context each (medians of 5)");
  console.log(`  calls page:                      ${await firstPaintWithoutScripts(browser, `${servers.dashboardUrl}/`)}`);
  console.log(`  calls page, empty stylesheet:    ${await firstPaintWithoutScripts(browser, `${servers.dashboardUrl}/`, true)}`);
  console.log(`  bare page:                       ${await firstPaintWithoutScripts(browser, `${servers.dashboardUrl}/bench-baselines/bare`)}`);
} finally {
  await browser.close();
  servers.stop();
}
