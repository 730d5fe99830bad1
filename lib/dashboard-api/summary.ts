// The summary above the table (GET /api/summary): its response type, declared once for the
// route that answers it (lib/server/summary/summary.ts) and the panel that shows it.
import { queryOptions } from "@tanstack/react-query";
import type { CallStatus } from "@/lib/call-results/constants";
import type { BinUnit } from "@/lib/timeline";
import { requestJson } from "./fetch";
import { DASHBOARD_PATHS, withSearch } from "./paths";

export interface Summary {
  /** Calls matching the view's filters other than status, by status. */
  counts: Record<CallStatus, number>;
  /** Calls matching all of the view's filters, status included: the table's total for the same query. */
  matching: number;
  /** Calls matching the view's filters other than status, over every status. */
  total: number;
  range: { from: string; to: string };
  unit: BinUnit;
  step: number;
  /** Calls created in each interval, under all of the view's filters; `label` names the interval in the view's zone. */
  bins: { from: string; to: string; label: string; count: number }[];
}

/** Counts by status and calls over time: `key` is the serialised list query (summaryQueryKey), `zone` cuts the chart's days. */
export const summaryOptions = (key: string, zone: string) =>
  queryOptions({
    queryKey: ["summary", key, zone] as const,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams(key);
      params.set("zone", zone);
      return requestJson<Summary>(withSearch(DASHBOARD_PATHS.summary, params), { signal });
    },
    // The server caches counts for 15 s (recent) to 10 min (settled); asking sooner gains nothing.
    staleTime: 15_000,
  });
