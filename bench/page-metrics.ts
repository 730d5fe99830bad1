// What a user of the calls page waits for, measured in Chromium on a production build:
// the JavaScript it loads (gzip bytes), its web vitals, and how fast recordings start and
// seek.
import type { Browser, Page } from "@playwright/test";
import { settled } from "../e2e/support";
import { initialChunks, routeOf } from "./initial-chunks";
import { chunkFile, gzip, readChunk } from "./js-origin";

/**
 * Waits until a page is ready to measure: the dashboard's pages (and the table baseline)
 * mark hydration; the bare baseline has no component of its own to do that, so its network
 * going idle stands for it.
 */
async function ready(page: Page, marksHydration: boolean): Promise<void> {
  if (marksHydration) await settled(page);
  await page.waitForLoadState("networkidle");
}

/** The bare baseline page marks no hydration; every other page measured does. */
const marksHydration = (url: string) => !url.includes("/bench-baselines/bare");

/**
 * gzip bytes of the scripts a page (the calls page by default) starts with: for the
 * dashboard's pages (and the table baseline), the chunks the build's manifests list for its
 * route (bench/initial-chunks.ts), the same figure on any machine however late hydration
 * comes, and never the chunks loaded later on purpose (the summary's chart, the player's
 * engine when the browser is idle). The bare baseline has no route manifest of ours to read
 * and loads nothing later: every script it fetches counts.
 */
export async function firstLoadJs(browser: Browser, baseUrl: string, pagePath = "/"): Promise<{ files: number; gzipBytes: number; scripts: string[] }> {
  const scripts = marksHydration(pagePath) ? initialChunks(routeOf(pagePath)) : await fetchedScripts(browser, baseUrl, pagePath);
  let gzipBytes = 0;
  for (const p of scripts) gzipBytes += gzip(readChunk(chunkFile(p)).code);
  return { files: scripts.length, gzipBytes, scripts };
}

/** The URL paths of every script a first load of a page fetches, until its network is idle. */
export async function fetchedScripts(browser: Browser, baseUrl: string, pagePath: string): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on("response", (r) => {
    if (r.request().resourceType() === "script" && r.url().startsWith(baseUrl)) scripts.add(new URL(r.url()).pathname);
  });
  await page.goto(`${baseUrl}${pagePath}`);
  await ready(page, marksHydration(pagePath));
  await context.close();
  return [...scripts];
}

export interface Vitals {
  fcpMs: number;
  lcpMs: number;
  lcpElement: string;
  cls: number;
  /** The shifts CLS counts, with what moved. */
  shifts: Shift[];
  /** Total blocking time as web.dev and Lighthouse define it: long tasks after first contentful paint. */
  tbtMs: number;
  /** The same sum over every long task of the load, before first contentful paint too (what FCP and LCP already count). */
  blockingFromStartMs: number;
}

/** A long task of a load, from the Long Tasks API, on the page's clock. */
export interface LongTask {
  startMs: number;
  durationMs: number;
}

/**
 * Total blocking time, as Lighthouse computes it (lib/lantern's tbt-utils): each long task's
 * part after `fromMs` (first contentful paint), less 50 ms. Time before first paint is what
 * FCP and LCP measure; TBT is how long a page that shows content does not answer input.
 */
export function blockingTime(tasks: LongTask[], fromMs: number): number {
  let sum = 0;
  for (const { startMs, durationMs } of tasks) {
    if (durationMs < 50) continue;
    const after = startMs + durationMs - Math.max(startMs, fromMs);
    if (after > 50) sum += after - 50;
  }
  return sum;
}

/**
 * A page's buffered performance entries of one type, read at once: an observer with
 * `buffered: true` holds them before its first callback, and takeRecords() hands them over
 * synchronously. With scripts off a page runs no timer or callback, but this still works,
 * so a load with scripts and one without are measured the same way.
 */
