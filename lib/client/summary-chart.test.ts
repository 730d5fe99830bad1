import { expect, it } from "vitest";
import { readSummaryChart } from "./summary-chart";

const storage = (value: string | null) => ({ getItem: () => value });

it("a folded chart stays folded; anything else stored, or nothing, shows it", () => {
  expect(readSummaryChart(storage("hidden"))).toBe("hidden");
  expect(readSummaryChart(storage("shown"))).toBe("shown");
  for (const value of ["Hidden", "false", "", null]) expect(readSummaryChart(storage(value))).toBe("shown");
  expect(readSummaryChart(undefined)).toBe("shown");
});
