import { describe, expect, it } from "vitest";
import { formatCount, formatDateTime, formatDuration, formatRelative, fromDateTimeLocal, toDateTimeLocal } from "./format";

describe("format", () => {
  it("groups counts by thousands as en-US does, for every size and sign", () => {
    for (const n of [0, 7, 999, 1_000, 12_345, 999_999, 1_000_000, 100_135, 9_007_199_254_740_991, -1_234_567, 1234.5])
      expect(formatCount(n)).toBe(new Intl.NumberFormat("en-US").format(n));
  });

  it("formats durations as h:mm:ss", () => {
    expect(formatDuration(0)).toBe("0:00:00");
    expect(formatDuration(65)).toBe("0:01:05");
    expect(formatDuration(7530)).toBe("2:05:30");
  });

  it("names the zone of every absolute time", () => {
    expect(formatDateTime("2026-11-21T16:52:44Z", "UTC")).toBe("21 Nov 2026, 16:52:44 UTC");
    expect(formatDateTime("2026-11-21T16:52:44Z", "Asia/Tokyo")).toBe("22 Nov 2026, 01:52:44 Asia/Tokyo");
  });

  it("says how long ago", () => {
    const now = Date.parse("2026-11-21T12:00:00Z");
    expect(formatRelative("2026-11-21T11:59:50Z", now)).toBe("just now");
    expect(formatRelative("2026-11-21T11:55:00Z", now)).toBe("5 min ago");
    expect(formatRelative("2026-11-21T09:00:00Z", now)).toBe("3 h ago");
    expect(formatRelative("2026-11-20T12:00:00Z", now)).toBe("1 day ago");
    expect(formatRelative("2026-11-21T12:04:00Z", now)).toBe("in 4 min");
  });

  it("converts datetime-local values both ways in any zone, across DST", () => {
    expect(toDateTimeLocal("2026-11-21T16:52:44Z", "UTC")).toBe("2026-11-21T16:52");
    expect(toDateTimeLocal("2026-11-21T16:52:44Z", "Asia/Tokyo")).toBe("2026-11-22T01:52");
    expect(fromDateTimeLocal("2026-11-22T01:52", "Asia/Tokyo")).toBe("2026-11-21T16:52:00.000Z");
    expect(fromDateTimeLocal("2026-07-01T12:00", "Europe/Berlin")).toBe("2026-07-01T10:00:00.000Z");
    expect(fromDateTimeLocal("2026-01-01T12:00", "Europe/Berlin")).toBe("2026-01-01T11:00:00.000Z");
    expect(fromDateTimeLocal("not a date", "UTC")).toBeNull();
  });
});
