// The calls page in Chromium, measured alternately with its baselines in one run (issue
// #28's budgets): its own first paint with scripts off for LCP, the libraries it loads
// (React, Next, TanStack) for its JavaScript, the plain TanStack Table page with the same
// columns for the 500-row renders; and its layout shift on load and on a filter change.
// The bare Next page stays the baseline of #15's JavaScript growth and of TBT. Then the
// table's re-renders during playback and the recordings.
import type { Browser } from "@playwright/test";
import { CALLS_PAGE_JS_GROWTH_MAX_KB, CALLS_PAGE_JS_OVER_BARE_AT_61466E2_KB, type Figure } from "./figures";
import { type FilterShift, filterChangeShift } from "./filter-shift";
import { type JsOrigin, jsOrigin } from "./js-origin";
import { firstLoadJs, recordingTimes, type Shift, type Vitals, webVitals } from "./page-metrics";
import { type PlaybackRenders, playbackRenders } from "./render-counter";
import { emptyTableRender, measureTableRender, summarise, TABLE_PAGES, type TableRenderResult } from "./table-render";

const BARE_PAGE = "/bench-baselines/bare";

export interface DashboardSizes {
  /** Page loads of each page for the web vitals (and filter changes for their layout shift). */
  loads: number;
  /** Rounds of each table page (a mount, two re-sorts, two page changes each). */
  tableRounds: number;
  recordings: number;
  playbackSeconds: number;
}

export interface DashboardResult {
  js: { calls: Awaited<ReturnType<typeof firstLoadJs>>; bare: Awaited<ReturnType<typeof firstLoadJs>>; origin: JsOrigin };
  vitals: { calls: Vitals[]; scriptsOff: Vitals[]; bare: Vitals[] };
  filterShifts: FilterShift[];
  render: { calls: TableRenderResult; plain: TableRenderResult };
  playback: PlaybackRenders;
  recordings: Array<{ playMs: number; seekMs: number }>;
  figures: Figure[];
}

const max = (xs: number[]) => Math.max(...xs);

/** What moved in a set of layout shifts, largest total score first, for the log. */
function moved(shifts: Shift[]): string {
  const by = new Map<string, number>();
  for (const s of shifts) for (const source of s.sources) by.set(source, (by.get(source) ?? 0) + s.value);
  if (by.size === 0) return "";
  const top = [...by].sort((a, b) => b[1] - a[1]).slice(0, 6);
  return `; what moved: ${top.map(([what, score]) => `${what} (${score.toFixed(3)})`).join(", ")}`;
}

