import { describe, expect, it } from "vitest";
import { CREATED_PRESETS, isCreatedPreset, resolveCreated, resolveCreatedPreset } from "./created-range";

const at = (iso: string) => Date.parse(iso);

describe("resolveCreatedPreset", () => {
  // [what it shows, preset, now, zone, the range's start, its end]
  it.each([
    ["ends now, starts its length before", "15m", "2026-06-15T12:00:00Z", "UTC", "2026-06-15T11:45:00.000Z", "2026-06-15T12:00:00.000Z"],
    ["the same length in any zone", "24h", "2026-06-15T12:00:00Z", "Asia/Kolkata", "2026-06-14T12:00:00.000Z", "2026-06-15T12:00:00.000Z"],
    ["30 days back", "30d", "2026-06-15T12:00:00Z", "UTC", "2026-05-16T12:00:00.000Z", "2026-06-15T12:00:00.000Z"],
    // 01:30 on 11 March in Kolkata (+05:30), still 10 March in UTC: the zone's date rules.
    ["today on Kolkata's wall clock", "today", "2026-03-10T20:00:00Z", "Asia/Kolkata", "2026-03-10T18:30:00.000Z", "2026-03-10T20:00:00.000Z"],
    ["yesterday on Kolkata's wall clock", "yesterday", "2026-03-10T20:00:00Z", "Asia/Kolkata", "2026-03-09T18:30:00.000Z", "2026-03-10T18:29:59.999Z"],
    ["today on UTC's, at the same instant", "today", "2026-03-10T20:00:00Z", "UTC", "2026-03-10T00:00:00.000Z", "2026-03-10T20:00:00.000Z"],
    ["23-hour yesterday, spring forward", "yesterday", "2026-03-09T15:00:00Z", "America/New_York", "2026-03-08T05:00:00.000Z", "2026-03-09T03:59:59.999Z"],
    ["today from EDT midnight the day after", "today", "2026-03-09T15:00:00Z", "America/New_York", "2026-03-09T04:00:00.000Z", "2026-03-09T15:00:00.000Z"],
    ["25-hour yesterday, fall back", "yesterday", "2026-11-02T12:00:00Z", "America/New_York", "2026-11-01T04:00:00.000Z", "2026-11-02T04:59:59.999Z"],
  ] as const)("%s (%s at %s in %s)", (_what, preset, now, zone, createdFrom, createdTo) => {
    expect(resolveCreatedPreset(preset, at(now), zone)).toEqual({ createdFrom, createdTo });
  });

  it("moves with the clock: the same name means a later range an hour later", () => {
    const a = resolveCreatedPreset("24h", at("2026-06-15T12:00:00Z"), "UTC");
    const b = resolveCreatedPreset("24h", at("2026-06-15T13:00:00Z"), "UTC");
    expect(Date.parse(b.createdFrom) - Date.parse(a.createdFrom)).toBe(3_600_000);
  });

  it("starts weeks on Monday in the zone, across the DST change", () => {
    // Sunday 8 March 2026, 11:00 in New York (after springing forward): the week began Monday 2 March, EST.
    const sunday = at("2026-03-08T15:00:00Z");
    expect(resolveCreatedPreset("this-week", sunday, "America/New_York")).toEqual({
      createdFrom: "2026-03-02T05:00:00.000Z",
      createdTo: "2026-03-08T15:00:00.000Z",
    });
    // Monday 9 March: this week began at its EDT midnight; last week is Monday 2 March (EST) up to it.
    const monday = at("2026-03-09T15:00:00Z");
    expect(resolveCreatedPreset("this-week", monday, "America/New_York").createdFrom).toBe("2026-03-09T04:00:00.000Z");
    expect(resolveCreatedPreset("last-week", monday, "America/New_York")).toEqual({
      createdFrom: "2026-03-02T05:00:00.000Z",
      createdTo: "2026-03-09T03:59:59.999Z",
    });
  });

  it("resolves every preset to a range that ends no earlier than it starts and not after now", () => {
    const now = at("2026-11-01T06:30:00Z");
    for (const zone of ["UTC", "Asia/Kolkata", "America/New_York", "Pacific/Chatham", "America/Santiago"]) {
      for (const preset of CREATED_PRESETS) {
        const r = resolveCreatedPreset(preset, now, zone);
        expect(Date.parse(r.createdFrom)).toBeLessThanOrEqual(Date.parse(r.createdTo));
        expect(Date.parse(r.createdTo)).toBeLessThanOrEqual(now);
      }
    }
  });
});

describe("resolveCreated", () => {
  it("replaces a preset by its absolute range and leaves other queries alone", () => {
    const now = at("2026-06-15T12:00:00Z");
    expect(resolveCreated({ created: "1h" as const, agentId: "a" }, now, "UTC")).toEqual({
      agentId: "a",
      createdFrom: "2026-06-15T11:00:00.000Z",
      createdTo: "2026-06-15T12:00:00.000Z",
    });
    const absolute = { createdFrom: "2026-01-01T00:00:00Z" };
    expect(resolveCreated(absolute, now, "UTC")).toBe(absolute);
  });

  it("knows its names and nothing else", () => {
    expect(isCreatedPreset("24h")).toBe(true);
    expect(isCreatedPreset("25h")).toBe(false);
  });
});
