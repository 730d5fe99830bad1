// Smoke runs of the benchmark's browser and load measurements against the e2e server,
// so `npm run bench` cannot rot unseen. They check that figures come out, not how fast.
import { expect, test } from "@playwright/test";
import { latency, throughput } from "../bench/load";
import { firstLoadJs, recordingTimes, webVitals } from "../bench/page-metrics";
import { measureTableRender } from "../bench/table-render";
import { listPath } from "@/demo-service/client";
import { demo } from "./support";

test("the 500-row render benchmark produces its figures", async ({ page, baseURL }) => {
  const r = await measureTableRender(page, baseURL!, 1);
  expect(r.mountMs).toHaveLength(1);
  expect(r.resort).toHaveLength(2);
  expect(r.pageChange).toHaveLength(2);
  for (const s of [...r.resort, ...r.pageChange]) {
    expect(s.totalMs).toBeGreaterThan(0);
    expect(s.renderMs).toBeGreaterThanOrEqual(0);
    expect(s.renderMs).toBeLessThanOrEqual(s.totalMs);
  }
});

test("first-load JS, web vitals and recording timings come out", async ({ browser, baseURL }) => {
  const js = await firstLoadJs(browser, baseURL!);
  expect(js.files).toBeGreaterThan(3);
  expect(js.gzipBytes).toBeGreaterThan(50_000);
  const v = await webVitals(browser, baseURL!);
  expect(v.lcpMs).toBeGreaterThan(0);
  expect(v.cls).toBeGreaterThanOrEqual(0);
  const rec = await recordingTimes(browser, baseURL!);
  expect(rec.playMs).toBeGreaterThan(0);
  expect(rec.seekMs).toBeGreaterThan(0);
});

test("the load measurements run against the proxy, the bare route and the demo service", async ({ baseURL }) => {
  for (const [url, headers] of [
    [`${baseURL}/api/call-results?pageSize=5`, {}],
    [`${baseURL}/api/bench-passthrough?pageSize=5`, {}],
    [demo.url(listPath({ pageSize: 5 })), demo.headers],
  ] as const) {
    const l = await latency(url, headers, 5);
    expect(l.p99).toBeGreaterThanOrEqual(l.p50);
    const t = await throughput(url, headers, 3, 0.5);
    expect(t.errors).toBe(0);
    expect(t.rps).toBeGreaterThan(0);
  }
});