export async function measureDashboard(
  browser: Browser,
  baseUrl: string,
  sizes: DashboardSizes,
  log: (line: string) => void = () => {},
): Promise<DashboardResult> {
  const figures: Figure[] = [];
  const bare = { baselineName: "bare page" };
  const plain = { baselineName: "plain table" };

  const calls = await firstLoadJs(browser, baseUrl);
  const js = { calls, bare: await firstLoadJs(browser, baseUrl, BARE_PAGE), origin: jsOrigin(calls.scripts) };
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const packages = Object.entries(js.origin.byPackage).sort((a, b) => b[1] - a[1]);
  log(
    `first-load JS: calls page ${kb(js.calls.gzipBytes)} KB gzip in ${js.calls.files} scripts: libraries ${kb(js.origin.libraryGzipBytes)} KB, our own code ${kb(js.origin.ownGzipBytes)} KB (raw KB by origin: ${packages.map(([name, bytes]) => `${name} ${kb(bytes)}`).join(", ")}); bare page ${kb(js.bare.gzipBytes)} KB in ${js.bare.files}`,
  );
  const top = js.origin.ownByFile.slice(0, 15).map(([file, bytes]) => `${file} ${(bytes / 1024).toFixed(2)}`);
  log(`first-load JS, our own code by file (gzip KB each adds; js-files.ts), largest 15: ${top.join(", ")}`);
  // #28: our own code's gzip bytes over the libraries'; the figure is their sum, the baseline the libraries.
  figures.push({
    name: "first-load JS over libraries (KB gzip)",
    unit: "KB",
    value: (js.origin.libraryGzipBytes + js.origin.ownGzipBytes) / 1024,
    baseline: js.origin.libraryGzipBytes / 1024,
    baselineName: "libraries",
    goal: { kind: "over-baseline", max: 25 },
    // Not judged in the smoke run: the call index's search put our code over 25 KB, and CI
    // holds a ceiling that may only come down instead (e2e/bench-smoke.spec.ts).
  });
  // #15: the growth since 61466e2, over the bare page of the same run.
  figures.push({
    name: "first-load JS, growth since 61466e2 (KB gzip)",
    unit: "KB",
    value: js.calls.gzipBytes / 1024,
    baseline: js.bare.gzipBytes / 1024,
    ...bare,
    goal: { kind: "over-baseline", max: CALLS_PAGE_JS_OVER_BARE_AT_61466E2_KB + CALLS_PAGE_JS_GROWTH_MAX_KB },
  });

  const vitals: DashboardResult["vitals"] = { calls: [], scriptsOff: [], bare: [] };
  const filterShifts: FilterShift[] = [];
  for (let i = 0; i < sizes.loads; i++) {
    vitals.calls.push(await webVitals(browser, baseUrl));
    vitals.scriptsOff.push(await webVitals(browser, baseUrl, "/", { javaScriptEnabled: false }));
    vitals.bare.push(await webVitals(browser, baseUrl, BARE_PAGE));
    filterShifts.push(await filterChangeShift(browser, baseUrl));
  }
  const p50 = (vs: Vitals[], pick: (v: Vitals) => number) => summarise(vs.map(pick)).p50.toFixed(0);
  const elements = (vs: Vitals[]) => [...new Set(vs.map((v) => v.lcpElement))].join(", ");
  log(
    `web vitals over ${sizes.loads} loads each: calls page FCP p50 ${p50(vitals.calls, (v) => v.fcpMs)} ms, LCP p50 ${p50(vitals.calls, (v) => v.lcpMs)} ms (${elements(vitals.calls)}); with scripts off FCP ${p50(vitals.scriptsOff, (v) => v.fcpMs)} ms, LCP ${p50(vitals.scriptsOff, (v) => v.lcpMs)} ms (${elements(vitals.scriptsOff)}); bare page LCP ${p50(vitals.bare, (v) => v.lcpMs)} ms`,
  );
  log(
    `TBT of each load ${vitals.calls.map((v) => v.tbtMs.toFixed(0)).join(", ")} ms (the goal judges the largest), counting the long tasks before first paint too ${vitals.calls.map((v) => v.blockingFromStartMs.toFixed(0)).join(", ")} ms; CLS of each load ${vitals.calls.map((v) => v.cls.toFixed(3)).join(", ")}${moved(vitals.calls.flatMap((v) => v.shifts))}`,
  );
  log(
    `a filter change (Status: Failed), each: CLS ${filterShifts.map((f) => f.cls.toFixed(3)).join(", ")}, of which within 500 ms of the clicks ${filterShifts.map((f) => (f.cls - f.clsAfterInput).toFixed(3)).join(", ")}; rows shown ${filterShifts.map((f) => f.rows).join(", ")}${moved(filterShifts.flatMap((f) => f.shifts))}`,
  );
  // A figure of the calls page's loads next to the same figure of a baseline's loads.
  const baselines = { scriptsOff: { loads: vitals.scriptsOff, baselineName: "scripts off" }, bare: { loads: vitals.bare, ...bare } };
  const vitalFigure = (name: string, unit: string, of: (loads: Vitals[]) => number, against: keyof typeof baselines, goal: Figure["goal"]) => {
    const { loads, baselineName } = baselines[against];
    figures.push({ name, unit, value: of(vitals.calls), baseline: of(loads), baselineName, goal });
  };
  vitalFigure("LCP p50 (ms)", "ms", (loads) => summarise(loads.map((v) => v.lcpMs)).p50, "scriptsOff", { kind: "ratio", max: 1.25 });
  vitalFigure("TBT max (ms)", "ms", (loads) => max(loads.map((v) => v.tbtMs)), "bare", { kind: "max", max: 50 });
  vitalFigure("CLS on load, max", "", (loads) => max(loads.map((v) => v.cls)), "scriptsOff", { kind: "max", max: 0 });
  figures.push({ name: "CLS of a filter change, max", unit: "", value: max(filterShifts.map((f) => f.cls)), goal: { kind: "max", max: 0 } });

  const render = { calls: emptyTableRender(), plain: emptyTableRender() };
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  try {
    // A first round of each page warms the browser's code cache and the server, and is not
    // counted: it was the largest mount of both pages in every run (the calls page 843–1,292
    // ms, the plain table 622–1,053, against 391–683 and 444–887 after), so with 8 rounds
    // the p95 was that one cold load.
    await measureTableRender(page, `${baseUrl}${TABLE_PAGES.calls}`);
    await measureTableRender(page, `${baseUrl}${TABLE_PAGES.plain}`);
    for (let i = 0; i < sizes.tableRounds; i++) {
      await measureTableRender(page, `${baseUrl}${TABLE_PAGES.calls}`, render.calls);
      await measureTableRender(page, `${baseUrl}${TABLE_PAGES.plain}`, render.plain);
    }
  } finally {
    await page.close();
  }
  const tableFigure = (name: string, ratio: number, pick: (r: TableRenderResult) => number[]) => {
    const ours = summarise(pick(render.calls));
    const base = summarise(pick(render.plain));
    for (const p of ["p50", "p95"] as const)
      figures.push({ name: `500 rows: ${name} ${p} (ms)`, unit: "ms", value: ours[p], baseline: base[p], ...plain, goal: { kind: "ratio", max: ratio } });
  };
  // #28: the mount no slower than the plain table's; re-sort and page change at half its time.
  tableFigure("mount", 1, (r) => r.mountMs);
  tableFigure("re-sort render", 0.5, (r) => r.resort.map((s) => s.renderMs));
  tableFigure("page-change render", 0.5, (r) => r.pageChange.map((s) => s.renderMs));

  const playback = await playbackRenders(browser, baseUrl, sizes.playbackSeconds);
  log(
    `playback on a 100-row page: ${playback.rowRenders} row re-renders over ${playback.timeupdates} timeupdates (${playback.commits} commits); pressing Play re-rendered ${playback.rowsOnPlay} row(s)`,
  );
  figures.push({
    name: "row re-renders per timeupdate",
    unit: "",
    value: playback.rowRenders / Math.max(1, playback.timeupdates),
    goal: { kind: "max", max: 0 },
    machineIndependent: true,
  });

  const recordings: DashboardResult["recordings"] = [];
  for (let i = 0; i < sizes.recordings; i++) recordings.push(await recordingTimes(browser, baseUrl));
  const play = summarise(recordings.map((r) => r.playMs));
  const seek = summarise(recordings.map((r) => r.seekMs));
  figures.push({ name: "click Play to playing, max (ms)", unit: "ms", value: play.p95, goal: { kind: "max", max: 300 } });
  figures.push({ name: "seek to minute 100 of 2 h, max (ms)", unit: "ms", value: seek.p95, goal: { kind: "max", max: 200 } });

  return { js, vitals, filterShifts, render, playback, recordings, figures };
}

/** The table of the 500-row figures, both pages, for the log. */
export function formatRender(render: DashboardResult["render"]): string {
  const fmt = (ms: number) => ms.toFixed(1).padStart(7);
  const lines = [`${"500 rows".padEnd(36)} ${"calls p50".padStart(9)} ${"p95".padStart(7)} ${"plain p50".padStart(9)} ${"p95".padStart(7)}`];
  const row = (name: string, pick: (r: TableRenderResult) => number[]) => {
    const a = summarise(pick(render.calls));
    const b = summarise(pick(render.plain));
    lines.push(`${name.padEnd(36)} ${fmt(a.p50).padStart(9)} ${fmt(a.p95)} ${fmt(b.p50).padStart(9)} ${fmt(b.p95)}`);
  };
  row("page load to first byte", (r) => r.mountResponseMs);
  row("page load to rows shown", (r) => r.mountMs);
  row("re-sort: click to rows shown", (r) => r.resort.map((s) => s.totalMs));
  row("re-sort: render after data", (r) => r.resort.map((s) => s.renderMs));
  row("page change: click to rows shown", (r) => r.pageChange.map((s) => s.totalMs));
  row("page change: render after data", (r) => r.pageChange.map((s) => s.renderMs));
  return lines.join("\n");
}
