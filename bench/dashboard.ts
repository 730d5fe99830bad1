// The calls page in Chromium, measured alternately with its baselines in one run: the
// bare Next page for load time and JavaScript, the plain TanStack Table page for the
// 500-row renders. Then the table's re-renders during playback and the recordings.
import type { Browser } from "@playwright/test";
import { CALLS_PAGE_JS_GROWTH_MAX_KB, CALLS_PAGE_JS_OVER_BARE_AT_61466E2_KB, type Figure } from "./figures";
import { firstLoadJs, recordingTimes, type Vitals, webVitals } from "./page-metrics";
import { type PlaybackRenders, playbackRenders } from "./render-counter";
import { emptyTableRender, measureTableRender, summarise, TABLE_PAGES, type TableRenderResult } from "./table-render";

export const BARE_PAGE = "/bench-baselines/bare";

export interface DashboardSizes {
  /** Page loads of each page for the web vitals. */
  loads: number;
  /** Rounds of each table page (a mount, two re-sorts, two page changes each). */
  tableRounds: number;
  recordings: number;
  playbackSeconds: number;
}

export interface DashboardResult {
  js: { calls: Awaited<ReturnType<typeof firstLoadJs>>; bare: Awaited<ReturnType<typeof firstLoadJs>> };
  vitals: { calls: Vitals[]; bare: Vitals[] };
  render: { calls: TableRenderResult; plain: TableRenderResult };
  playback: PlaybackRenders;
  recordings: Array<{ playMs: number; seekMs: number }>;
  figures: Figure[];
}

const max = (xs: number[]) => Math.max(...xs);

export async function measureDashboard(
  browser: Browser,
  baseUrl: string,
  sizes: DashboardSizes,
  log: (line: string) => void = () => {},
): Promise<DashboardResult> {
  const figures: Figure[] = [];
  const bare = { baselineName: "bare page" };
  const plain = { baselineName: "plain table" };

  const js = { calls: await firstLoadJs(browser, baseUrl), bare: await firstLoadJs(browser, baseUrl, BARE_PAGE) };
  log(
    `first-load JS: calls page ${(js.calls.gzipBytes / 1024).toFixed(1)} KB gzip in ${js.calls.files} scripts; bare page ${(js.bare.gzipBytes / 1024).toFixed(1)} KB in ${js.bare.files}`,
  );
  // One measurement, judged against two limits: #18's, and #15's growth since 61466e2.
  const jsFigure = (name: string, maxOverBare: number): Figure => ({
    name,
    unit: "KB",
    value: js.calls.gzipBytes / 1024,
    baseline: js.bare.gzipBytes / 1024,
    ...bare,
    goal: { kind: "over-baseline", max: maxOverBare },
  });
  figures.push(
    jsFigure("first-load JS (KB gzip)", 25),
    jsFigure("first-load JS, growth since 61466e2 (KB gzip)", CALLS_PAGE_JS_OVER_BARE_AT_61466E2_KB + CALLS_PAGE_JS_GROWTH_MAX_KB),
  );

  const vitals: DashboardResult["vitals"] = { calls: [], bare: [] };
  for (let i = 0; i < sizes.loads; i++) {
    vitals.calls.push(await webVitals(browser, baseUrl));
    vitals.bare.push(await webVitals(browser, baseUrl, BARE_PAGE));
  }
  const lcp = { calls: summarise(vitals.calls.map((v) => v.lcpMs)), bare: summarise(vitals.bare.map((v) => v.lcpMs)) };
  log(
    `web vitals over ${sizes.loads} loads each: LCP p50 ${lcp.calls.p50.toFixed(0)} ms (bare ${lcp.bare.p50.toFixed(0)} ms); TBT of each load ${vitals.calls.map((v) => v.tbtMs.toFixed(0)).join(", ")} ms (the goal judges the largest), counting the long tasks before first paint too ${vitals.calls.map((v) => v.blockingFromStartMs.toFixed(0)).join(", ")} ms; LCP elements of the calls page: ${[...new Set(vitals.calls.map((v) => v.lcpElement))].join(", ")}`,
  );
  figures.push({ name: "LCP p50 (ms)", unit: "ms", value: lcp.calls.p50, baseline: lcp.bare.p50, ...bare, goal: { kind: "ratio", max: 1.5 } });
  figures.push({
    name: "TBT max (ms)",
    unit: "ms",
    value: max(vitals.calls.map((v) => v.tbtMs)),
    baseline: max(vitals.bare.map((v) => v.tbtMs)),
    ...bare,
    goal: { kind: "max", max: 50 },
  });
  figures.push({
    name: "CLS max",
    unit: "",
    value: max(vitals.calls.map((v) => v.cls)),
    baseline: max(vitals.bare.map((v) => v.cls)),
    ...bare,
    goal: { kind: "max", max: 0.1 },
  });

  const render = { calls: emptyTableRender(), plain: emptyTableRender() };
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  try {
    for (let i = 0; i < sizes.tableRounds; i++) {
      await measureTableRender(page, `${baseUrl}${TABLE_PAGES.calls}`, render.calls);
      await measureTableRender(page, `${baseUrl}${TABLE_PAGES.plain}`, render.plain);
    }
  } finally {
    await page.close();
  }
  const tableFigure = (name: string, pick: (r: TableRenderResult) => number[]) => {
    const ours = summarise(pick(render.calls));
    const base = summarise(pick(render.plain));
    for (const p of ["p50", "p95"] as const)
      figures.push({ name: `500 rows: ${name} ${p} (ms)`, unit: "ms", value: ours[p], baseline: base[p], ...plain, goal: { kind: "ratio", max: 0.5 } });
  };
  tableFigure("mount", (r) => r.mountMs);
  tableFigure("re-sort render", (r) => r.resort.map((s) => s.renderMs));
  tableFigure("page-change render", (r) => r.pageChange.map((s) => s.renderMs));

  const playback = await playbackRenders(browser, baseUrl, sizes.playbackSeconds);
  log(
    `playback on a 100-row page: ${playback.rowRenders} row re-renders over ${playback.timeupdates} timeupdates (${playback.commits} commits); pressing Play re-rendered ${playback.rowsOnPlay} row(s)`,
  );
  figures.push({
    name: "row re-renders per timeupdate",
    unit: "",
    value: playback.rowRenders / Math.max(1, playback.timeupdates),
    goal: { kind: "max", max: 0 },
  });

  const recordings: DashboardResult["recordings"] = [];
  for (let i = 0; i < sizes.recordings; i++) recordings.push(await recordingTimes(browser, baseUrl));
  const play = summarise(recordings.map((r) => r.playMs));
  const seek = summarise(recordings.map((r) => r.seekMs));
  figures.push({ name: "click Play to playing, max (ms)", unit: "ms", value: play.p95, goal: { kind: "max", max: 300 } });
  figures.push({ name: "seek to minute 100 of 2 h, max (ms)", unit: "ms", value: seek.p95, goal: { kind: "max", max: 200 } });

  return { js, vitals, render, playback, recordings, figures };
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
