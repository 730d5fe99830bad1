import { describe, expect, it } from "vitest";
import { matchZones, timeZoneNames } from "./time-zone-list";
import { BROWSER_ZONE } from "./time-zones";

describe("the zone picker's list", () => {
  it("offers UTC first and every IANA zone once, keeping the zone in force", () => {
    const names = timeZoneNames(["Asia/Calcutta", BROWSER_ZONE]);
    expect(names[0]).toBe("UTC");
    expect(names).toContain("America/New_York");
    expect(names).toContain("Asia/Calcutta");
    expect(names).not.toContain(BROWSER_ZONE);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThan(300);
  });

  it("are found by any words of their name, in any case, with spaces for underscores", () => {
    const names = timeZoneNames();
    expect(matchZones(names, "new york")).toEqual(["America/New_York"]);
    expect(matchZones(names, "  KOLKATA ")).toEqual(["Asia/Kolkata"]);
    expect(matchZones(names, "europe/ber")).toEqual(["Europe/Berlin"]);
    expect(matchZones(names, "argentina buenos")).toEqual(["America/Argentina/Buenos_Aires"]);
    expect(matchZones(names, "")).toBe(names);
    expect(matchZones(names, "nowhere")).toEqual([]);
  });
});