export const TAKE_ENTRIES = `window.__entries = (type) => {
  const observer = new PerformanceObserver(() => {});
  observer.observe({ type, buffered: true });
  const records = observer.takeRecords();
  observer.disconnect();
  return records;
};
window.__shifts = (since) => window.__entries("layout-shift").filter((e) => e.startTime >= since).map((e) => ({
  value: e.value,
  input: e.hadRecentInput,
  // What moved, for finding the cause: tag, label or the start of its text.
  sources: (e.sources || []).map((s) => {
    const n = s.node && s.node.nodeType === 1 ? s.node : s.node && s.node.parentElement;
    if (!n) return "(removed)";
    const name = n.getAttribute("aria-label") || (n.textContent || "").trim().slice(0, 30);
    return n.tagName.toLowerCase() + (name ? ' "' + name + '"' : "");
  }),
}));`;

/** A layout shift: its score, whether it came within 500 ms of input (CLS leaves those out), and what moved. */
export interface Shift {
  value: number;
  input: boolean;
  sources: string[];
}

/**
 * FCP, LCP, CLS and total blocking time of a fresh load of a page (the calls page by
 * default). `javaScriptEnabled: false` loads the same page with scripts off: the server's
 * HTML and CSS only, the floor under the first paint that issue #28 judges LCP against.
 */
export async function webVitals(browser: Browser, baseUrl: string, pagePath = "/", options: { javaScriptEnabled?: boolean } = {}): Promise<Vitals> {
  const scripts = options.javaScriptEnabled !== false;
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 }, javaScriptEnabled: scripts });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${pagePath}`);
  // With scripts off nothing hydrates: the load and an idle network are the end of it.
  await ready(page, scripts && marksHydration(pagePath));
  await page.waitForTimeout(1000);
  await page.evaluate(TAKE_ENTRIES);
  const v = await page.evaluate(() => {
    const take = (window as unknown as { __entries: (type: string) => PerformanceEntry[] }).__entries;
    const lcp = take("largest-contentful-paint").at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
    const shifts = (window as unknown as { __shifts: (since: number) => Shift[] }).__shifts(0).filter((e) => !e.input);
    return {
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      lcp: lcp?.startTime ?? 0,
      // What the LCP was, for finding what holds it back (tag and the start of its text).
      lcpElement: lcp?.element ? `${lcp.element.tagName.toLowerCase()} "${(lcp.element.textContent ?? "").trim().slice(0, 40)}"` : "",
      shifts,
      tasks: take("longtask").map((e) => ({ startMs: e.startTime, durationMs: e.duration })),
    };
  });
  await context.close();
  if (v.fcp === undefined) throw new Error(`${pagePath} painted no content: no first-contentful-paint entry`);
  return {
    fcpMs: v.fcp,
    lcpMs: v.lcp,
    lcpElement: v.lcpElement,
    cls: v.shifts.reduce((sum, e) => sum + e.value, 0),
    shifts: v.shifts,
    tbtMs: blockingTime(v.tasks, v.fcp),
    blockingFromStartMs: blockingTime(v.tasks, 0),
  };
}

/** Click on Play to the `playing` event, and a seek to minute 100 of a 2-hour recording. */
export async function recordingTimes(browser: Browser, baseUrl: string): Promise<{ playMs: number; seekMs: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/?callId=call_demo_long`);
  await settled(page);
  await page.evaluate("window.__name = window.__name || ((f) => f)");
  const playMs = await page.evaluate(async () => {
    const audio = document.querySelector("audio")!;
    const button = document.querySelector('button[aria-label="Play recording of call call_demo_long"]') as HTMLButtonElement;
    const t0 = performance.now();
    const playing = new Promise<number>((resolve) => audio.addEventListener("playing", () => resolve(performance.now()), { once: true }));
    button.click();
    return (await playing) - t0;
  });
  const seekMs = await page.evaluate(async () => {
    const audio = document.querySelector("audio")!;
    await new Promise((r) => setTimeout(r, 500));
    const t0 = performance.now();
    const done = new Promise<number>((resolve) => {
      const check = () => (audio.currentTime > 6000 && !audio.seeking && audio.readyState >= 3 ? resolve(performance.now()) : setTimeout(check, 5));
      audio.addEventListener("seeked", check, { once: true });
    });
    audio.currentTime = 6000;
    return (await done) - t0;
  });
  await context.close();
  return { playMs, seekMs };
}
