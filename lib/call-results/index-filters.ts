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
}

const SEARCH_PARAMS = ["phone", "agentName", "direction", "minDuration", "maxDuration", "voicemail", "recording", "reviewed"] as const;
export const INDEX_FILTER_PARAMS = [...SEARCH_PARAMS, "agent", "minScore", "maxScore", "tag"] as const;

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
  for (const param of SEARCH_PARAMS) {
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
    } else if (param === "minDuration" || param === "maxDuration") {
      if (!SECONDS.test(value)) problem(param, `must be a whole number of seconds, got ${JSON.stringify(value.slice(0, SEARCH_TEXT_MAX))}`);
      else out[param] = Number(value);
    } else if ((YES_NO as readonly string[]).includes(value)) {
      out[param] = value as YesNo;
    } else {
      problem(param, "must be yes or no");
    }
  }
  if (out.minDuration !== undefined && out.maxDuration !== undefined && out.minDuration > out.maxDuration) {
    problem("maxDuration", "must not be less than minDuration");
  }
  readAgentAndReview(read, problem, out);
  return out;
}

/** Writes the index filters a query has, in a stable order. */
export function writeIndexFilters(query: IndexFilters, out: URLSearchParams): void {
  for (const param of INDEX_FILTER_PARAMS) {
    const value = query[param];
    // Agents' names may hold commas: one `agent=` each.
    if (param === "agent") for (const name of query.agent ?? []) out.append(param, name);
    else if (value !== undefined) out.set(param, Array.isArray(value) ? value.join(",") : String(value));
  }
}

/** Whether a view uses any filter that only the index can answer (then the index serves it). */
export function hasIndexFilters(query: IndexFilters): boolean {
  return INDEX_FILTER_PARAMS.some((param) => query[param] !== undefined);
}

// The Agent and Review filters (issue #37), a block of their own: `agent=` once per name (names
// may hold commas), `minScore=`/`maxScore=` (1–5) and `tag=`.
export interface IndexFilters {
  /** Agents by name, as the Agent filter lists them: the calls of each agent whose latest name it is. */
  agent?: string[];
  /** The latest review's score (the table's Review column), 1–5, both inclusive. */
  minScore?: number;
  maxScore?: number;
  /** A tag that any review of the call carries. */
  tag?: string;
}

/** The most agents one view may name. */
const AGENTS_MAX = 50;
// lib/reviews/review.ts's TAG_MAX, not imported: this module is in the calls page's first load.
const TAG_LENGTH_MAX = 32;

function readAgentAndReview(read: (name: string) => string[], problem: (param: string, message: string) => void, out: IndexFilters): void {
  const agents = read("agent");
  const bad = agents.map(nameProblem).find(Boolean);
  if (agents.length > AGENTS_MAX) problem("agent", `may name at most ${AGENTS_MAX} agents`);
  else if (bad) problem("agent", bad);
  else if (agents.length > 0) out.agent = [...new Set(agents)];
  for (const param of ["minScore", "maxScore", "tag"] as const) {
    const values = read(param);
    const value = values[0];
    if (value === undefined) continue;
    const wrong =
      values.length > 1
        ? "must be given at most once"
        : param !== "tag"
          ? /^[1-5]$/.test(value)
            ? null
            : "must be a whole number from 1 to 5"
          : value.length > TAG_LENGTH_MAX
            ? `must be at most ${TAG_LENGTH_MAX} characters`
            : value.trim()
              ? textProblem(value)
              : "must not be empty";
    if (wrong) problem(param, wrong);
    else if (param === "tag") out.tag = value;
    else out[param] = Number(value);
  }
  if ((out.minScore ?? 0) > (out.maxScore ?? 5)) problem("maxScore", "must not be less than minScore");
}
