// The names of the call index's Agent and Review filters (issue #37), with the others of
// labels.ts: only the calls page's parts that load on demand (their popovers, the chips) show
// them, so they stay out of the module its first load takes.
import { FILTER_LABELS } from "./labels";

export const ALL_FILTER_LABELS = {
  ...FILTER_LABELS,
  agent: "Agent",
  agentNone: "No agent name",
  minScore: "Minimum score",
  maxScore: "Maximum score",
  tag: "Review tag",
  // The Insights heatmap's drill-down (issue #40).
  hour: "Hour",
  weekday: "Weekday",
};
