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

export const TZ_PARAM_MESSAGE = "is not a known time zone: use an IANA name such as America/New_York, or UTC; times are shown in your own zone";

// ICU lists these zones by names IANA has since replaced; people look for today's names
// (Intl accepts both, for the same zone).
const RENAMED: Record<string, string> = {
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Europe/Kiev": "Europe/Kyiv",
  "America/Godthab": "America/Nuuk",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Pacific/Enderbury": "Pacific/Kanton",
};

/**
 * Every zone to offer, sorted: UTC, then the runtime's IANA zones (Intl.supportedValuesOf
 * leaves UTC out) by today's names, with `extra` (the zone in force) kept in when the list lacks it.
 */
export function timeZoneNames(extra: string[] = []): string[] {
  const listed = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const zones = new Set([...listed.map((z) => RENAMED[z] ?? z), ...extra.filter((z) => z !== BROWSER_ZONE && z !== "UTC")]);
  return ["UTC", ...[...zones].sort()];
}

/** A zone's name as people search for it: "America/New_York" → "america new york". */
function searchable(text: string): string {
  return text.toLowerCase().replace(/[_/]+/g, " ");
}

/** The zones whose name holds every word typed ("new york", "york", "europe/ber"), in list order. */
export function matchZones(zones: string[], typed: string): string[] {
  const words = searchable(typed).split(/\s+/).filter(Boolean);
  if (words.length === 0) return zones;
  return zones.filter((zone) => {
    const name = searchable(zone);
    return words.every((w) => name.includes(w));
  });
}
