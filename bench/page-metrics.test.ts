// Total blocking time counts what Lighthouse counts: a page that has painted content and
// does not answer input. The bench's TBT goal is judged on this sum.
import { describe, expect, it } from "vitest";
import { blockingTime } from "./page-metrics";

describe("blockingTime", () => {
  it("counts each long task's time over 50 ms after first contentful paint", () => {
    expect(
      blockingTime(
        [
          { startMs: 300, durationMs: 80 },
          { startMs: 500, durationMs: 120 },
        ],
        250,
      ),
    ).toBe(30 + 70);
  });

  it("leaves out tasks that ended before first paint, which FCP and LCP already measure", () => {
    expect(blockingTime([{ startMs: 90, durationMs: 117 }], 250)).toBe(0);
  });

  it("counts only the part of a task after first paint", () => {
    // 100 ms of the task lie after the paint at 200: 50 ms of it blocked input.
    expect(blockingTime([{ startMs: 150, durationMs: 150 }], 200)).toBe(50);
    expect(blockingTime([{ startMs: 150, durationMs: 90 }], 200)).toBe(0);
  });

  it("from the start of the load, sums every long task", () => {
    expect(
      blockingTime(
        [
          { startMs: 90, durationMs: 117 },
          { startMs: 230, durationMs: 62 },
          { startMs: 400, durationMs: 40 },
        ],
        0,
      ),
    ).toBe(67 + 12);
  });
});
