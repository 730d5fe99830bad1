// The calls view's filters that only the dashboard's call index can answer (issue #37): the
// service's list (spec §4.1, list-query.ts) has no phone, name, duration, direction,
// voicemail, recording or review filter. Their names, parsing and URL form live here, apart
// from the service's contract, and list-query.ts reads them only for the dashboard's own
// views (`index: true`). Plain TypeScript: the browser parses the URL with it too.
import { textProblem } from "@/lib/text-input";
import { CALL_DIRECTIONS, type CallDirection } from "./constants";

const YES_NO = ["yes", "no"] as const;
export type YesNo = (typeof YES_NO)[number];

export interface IndexFilters {
  /** Digits as typed (`+1 (415) 555-4567`); 3 or more digits match anywhere in `from` or `to`. */
  phone?: string;
  /** Part of an agent's name, matched case- and accent-insensitively. */
  agentName?: string;
  direction?: CallDirection[];
  /** Whole seconds, both inclusive. */
  minDuration?: number;
  maxDuration?: number;
  voicemail?: YesNo;
  /** yes: the call has a recording (audioAvailable). */
  recording?: YesNo;
  /** yes: someone reviewed the call in the dashboard. */
  reviewed?: YesNo;
  // The Insights heatmap's drill-down (issue #40): the local hour (0-23) and weekday (1-7,
  // Monday first, as ISO 8601 numbers them) of the call's creation, on the view's clock (tz).
  hour?: number;
  weekday?: number;
}

export const INDEX_FILTER_PARAMS = [
  "phone",
  "agentName",
  "direction",
  "minDuration",
  "maxDuration",
  "voicemail",
  "recording",
  "reviewed",
  "hour",
  "weekday",
] as const;

/** The most characters a phone or name search may have. */
const SEARCH_TEXT_MAX = 64;
/** The fewest digits a phone search needs: fewer would match most calls, and no trigram index can answer it. */
const PHONE_DIGITS_MIN = 3;
// What a written phone number may hold besides digits.
export const PHONE_TEXT = /^[\d\s+().\-/]+$/;

export const digitsOf = (text: string) => text.replace(/\D/g, "");

/** What is wrong with a phone search as typed, or null. */
export function phoneProblem(value: string): string | null {
  if (value.length > SEARCH_TEXT_MAX) return `must be at most ${SEARCH_TEXT_MAX} characters`;
  const text = textProblem(value);
  if (text) return text;
  if (!PHONE_TEXT.test(value)) return "may hold only digits, spaces and + ( ) - . /";
  if (digitsOf(value).length < PHONE_DIGITS_MIN) return `needs at least ${PHONE_DIGITS_MIN} digits`;
  return null;
}

function nameProblem(value: string): string | null {
  if (value.length > SEARCH_TEXT_MAX) return `must be at most ${SEARCH_TEXT_MAX} characters`;
  if (value.trim().length === 0) return "must not be empty";
  return textProblem(value);
}

const SECONDS = /^\d{1,7}$/;

/** Reads the index filters; `problem` is told each bad one by name. */
export function readIndexFilters(read: (name: string) => string[], problem: (param: string, message: string) => void): IndexFilters {
  const out: IndexFilters = {};
  for (const param of INDEX_FILTER_PARAMS) {
    const values = read(param);
    if (values.length === 0) continue;
    if (values.length > 1) {
      problem(param, "must be given at most once");
      continue;
    }
    const value = values[0]!;
    if (param === "phone") {
      const bad = phoneProblem(value);
      if (bad) problem(param, bad);
      else out.phone = value;
    } else if (param === "agentName") {
      const bad = nameProblem(value);
      if (bad) problem(param, bad);
      else out.agentName = value;
    } else if (param === "direction") {
      const tokens = value.split(",").map((t) => t.trim());
      const unknown = tokens.filter((t) => !(CALL_DIRECTIONS as readonly string[]).includes(t));
      if (unknown.length > 0) problem(param, `must be a comma-separated list of ${CALL_DIRECTIONS.join(", ")}`);
      else out.direction = CALL_DIRECTIONS.filter((d) => tokens.includes(d));
    } else if (/Duration|hour|weekday/.test(param)) {
      // An hour's and a weekday's range are checked where they are used (the server's
      // clock-filter.ts): the calls page's first load has no byte to spare (issue #28).
      if (!SECONDS.test(value)) problem(param, `must be a whole number, got ${JSON.stringify(value.slice(0, SEARCH_TEXT_MAX))}`);
      else out[param as "hour"] = Number(value);
    } else if ((YES_NO as readonly string[]).includes(value)) {
      out[param as "voicemail"] = value as YesNo;
    } else {
      problem(param, "must be yes or no");
    }
  }
  if (out.minDuration !== undefined && out.maxDuration !== undefined && out.minDuration > out.maxDuration) {
    problem("maxDuration", "must not be less than minDuration");
  }
  return out;
}

/** Writes the index filters a query has, in a stable order. */
export function writeIndexFilters(query: IndexFilters, out: URLSearchParams): void {
  for (const param of INDEX_FILTER_PARAMS) {
    const value = query[param];
    if (value !== undefined) out.set(param, Array.isArray(value) ? value.join(",") : String(value));
  }
}

/** Whether a view uses any filter that only the index can answer (then the index serves it). */
export function hasIndexFilters(query: IndexFilters): boolean {
  return INDEX_FILTER_PARAMS.some((param) => query[param] !== undefined);
}
