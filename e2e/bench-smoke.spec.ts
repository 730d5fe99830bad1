// Smoke runs of the benchmark's browser and load measurements against the e2e server
// (built and started with BENCH_BASELINES=1), so `npm run bench` cannot rot unseen. They
// check that every figure, baseline and ratio comes out, not how fast anything is.
import { expect, test } from "@playwright/test";
import { listPath } from "@/demo-service/client";
import { measureDashboard } from "../bench/dashboard";
import { featureFigures } from "../bench/features";
import { missed, ratioOf } from "../bench/figures";
import { OURS } from "../bench/js-origin";
import { latency, throughput } from "../bench/load";
import { fetchedScripts } from "../bench/page-metrics";
import { DEMO_URL } from "./env";
import { demo } from "./support";

// Our own first-load code on the calls page, counted from the build's manifests. Raised once,
// from 26.6 to 26.62, when this round's index filters came to 26.616; brought down on
// 2026-11-28 to 26.42 when a review mark's words (they come after the rows) left the first
// load: 26.419; and to 24.90 when the summary's code did (the server's markup of it stands
// until the code is there, components/calls/summary-slot.tsx): 24.897. Issue #28's goal is 25.
// It may only come down from here.
const OWN_FIRST_LOAD_CEILING_KB = 24.9;

test("the dashboard figures come out, each ratio next to its baseline from the same run", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const r = await measureDashboard(browser, baseURL!, { loads: 1, tableRounds: 1, recordings: 1, playbackSeconds: 1 });

  // Both pages loaded scripts, and the bare page fewer bytes than the calls page.
  expect(r.js.bare.files).toBeGreaterThan(0);
  expect(r.js.calls.gzipBytes).toBeGreaterThan(r.js.bare.gzipBytes);
  // The calls page's scripts split into the libraries' bytes and our own, both there, and
  // together about the scripts' gzip size (two streams a chunk compress a little worse).
  expect(r.js.origin.libraryGzipBytes).toBeGreaterThan(0);
  expect(r.js.origin.ownGzipBytes).toBeGreaterThan(0);
  for (const origin of ["next", "@tanstack/table-core", OURS]) expect(r.js.origin.byPackage[origin], origin).toBeGreaterThan(0);
  expect(r.js.origin.libraryGzipBytes + r.js.origin.ownGzipBytes).toBeGreaterThan(r.js.calls.gzipBytes * 0.95);
  expect(r.js.origin.libraryGzipBytes + r.js.origin.ownGzipBytes).toBeLessThan(r.js.calls.gzipBytes * 1.1);
  // The load with scripts off painted the same page: content, and an LCP of its own.
  expect(r.vitals.scriptsOff[0]!.fcpMs).toBeGreaterThan(0);
  expect(r.vitals.scriptsOff[0]!.lcpMs).toBeGreaterThan(0);
  // The filter change took effect: its rows are on screen.
  expect(r.filterShifts[0]!.rows).toBeGreaterThan(0);
  for (const table of [r.render.calls, r.render.plain]) {
    expect(table.mountMs).toHaveLength(1);
    expect(table.resort).toHaveLength(2);
    expect(table.pageChange).toHaveLength(2);
    // Each sample saw the rows change, and the render part is a time after the data came
    // (0 would mean the data was taken to arrive after the rows were already on screen).
    for (const s of [...table.resort, ...table.pageChange]) {
      expect(s.totalMs).toBeGreaterThan(0);
      expect(s.renderMs).toBeGreaterThan(0);
    }
  }
  // The render counter sees the table: pressing Play re-renders the row that plays.
  expect(r.playback.rowsOnPlay).toBeGreaterThanOrEqual(1);
  expect(r.playback.timeupdates).toBeGreaterThan(0);
  expect(r.recordings[0]!.playMs).toBeGreaterThan(0);
  expect(r.recordings[0]!.seekMs).toBeGreaterThan(0);

  // The budgets no machine changes hold in this smoke run too (issue #38): our own first-load
  // code, counted from the build's manifests, and no row re-rendered per timeupdate.
  expect(missed(r.figures, true).map((f) => `${f.name}: ${f.value}`)).toEqual([]);
  // Our own first-load code: issue #28's goal is 25 KB, which `npm run bench` judges; CI holds
  // the figure as a ceiling under it that may only come down (above).
  const ownKb = r.js.origin.ownGzipBytes / 1024;
  expect(ownKb, `our own first-load JS: ${ownKb.toFixed(2)} KB gzip`).toBeLessThanOrEqual(OWN_FIRST_LOAD_CEILING_KB);
  // The manifests' initial chunks are scripts a real first load fetches, every one of them.
  const fetched = await fetchedScripts(browser, baseURL!, "/");
  expect(r.js.calls.scripts.filter((s) => !fetched.includes(s))).toEqual([]);

  const names = r.figures.map((f) => f.name);
  for (const name of [
    "first-load JS over libraries (KB gzip)",
    "first-load JS, growth since 61466e2 (KB gzip)",
    "LCP p50 (ms)",
    "TBT max (ms)",
    "CLS on load, max",
    "CLS of a filter change, max",
    "500 rows: mount p50 (ms)",
    "500 rows: mount p95 (ms)",
    "500 rows: re-sort render p50 (ms)",
    "500 rows: re-sort render p95 (ms)",
    "500 rows: page-change render p50 (ms)",
    "500 rows: page-change render p95 (ms)",
    "row re-renders per timeupdate",
  ])
    expect(names).toContain(name);
  for (const f of r.figures) {
    expect(Number.isFinite(f.value), f.name).toBe(true);
    if (f.goal.kind === "ratio" || f.goal.kind === "over-baseline") {
      // A baseline of 0 would mean nothing was measured: no libraries' bytes, no paint with scripts off, no plain table's time.
      expect(f.baseline, f.name).toBeGreaterThan(0);
      if (f.goal.kind === "ratio") expect(Number.isFinite(ratioOf(f)), f.name).toBe(true);
    }
  }
});

test("the load measurements run against the proxy, the bare route and the demo service", async ({ baseURL }) => {
  for (const [url, headers] of [
    [`${baseURL}/api/call-results?pageSize=5`, {}],
    [`${baseURL}/api/bench-passthrough?pageSize=5`, {}],
    [demo.url(listPath({ pageSize: 5 })), demo.headers],
  ] as const) {
    // Five answered requests (latency throws on any other status) give real times.
    const l = await latency(url, headers, 5);
    expect(l.p50).toBeGreaterThan(0);
    expect(Number.isFinite(l.p99)).toBe(true);
    const t = await throughput(url, headers, 3, 0.5);
    expect(t.errors).toBe(0);
    expect(t.rps).toBeGreaterThan(0);
  }
});

// The export's figures need a demo service of 1,000,000 calls: `npm run bench -- --only export`.
test("the summary and live view figures come out", async ({ baseURL }) => {
  test.setTimeout(180_000);
  const figures = await featureFigures({ dashboardUrl: baseURL!, demoUrl: DEMO_URL }, true, 2, () => undefined);
  expect(figures.map((f) => f.name)).toEqual([
    "summary, cold (ms)",
    "summary, warm (ms)",
    "summary, upstream requests of a repeated filter",
    "live view, upstream requests an interval (5 viewers)",
  ]);
  for (const f of figures) expect(Number.isFinite(f.value), f.name).toBe(true);
  // A repeated filter asks the service nothing: a count, the same on any machine.
  expect(missed(figures, true).map((f) => `${f.name}: ${f.value}`)).toEqual([]);
});
