import { describe, expect, it } from "vitest";
import { toZonedIso } from "./zoned-iso";

describe("toZonedIso", () => {
  it("writes an instant on a zone's clock with its offset, across daylight saving and on the half hour", () => {
    expect(toZonedIso("2026-07-01T12:00:00Z", "America/New_York")).toBe("2026-07-01T08:00:00-04:00");
    expect(toZonedIso("2026-12-01T12:00:00.250Z", "America/New_York")).toBe("2026-12-01T07:00:00.250-05:00");
    expect(toZonedIso("2026-12-01T12:00:00Z", "Asia/Kolkata")).toBe("2026-12-01T17:30:00+05:30");
    expect(toZonedIso("2026-12-01T12:00:00Z", "UTC")).toBe("2026-12-01T12:00:00+00:00");
    expect(toZonedIso("not a time", "UTC")).toBe("not a time");
  });
});
