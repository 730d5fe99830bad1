"use client";
import { useQuery } from "@tanstack/react-query";
import { ErrorReference } from "@/components/ui/error-reference";
import { Notice } from "@/components/ui/notice";
import { RelativeTime } from "@/components/ui/relative-time";
import { useTimeZone } from "@/lib/client/time-zone";
import { insightsOptions } from "@/lib/dashboard-api/insights";
import { AgentsTable } from "./agents-table";
import { DurationHistogram } from "./duration-histogram";
import { HeadlineFigures } from "./headline-figures";
import { HourHeatmap } from "./hour-heatmap";
import { TrendChart } from "./trend-chart";

// The page's sections, from one answer of GET /api/insights in the view's zone. A refusal
// (a range before the index's coverage) is shown in the server's own words.
export function InsightsView({ search }: { search: string }) {
  const { zone } = useTimeZone();
  const apiSearch = new URLSearchParams(search);
  apiSearch.set("zone", zone);
  const { data, error, isPending } = useQuery({ ...insightsOptions(apiSearch.toString()), placeholderData: (previous) => previous });
  if (error && !data) {
    return (
      <Notice tone="error" title="Insights cannot be shown for this range">
        {error.message}
        <ErrorReference error={error} />
      </Notice>
    );
  }
  if (isPending || !data) return <p role="status">Loading insights…</p>;
  return (
    <div className="space-y-6">
      <p role="status" className="text-sm text-slate-600">
        Counted from the call index
        {data.updatedAt && (
          <>
            , updated <RelativeTime iso={data.updatedAt} />
          </>
        )}
        .{data.rowsBecause && ` Counted call by call, as ${data.rowsBecause}: exact, but slower on long ranges.`}
      </p>
      {error && (
        <Notice tone="error">
          {error.message}
          <ErrorReference error={error} />
        </Notice>
      )}
      <HeadlineFigures data={data} />
      <AgentsTable data={data} search={search} />
      <HourHeatmap data={data} search={search} />
      <TrendChart data={data} />
      <DurationHistogram data={data} search={search} />
    </div>
  );
}
