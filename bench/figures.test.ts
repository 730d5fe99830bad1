import { afterEach, describe, expect, it, vi } from "vitest";
import { type Figure, verdict } from "./figures";

const bytes: Figure = {
  name: "first-load JS over libraries (KB gzip)",
  unit: "KB",
  value: 130,
  baseline: 100,
  goal: { kind: "over-baseline", max: 25 },
  machineIndependent: true,
};
const time: Figure = { name: "LCP p50 (ms)", unit: "ms", value: 900, goal: { kind: "max", max: 500 } };

describe("the bench's verdict (issue #38)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("fails the run on a missed goal, and says which, unless only reporting", () => {
    const said = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(verdict([bytes], false, false)).toBe(1);
    expect(said.mock.calls[0]![0]).toContain("first-load JS over libraries");
    expect(verdict([bytes], false, true)).toBe(0);
    expect(verdict([{ ...bytes, value: 120 }], false, false)).toBe(0);
  });

  it("judges in a smoke run only what no machine changes: byte sizes and counts, not times", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(verdict([time], true, false)).toBe(0);
    expect(verdict([time], false, false)).toBe(1);
    expect(verdict([time, bytes], true, false)).toBe(1);
  });
});
