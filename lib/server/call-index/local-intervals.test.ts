import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

const { localIntervals } = await import("./local-intervals");

const at = (iso: string) => Date.parse(iso);

describe("localIntervals", () => {
  it("finds one UTC hour per day for a local hour in a fixed zone", () => {
    const out = localIntervals(at("2026-03-02T00:00:00Z"), at("2026-03-04T23:59:59.999Z"), "UTC", { hour: 14 });
    expect(out).toEqual([
      [at("2026-03-02T14:00:00Z"), at("2026-03-02T15:00:00Z")],
      [at("2026-03-03T14:00:00Z"), at("2026-03-03T15:00:00Z")],
      [at("2026-03-04T14:00:00Z"), at("2026-03-04T15:00:00Z")],
    ]);
  });

  it("follows New York across the end of DST (2026-11-01): 1 a.m. happens twice, and 9 a.m. moves by an hour in UTC", () => {
    const from = at("2026-10-31T04:00:00Z");
    const to = at("2026-11-02T04:59:59.999Z");
    expect(localIntervals(from, to, "America/New_York", { hour: 1, weekday: 7 })).toEqual([[at("2026-11-01T05:00:00Z"), at("2026-11-01T07:00:00Z")]]);
    expect(localIntervals(from, to, "America/New_York", { hour: 9 })).toEqual([
      [at("2026-10-31T13:00:00Z"), at("2026-10-31T14:00:00Z")],
      [at("2026-11-01T14:00:00Z"), at("2026-11-01T15:00:00Z")],
    ]);
  });

  it("gives a whole local day for a weekday, and clips to the range", () => {
    const out = localIntervals(at("2026-11-02T10:30:00Z"), at("2026-11-04T00:00:00Z"), "America/New_York", { weekday: 1 });
    expect(out).toEqual([[at("2026-11-02T10:30:00Z"), at("2026-11-03T05:00:00Z")]]);
  });

  it("refuses a range longer than 400 days", () => {
    expect(() => localIntervals(0, 401 * 86_400_000, "UTC", { hour: 1 })).toThrow(/at most 400 days/);
  });
});
