import { describe, expect, it } from "vitest";
import { BROWSER_ZONE, isTimeZone, parseZoneChoice, zoneOf } from "./time-zones";

describe("time zones", () => {
  it("are IANA names the runtime knows, never free text", () => {
    for (const zone of ["UTC", "Europe/Berlin", "America/New_York", "Asia/Kolkata", "America/Argentina/Buenos_Aires", "Etc/GMT+5"]) {
      expect(isTimeZone(zone), zone).toBe(true);
    }
    for (const zone of ["", "Mars/Olympus_Mons", "Europe/Berlin ", "../etc/passwd", "<script>", "a".repeat(65), "Europe/Berlin,UTC"]) {
      expect(isTimeZone(zone), zone).toBe(false);
    }
  });

  it("the setting's cookie: the browser's zone, or any valid zone; the old 'utc' is UTC", () => {
    expect(parseZoneChoice(undefined)).toBe(BROWSER_ZONE);
    expect(parseZoneChoice("local")).toBe(BROWSER_ZONE);
    expect(parseZoneChoice("utc")).toBe("UTC");
    expect(parseZoneChoice("America/New_York")).toBe("America/New_York");
    expect(parseZoneChoice("Nowhere/Land")).toBe(BROWSER_ZONE);
    expect(zoneOf(BROWSER_ZONE, "Europe/Berlin")).toBe("Europe/Berlin");
    expect(zoneOf("Asia/Kolkata", "Europe/Berlin")).toBe("Asia/Kolkata");
  });
});
