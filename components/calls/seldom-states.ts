// What the calls view seldom shows (calls-content.tsx; the view's notices, calls-view.tsx; a
// summary that could not be counted and the chart's figures as a table, passed down to the
// summary; the table's skeleton while a view has no rows nor error yet), behind one on-demand
// import (on-demand-parts.ts): the page's first load then carries one chunk loader for them
// instead of one each.

export { TableSkeleton } from "@/components/calls-table/table-skeleton";
export { ChartData } from "@/components/summary/chart-data";
export { SummaryError } from "@/components/summary/summary-error";
export { EmptyState } from "./empty-state";
export { ErrorState } from "./error-state";
export { PastEnd } from "./past-end";
export { ShowNewCalls } from "./show-new-calls";
export { ViewNotices } from "./view-notices";
