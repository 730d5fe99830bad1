import { expect, it } from "vitest";
import { mergeRuns, unitOutcomes } from "./test-results";

const unit = { "a.test.ts > one": "passed", "a.test.ts > two": "passed" } as const;

it("names vitest's tests by file and full name, leaving out skipped ones", () => {
  const report = {
    testResults: [
      {
        name: "/repo/a.test.ts",
        assertionResults: [
          { fullName: "one", status: "passed" },
          { fullName: "two", status: "failed" },
          { fullName: "three", status: "skipped" },
        ],
      },
    ],
  };
  expect(unitOutcomes(report, "/repo")).toEqual({ "a.test.ts > one": "passed", "a.test.ts > two": "failed" });
  expect(unitOutcomes(undefined, "/repo")).toEqual({});
});

it("counts a test of both runs once, failed when it failed on either", () => {
  expect(mergeRuns({ passed: 10, failed: 0, unit }, { passed: 2, failed: 0, unit })).toEqual({ passed: 10, failed: 0 });
  expect(mergeRuns({ passed: 10, failed: 0, unit }, { passed: 1, failed: 1, unit: { ...unit, "a.test.ts > two": "failed" } })).toEqual({
    passed: 9,
    failed: 1,
  });
  expect(mergeRuns({ passed: 9, failed: 1, unit: { ...unit, "a.test.ts > two": "failed" } }, { passed: 2, failed: 0, unit })).toEqual({ passed: 9, failed: 1 });
});

it("adds what only the unit run counted, and a crash on either line as a failure", () => {
  // The full run's vitest crashed without a report: the unit line's tests count.
  expect(mergeRuns({ passed: 5, failed: 1, unit: {} }, { passed: 2, failed: 0, unit })).toEqual({ passed: 7, failed: 1 });
  // The unit run's suite crashed outside any test.
  expect(mergeRuns({ passed: 10, failed: 0, unit }, { passed: 2, failed: 1, unit })).toEqual({ passed: 10, failed: 1 });
  expect(mergeRuns({ passed: 10, failed: 0, unit }, undefined)).toEqual({ passed: 10, failed: 1 });
  expect(mergeRuns(undefined, { passed: 2, failed: 0, unit })).toEqual({ passed: 2, failed: 1 });
});
