// Time zones by their IANA names ("Europe/Berlin", "UTC"). Plain TypeScript: the server
// reads the zone of a link (`tz=`) and of the settings cookie with it, the browser its URL.

/** Whether a string names an IANA time zone this runtime knows: short, and accepted by Intl. */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The choice "the browser's own zone", beside any IANA zone. */
export const BROWSER_ZONE = "local";

/**
 * The zone setting as its cookie holds it: the browser's zone, or any IANA zone. "utc" is
 * what the setting wrote when it offered local and UTC only; anything else unknown is the
 * browser's zone, the default.
 */
export function parseZoneChoice(value: string | undefined): string {
  if (value === "utc") return "UTC";
  return value !== undefined && value !== BROWSER_ZONE && isTimeZone(value) ? value : BROWSER_ZONE;
}

/** The zone a choice means, given the browser's own. */
export function zoneOf(choice: string, browserZone: string): string {
  return choice === BROWSER_ZONE ? browserZone : choice;
}
