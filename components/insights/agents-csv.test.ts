// The Agents table's CSV (issue #40) carries the quality program's two columns (issue #41):
// the average evaluation score and the critical failures, for the range and the compared one.
import { describe, expect, it } from "vitest";
import { type Counts, emptyCounts } from "@/lib/dashboard-api/insights";
import { agentsCsv } from "./agents-csv";

const counts = (patch: Partial<Counts>): Counts => ({
  ...emptyCounts(),
  calls: 4,
  completed: 2,
  noAnswer: 1,
  failed: 1,
  durationCalls: 2,
  durationSum: 100,
  ...patch,
});

describe("the Agents CSV", () => {
  it("has the evaluation score and critical failures, as numbers, and the compared period's", () => {
    const csv = agentsCsv([
      {
        agentId: "ann",
        agentName: "=Ann",
        current: counts({ evaluated: 2, evaluationScoreSum: 141, criticalFailures: 1 }),
        previous: counts({ criticalFailures: 3 }),
      },
    ]);
    const [head, row] = csv
      .trim()
      .split("\r\n")
      .map((line) => line.split(","));
    const at = (name: string) => row![head!.indexOf(name)];
    expect(at("Average evaluation score")).toBe("70.5");
    expect(at("Critical failures")).toBe("1");
    expect(at("Critical failures (compared)")).toBe("3");
    expect(at("Average evaluation score (compared)")).toBe("");
    expect(at("Agent name")).toBe("'=Ann");
  });
});
