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

/** The most characters a phone or name search may have. */
const SEARCH_TEXT_MAX = 64;
/** The fewest digits a phone search needs: fewer would match most calls, and no trigram index can answer it. */
const PHONE_DIGITS_MIN = 3;
// What a written phone number may hold besides digits.
export const PHONE_TEXT = /^[\d\s+().\-/]+$/;

export const digitsOf = (text: string) => text.replace(/\D/g, "");

/** What is wrong with a phone search as typed, or null. */
export function phoneProblem(value: string): string | null {
  const text = atMost(value, SEARCH_TEXT_MAX) ?? textProblem(value);
  if (text) return text;
  if (!PHONE_TEXT.test(value)) return "may hold only digits, spaces and + ( ) - . /";
  if (digitsOf(value).length < PHONE_DIGITS_MIN) return `needs at least ${PHONE_DIGITS_MIN} digits`;
  return null;
}

const atMost = (value: string, max: number) => (value.length > max ? `must be at most ${max} characters` : null);

function nameProblem(value: string, max = SEARCH_TEXT_MAX): string | null {
  return atMost(value, max) ?? (value.trim() ? textProblem(value) : "must not be empty");
}

// The Agent and Review filters (issue #37): `agent=` once per name (at most 50, each as
// agentName's), `minScore=`/`maxScore=` (1–5) and `tag=` (at most 32 characters: lib/reviews/
// review.ts's TAG_MAX, not imported, as this module is in the calls page's first load).
export interface IndexFilters {
  /** Agents by name, as the Agent filter lists them: the calls of each agent whose latest name it is. */
  agent?: string[];
  /** yes: also the calls whose agent has no name (none can collide with a name, as `agent=` holds names); no: only those with one. */
  agentNone?: YesNo;
  /** The latest review's score (the table's Review column), 1–5, both inclusive. */
  minScore?: number;
  maxScore?: number;
  /** A tag that any review of the call carries. */
  tag?: string;
}

const score = (v: string) => (/^[1-5]$/.test(v) ? null : "must be a whole number from 1 to 5");
const REVIEW_CHECKS = {
  minScore: score,
  maxScore: score,
  tag: (v: string) => nameProblem(v, 32),
};

const SECONDS = /^\d{1,7}$/;
const whole = (v: string) => (SECONDS.test(v) ? null : `must be a whole number, got ${JSON.stringify(v.slice(0, SEARCH_TEXT_MAX))}`);
const yesNo = (v: string) => ((YES_NO as readonly string[]).includes(v) ? null : "must be yes or no");

// What is wrong with each parameter given once, or null; in the URL's order. The number
// filters are read as numbers, the direction as its list in the spec's order.
const CHECKS = {
  phone: phoneProblem,
  agentName: nameProblem,
  direction: (v: string) =>
    v.split(",").every((t) => (CALL_DIRECTIONS as readonly string[]).includes(t.trim()))
      ? null
      : `must be a comma-separated list of ${CALL_DIRECTIONS.join(", ")}`,
  minDuration: whole,
  maxDuration: whole,
  voicemail: yesNo,
  recording: yesNo,
  reviewed: yesNo,
  agentNone: yesNo,
  ...REVIEW_CHECKS,
  // An hour's and a weekday's range are checked where they are used (the server's
  // clock-filter.ts): the calls page's first load has no byte to spare (issue #28).
  hour: whole,
  weekday: whole,
};
type Checked = keyof typeof CHECKS;
// Each bound pair: the second must not be less than the first.
const RANGES = [
  ["minDuration", "maxDuration"],
  ["minScore", "maxScore"],
] as const;

export const INDEX_FILTER_PARAMS = [...(Object.keys(CHECKS) as Checked[]), "agent" as const];

/** Reads the index filters; `problem` is told each bad one by name. */
export function readIndexFilters(read: (name: string) => string[], problem: (param: string, message: string) => void): IndexFilters {
  const out: Record<string, unknown> = {};
  for (const param of Object.keys(CHECKS) as Checked[]) {
    const [value, again] = read(param);
    if (value === undefined) continue;
    const bad = again !== undefined ? "must be given at most once" : CHECKS[param](value);
    if (bad) problem(param, bad);
    else
      out[param] =
        param === "direction"
          ? CALL_DIRECTIONS.filter((d) => value.split(",").some((t) => t.trim() === d))
          : // A number is what a number's check accepts (fewer bytes than a list of names: the first load has none to spare).
            [whole, score].includes(CHECKS[param])
            ? +value
            : value;
  }
  const filters = out as IndexFilters;
  for (const [min, max] of RANGES) if ((filters[min] ?? 0) > (filters[max] ?? Infinity)) problem(max, `must not be less than ${min}`);
  // Agents' names may hold commas: `agent=` once per name.
  const agents = read("agent");
  const bad = agents.length > 50 ? "may name at most 50 agents" : agents.map((a) => nameProblem(a)).find(Boolean);
  if (bad) problem("agent", bad);
  else if (agents[0]) filters.agent = [...new Set(agents)];
  return filters;
}

/** Writes the index filters a query has, in a stable order. */
export function writeIndexFilters(query: IndexFilters, out: URLSearchParams): void {
  for (const param of INDEX_FILTER_PARAMS) {
    const value = query[param];
    if (param === "agent") for (const name of query.agent ?? []) out.append(param, name);
    else if (value !== undefined) out.set(param, Array.isArray(value) ? value.join(",") : String(value));
  }
}

/** Whether a view uses any filter that only the index can answer (then the index serves it). */
export function hasIndexFilters(query: IndexFilters): boolean {
  return INDEX_FILTER_PARAMS.some((param) => query[param] !== undefined);
}
