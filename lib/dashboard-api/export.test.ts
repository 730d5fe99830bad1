import { describe, expect, it } from "vitest";
import { exportFileName } from "./export";

describe("an export's file name", () => {
  it("names the absolute range the export resolved, in UTC, seconds only when there are some", () => {
    expect(exportFileName("csv", { from: "2026-11-24T10:00:00.000Z", to: "2026-11-25T10:00:00.000Z" })).toBe("calls_2026-11-24T10-00Z_2026-11-25T10-00Z.csv");
    expect(exportFileName("jsonl", { from: "2026-11-24T11:00:00+01:00", to: "2026-11-25T10:00:30.250Z" })).toBe(
      "calls_2026-11-24T10-00Z_2026-11-25T10-00-30Z.jsonl",
    );
    expect(exportFileName("csv", { from: null, to: "2026-11-25T10:00:00Z" })).toBe("calls_start_2026-11-25T10-00Z.csv");
  });
});
