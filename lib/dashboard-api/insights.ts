// The Insights page's data (GET /api/insights, issue #40): its response type, declared once
// for the route that answers it (lib/server/insights/) and the page that shows it.
import { queryOptions } from "@tanstack/react-query";
import { requestJson } from "./fetch";
import { PAGE_PATHS } from "./page-paths";
import { withSearch } from "./paths";

/** The counts every figure is derived from (lib/insights/figures.ts turns them into rates). */
export interface Counts {
  calls: number;
  completed: number;
  noAnswer: number;
  unreachable: number;
  failed: number;
  voicemail: number;
  /** Completed calls with a known duration, and the sum of their durations in seconds. */
  durationCalls: number;
  durationSum: number;
  /** Completed calls shorter than the short-call bound. */
  shortCalls: number;
  /** Calls with at least one review; of them, those with a score, and the sum of their latest scores. */
  reviewed: number;
  scored: number;
  scoreSum: number;
  /** Submitted scorecard evaluations (issue #41; calibrations aside): with a score, the sum of their scores (%), and those that failed a critical question. */
  evaluated: number;
  evaluationScoreSum: number;
  criticalFailures: number;
}

// A period or an agent with no calls: every count 0.
export const emptyCounts = (): Counts => ({
  calls: 0,
  completed: 0,
  noAnswer: 0,
  unreachable: 0,
  failed: 0,
  voicemail: 0,
  durationCalls: 0,
  durationSum: 0,
  shortCalls: 0,
  reviewed: 0,
  scored: 0,
  scoreSum: 0,
  evaluated: 0,
  evaluationScoreSum: 0,
  criticalFailures: 0,
});

export interface HeadlineCounts extends Counts {
  /** The median duration of completed calls in seconds; null with none. */
  medianSeconds: number | null;
}

export interface AgentRow {
  agentId: string;
  agentName: string | null;
  current: Counts;
  previous: Counts | null;
}

/** One cell of the hour × weekday heatmap, in the chosen zone (weekday 0 = Monday). */
export interface HeatCell {
  weekday: number;
  hour: number;
  calls: number;
  completed: number;
  finished: number;
  durationCalls: number;
  durationSum: number;
}

export interface TrendPoint {
  /** The point's first instant (ISO): a local day, or an hour. */
  start: string;
  calls: number;
  completed: number;
  finished: number;
}

interface HistogramBar {
  /** Seconds, from and to inclusive; `to` null for the last, open bar. */
  from: number;
  to: number | null;
  calls: number;
}

export type CompareChoice = "previous" | "week" | "none";

export interface InsightsData {
  range: { from: string; to: string; zone: string };
  compare: { choice: CompareChoice; from: string; to: string } | null;
  shortSeconds: number;
  /** Why the figures were counted call by call (what the roll-ups do not count by), or null when the roll-ups answered. */
  rowsBecause: string | null;
  /** When the index's last tail finished (ISO), for "updated N s ago". */
  updatedAt: string | null;
  current: HeadlineCounts;
  previous: HeadlineCounts | null;
  agents: AgentRow[];
  heatmap: HeatCell[];
  trend: { unit: "day" | "hour"; current: TrendPoint[]; previous: TrendPoint[] | null };
  histogram: HistogramBar[];
}

/** The page's data for a range, filters and comparison, as the page's URL holds them. */
export const insightsOptions = (search: string) =>
  queryOptions({
    queryKey: ["insights", search] as const,
    queryFn: ({ signal }) => requestJson<InsightsData>(withSearch(PAGE_PATHS.insights, new URLSearchParams(search)), { signal }),
    staleTime: 10_000,
  });
