import { afterEach, describe, expect, it, vi } from "vitest";
import { CALL_STATUSES } from "@/lib/call-results/constants";
import { LIST_QUERY_DEFAULTS } from "@/lib/call-results/list-query";
import type { Summary } from "@/lib/dashboard-api/summary";
import { summaryInTime } from "./summary";

const SUMMARY: Summary = {
  counts: { ...(Object.fromEntries(CALL_STATUSES.map((s) => [s, 0])) as Summary["counts"]), completed: 1 },
  matching: 1,
  total: 1,
  range: { from: "2026-11-22T00:00:00.000Z", to: "2026-11-23T00:00:00.000Z" },
  unit: "day",
  step: 1,
  bins: [{ from: "2026-11-22T00:00:00.000Z", to: "2026-11-22T23:59:59.999Z", label: "Sun 22 Nov", count: 1 }],
};
const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe("summaryInTime (the calls page's server-rendered summary)", () => {
  afterEach(() => vi.useRealTimers());

  it("gives the summary when it is counted within the wait after the calls", async () => {
    vi.useFakeTimers();
    const result = summaryInTime(LIST_QUERY_DEFAULTS, "UTC", later(50, "calls"), { waitMs: 100, count: () => later(120, SUMMARY) });
    await vi.advanceTimersByTimeAsync(130);
    await expect(result).resolves.toEqual(SUMMARY);
  });

  it("gives up at the wait after the calls, so a slow summary never holds the page back longer", async () => {
    vi.useFakeTimers();
    let settled = false;
    const result = summaryInTime(LIST_QUERY_DEFAULTS, "UTC", later(50, "calls"), { waitMs: 100, count: () => later(1_000, SUMMARY) }).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(149);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBeUndefined();
  });

  it("gives nothing when the summary fails, and still waits for the calls when they fail", async () => {
    vi.useFakeTimers();
    const failing = summaryInTime(LIST_QUERY_DEFAULTS, "UTC", Promise.resolve(), { count: () => Promise.reject(new Error("upstream down")) });
    await vi.advanceTimersByTimeAsync(0);
    await expect(failing).resolves.toBeUndefined();
    const afterFailedCalls = summaryInTime(LIST_QUERY_DEFAULTS, "UTC", Promise.reject(new Error("calls failed")), { count: () => Promise.resolve(SUMMARY) });
    await vi.advanceTimersByTimeAsync(0);
    await expect(afterFailedCalls).resolves.toEqual(SUMMARY);
  });
});
