// The zone picker's list of every IANA zone and its search. Apart from lib/time-zones.ts,
// which the first load needs (a link's and the cookie's zone), so this loads with the picker.
import { BROWSER_ZONE } from "./time-zones";

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
