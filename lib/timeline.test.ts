import { describe, expect, it } from "vitest";
import { binLabel, binsFor, chartRange, MAX_BINS } from "./timeline";

const ms = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;

function expectPartition(from: number, to: number, bins: { from: string; to: string }[]) {
  expect(ms(bins[0]!.from)).toBe(from);
  expect(ms(bins.at(-1)!.to)).toBe(to);
  for (let i = 1; i < bins.length; i++) expect(ms(bins[i]!.from)).toBe(ms(bins[i - 1]!.to) + 1);
  for (const b of bins) expect(ms(b.to)).toBeGreaterThanOrEqual(ms(b.from));
}

describe("chart bins", () => {
  it("are hours on the zone's clock up to 2 days, clipped to the range", () => {
    const from = ms("2026-11-20T10:30:00Z");
    const to = ms("2026-11-21T10:30:00Z");
    const { unit, step, bins } = binsFor(from, to, "Asia/Kolkata"); // UTC+5:30: hours start at :30 UTC
    expect([unit, step, bins.length]).toEqual(["hour", 1, 25]);
    expect(bins[1]!.from).toBe("2026-11-20T11:30:00.000Z");
    expectPartition(from, to, bins);
  });

  it("are the user's days up to 92 days, in twos past 60 bins", () => {
    const from = ms("2026-09-01T00:00:00Z");
    const to = ms("2026-10-30T23:59:59Z");
    const days = binsFor(from, to, "UTC");
    expect([days.unit, days.step, days.bins.length]).toEqual(["day", 1, 60]);
    expectPartition(from, to, days.bins);
    const longer = binsFor(from, ms("2026-11-30T00:00:00Z"), "UTC");
    expect([longer.unit, longer.step]).toEqual(["day", 2]);
    expect(longer.bins.length).toBeLessThanOrEqual(MAX_BINS);
  });

  it("are weeks from Monday beyond 92 days, never more than 60", () => {
    const from = ms("2025-01-01T00:00:00Z");
    const year = binsFor(from, ms("2025-12-31T00:00:00Z"), "Europe/Berlin");
    expect(year.unit).toBe("week");
    expect(new Date(year.bins[1]!.from).getUTCDay()).toBe(0); // Monday 00:00 Berlin is Sunday 23:00 UTC
    const decade = binsFor(from, ms("2035-01-01T00:00:00Z"), "UTC");
    expect(decade.bins.length).toBeLessThanOrEqual(MAX_BINS);
    expectPartition(from, ms("2035-01-01T00:00:00Z"), decade.bins);
  });

  it("follow daylight-saving changes in New York: a 23-hour and a 25-hour day", () => {
    const spring = binsFor(ms("2026-03-07T05:00:00Z"), ms("2026-03-10T03:59:59.999Z"), "America/New_York");
    const lengths = spring.bins.map((b) => (ms(b.to) + 1 - ms(b.from)) / HOUR);
    expect(lengths).toEqual([24, 23, 24]);
    const autumn = binsFor(ms("2026-10-31T04:00:00Z"), ms("2026-11-03T04:59:59.999Z"), "America/New_York");
    expect(autumn.bins.map((b) => (ms(b.to) + 1 - ms(b.from)) / HOUR)).toEqual([24, 25, 24]);
    // Hourly across the spring change: 2 AM does not exist, so no bin is empty or doubled.
    const hours = binsFor(ms("2026-03-08T05:00:00Z"), ms("2026-03-08T09:59:59Z"), "America/New_York");
    expect(hours.bins.map((b) => b.from)).toEqual([
      "2026-03-08T05:00:00.000Z",
      "2026-03-08T06:00:00.000Z",
      "2026-03-08T07:00:00.000Z",
      "2026-03-08T08:00:00.000Z",
      "2026-03-08T09:00:00.000Z",
    ]);
  });

  it("cover the last 7 days when the view has no created range", () => {
    const now = ms("2026-11-23T12:00:00Z");
    expect(chartRange(undefined, undefined, now)).toEqual({ from: now - 7 * 24 * HOUR, to: now });
    expect(chartRange("2026-11-01T00:00:00Z", undefined, now)).toEqual({ from: ms("2026-11-01T00:00:00Z"), to: now });
  });
});

describe("bin labels", () => {
  it("name an hour by its start and end on the zone's clock", () => {
    const { unit, step, bins } = binsFor(ms("2026-11-20T10:30:00Z"), ms("2026-11-21T10:30:00Z"), "Asia/Kolkata");
    expect(binLabel(bins[1]!, unit, step, "Asia/Kolkata")).toBe("20 Nov, 17:00 – 18:00");
  });

  it("name a day by its weekday and date, and a group of days or a week by its first and last", () => {
    const days = binsFor(ms("2026-11-02T00:00:00Z"), ms("2026-11-08T23:59:59.999Z"), "Europe/Berlin");
    expect(days.unit).toBe("day");
    expect(binLabel(days.bins[1]!, days.unit, days.step, "Europe/Berlin")).toBe("Tue 3 Nov");
    const weeks = binsFor(ms("2026-01-05T00:00:00Z"), ms("2026-11-29T23:00:00Z"), "UTC");
    expect(weeks.unit).toBe("week");
    expect(binLabel(weeks.bins[1]!, weeks.unit, weeks.step, "UTC")).toMatch(/^Mon \d{1,2} \w{3} – Sun \d{1,2} \w{3}$/);
  });
});
