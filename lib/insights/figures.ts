// The Insights page's figures (issue #40): each one's name, its definition in words (shown
// one hover or focus away), how it is derived from the counts, how it is written, and which
// way is better (for the change's colour). The headline, the agents table and its CSV read
// this one list.
import type { Counts, HeadlineCounts } from "@/lib/dashboard-api/insights";
import { formatCount, formatDuration } from "@/lib/format";

export type FigureKind = "count" | "share" | "seconds" | "score" | "percent";

export interface Figure {
  key: string;
  label: string;
  definition: (shortSeconds: number) => string;
  kind: FigureKind;
  /** Whether a higher value is better; null when neither is. */
  higherIsBetter: boolean | null;
  value: (c: HeadlineCounts | Counts) => number | null;
}

const finished = (c: Counts) => c.completed + c.noAnswer + c.unreachable + c.failed;
const ratio = (a: number, b: number) => (b === 0 ? null : a / b);

export const FIGURES: readonly Figure[] = [
  {
    key: "calls",
    label: "Calls",
    kind: "count",
    higherIsBetter: null,
    definition: () => "Every call created in the range that matches the filters, whatever its status.",
    value: (c) => c.calls,
  },
  {
    key: "connected",
    label: "Connected rate",
    kind: "share",
    higherIsBetter: true,
    definition: () =>
      "Completed calls ÷ finished calls (completed, no answer, unreachable and failed). Calls still preparing, ringing or in progress are left out.",
    value: (c) => ratio(c.completed, finished(c)),
  },
  {
    key: "noAnswer",
    label: "No answer",
    kind: "share",
    higherIsBetter: false,
    definition: () => "Calls that ended with no answer ÷ finished calls.",
    value: (c) => ratio(c.noAnswer, finished(c)),
  },
  {
    key: "unreachable",
    label: "Unreachable",
    kind: "share",
    higherIsBetter: false,
    definition: () => "Calls that could not reach the other side ÷ finished calls.",
    value: (c) => ratio(c.unreachable, finished(c)),
  },
  {
    key: "failed",
    label: "Failed",
    kind: "share",
    higherIsBetter: false,
    definition: () => "Calls that failed ÷ finished calls.",
    value: (c) => ratio(c.failed, finished(c)),
  },
  {
    key: "voicemail",
    label: "Voicemail",
    kind: "share",
    higherIsBetter: null,
    definition: () => "Calls that reached a voicemail ÷ all calls.",
    value: (c) => ratio(c.voicemail, c.calls),
  },
  {
    key: "average",
    label: "Average duration",
    kind: "seconds",
    higherIsBetter: null,
    definition: () => "The mean duration of completed calls with a known duration.",
    value: (c) => ratio(c.durationSum, c.durationCalls),
  },
  {
    key: "median",
    label: "Median duration",
    kind: "seconds",
    higherIsBetter: null,
    definition: () => "Half the completed calls were shorter than this, half longer.",
    value: (c) => ("medianSeconds" in c ? c.medianSeconds : null),
  },
  {
    key: "talk",
    label: "Talk time",
    kind: "seconds",
    higherIsBetter: null,
    definition: () => "The durations of all completed calls, added up.",
    value: (c) => c.durationSum,
  },
  {
    key: "short",
    label: "Short calls",
    kind: "share",
    higherIsBetter: false,
    definition: (s) => `Completed calls shorter than ${s} seconds ÷ completed calls with a known duration.`,
    value: (c) => ratio(c.shortCalls, c.durationCalls),
  },
  {
    key: "reviewed",
    label: "Reviewed calls",
    kind: "count",
    higherIsBetter: null,
    definition: () => "Calls in the range with at least one review.",
    value: (c) => c.reviewed,
  },
  {
    key: "score",
    label: "Average score",
    kind: "score",
    higherIsBetter: true,
    definition: () => "The mean of the reviewed calls' latest scores.",
    value: (c) => ratio(c.scoreSum, c.scored),
  },
  {
    key: "evaluationScore",
    label: "Average evaluation score",
    kind: "percent",
    higherIsBetter: true,
    definition: () => "The mean score (%) of the submitted scorecard evaluations of the range's calls; calibrations are left out.",
    value: (c) => ratio(c.evaluationScoreSum, c.evaluated),
  },
  {
    key: "critical",
    label: "Critical failures",
    kind: "count",
    higherIsBetter: false,
    definition: () => "Submitted scorecard evaluations of the range's calls that failed a critical question.",
    value: (c) => c.criticalFailures,
  },
];

/** A figure's value as written on the page ("—" when there is none). */
export function formatFigure(kind: FigureKind, value: number | null): string {
  if (value === null) return "—";
  if (kind === "share") return `${(value * 100).toFixed(1)} %`;
  if (kind === "seconds") return formatDuration(Math.round(value));
  if (kind === "score") return value.toFixed(2);
  if (kind === "percent") return `${value.toFixed(1)} %`;
  return formatCount(value);
}

/** The change from `before` to `now`: absolute (in the figure's own unit; points for shares) and relative. */
export function formatChange(kind: FigureKind, now: number | null, before: number | null): { text: string; better: boolean | null } | null {
  if (now === null || before === null) return null;
  const diff = now - before;
  const sign = diff > 0 ? "+" : diff < 0 ? "−" : "±";
  const size = Math.abs(diff);
  const absolute =
    kind === "share"
      ? `${(size * 100).toFixed(1)} pt`
      : kind === "seconds"
        ? `${formatDuration(Math.round(size))}`
        : kind === "score"
          ? size.toFixed(2)
          : kind === "percent"
            ? `${size.toFixed(1)} pt`
            : formatCount(size);
  const percent = before === 0 ? "" : ` (${sign}${Math.abs((diff / before) * 100).toFixed(1)} %)`;
  return { text: `${sign}${absolute}${percent}`, better: diff === 0 ? null : diff > 0 };
}
