// What a user of the calls page waits for, measured in Chromium on a production build:
// the JavaScript it loads (gzip bytes), its web vitals, and how fast recordings start and
// seek.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Browser, Page } from "@playwright/test";
import { settled } from "../e2e/support";

/**
 * Waits until a page is ready to measure: the dashboard's pages (and the table baseline)
 * mark hydration; the bare baseline has no component of its own to do that, so its network
 * going idle stands for it.
 */
export async function ready(page: Page, marksHydration: boolean): Promise<void> {
  if (marksHydration) await settled(page);
  await page.waitForLoadState("networkidle");
}

/** The bare baseline page marks no hydration; every other page measured does. */
export const marksHydration = (url: string) => !url.includes("/bench-baselines/bare");

/**
 * gzip bytes of the scripts a page (the calls page by default) needs to become interactive,
 * on a first load with an empty cache: every script it asks for before it marks hydration.
 * Chunks it loads later on purpose (the summary panel once it is interactive, its chart
 * once the counts arrive, the player's engine when idle or at the first Play) are left
 * out, so the figure does not depend on whether they happen to start before the network
 * goes idle. The bare baseline marks no hydration and loads
 * nothing later: all its scripts count.
 */
export async function firstLoadJs(browser: Browser, baseUrl: string, pagePath = "/"): Promise<{ files: number; gzipBytes: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on("response", (r) => {
    if (r.request().resourceType() === "script" && r.url().startsWith(baseUrl)) scripts.add(new URL(r.url()).pathname);
  });
  await page.goto(`${baseUrl}${pagePath}`);
  const hydrates = marksHydration(pagePath);
  await ready(page, hydrates);
  if (hydrates) {
    const before = await page.evaluate(() => {
      // Set with the hydration marker (components/providers/app-providers.tsx), on the clock of the resource timings.
      const at = performance.getEntriesByName("hydrated", "mark")[0]?.startTime;
      if (at === undefined) return undefined;
      return performance
        .getEntriesByType("resource")
        .filter((e) => e.startTime <= at)
        .map((e) => new URL(e.name).pathname);
    });
    if (!before) throw new Error(`${pagePath} marked hydration without its "hydrated" performance mark`);
    for (const p of scripts) if (!before.includes(p)) scripts.delete(p);
  }
  await context.close();
  let gzipBytes = 0;
  for (const p of scripts) {
    const file = path.join(".next", p.replace(/^\/_next\//, ""));
    gzipBytes += zlib.gzipSync(fs.readFileSync(decodeURIComponent(file))).length;
  }
  return { files: scripts.size, gzipBytes };
}

export interface Vitals {
  lcpMs: number;
  lcpElement: string;
  cls: number;
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

/** LCP, CLS and total blocking time of a fresh load of a page (the calls page by default). */
export async function webVitals(browser: Browser, baseUrl: string, pagePath = "/"): Promise<Vitals> {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __vitals: { lcp: number; lcpElement: string; cls: number; tasks: LongTask[] } };
    w.__vitals = { lcp: 0, lcpElement: "", cls: 0, tasks: [] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>) {
        w.__vitals.lcp = e.startTime;
        // What the LCP was, for finding what holds it back (tag and the start of its text).
        w.__vitals.lcpElement = e.element ? `${e.element.tagName.toLowerCase()} "${(e.element.textContent ?? "").trim().slice(0, 40)}"` : "";
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!e.hadRecentInput) w.__vitals.cls += e.value;
    }).observe({ type: "layout-shift", buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__vitals.tasks.push({ startMs: e.startTime, durationMs: e.duration });
    }).observe({ type: "longtask", buffered: true });
  });
  await page.goto(`${baseUrl}${pagePath}`);
  await ready(page, marksHydration(pagePath));
  await page.waitForTimeout(1000);
  const v = await page.evaluate(() => ({
    ...(window as unknown as { __vitals: { lcp: number; lcpElement: string; cls: number; tasks: LongTask[] } }).__vitals,
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
  }));
  await context.close();
  if (v.fcp === undefined) throw new Error(`${pagePath} painted no content: no first-contentful-paint entry`);
  return { lcpMs: v.lcp, lcpElement: v.lcpElement, cls: v.cls, tbtMs: blockingTime(v.tasks, v.fcp), blockingFromStartMs: blockingTime(v.tasks, 0) };
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
