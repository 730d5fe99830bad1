"use client";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ComponentType, useCallback, useEffect, useId, useRef, useState } from "react";
import { Caret } from "@/components/ui/caret";
import { CALL_STATUSES, type CallStatus } from "@/lib/call-results/constants";
import { type ListQuery, summaryQueryKey } from "@/lib/call-results/list-query";
import { setSummaryChart, useSummaryChart } from "@/lib/client/summary-chart";
import { useTimeZone } from "@/lib/client/time-zone";
import { useDocumentVisible } from "@/lib/client/use-document-visible";
import { usePhoneLayout } from "@/lib/client/use-phone-layout";
import { type Summary, summaryOptions } from "@/lib/dashboard-api/summary";
// Imported with the panel, not loaded on demand: the server renders the summary with the page
// when it has it (app/(dashboard)/page.tsx), and a chart loaded on demand was streamed apart
// from the page and revealed up to 300 ms after the first paint, as the page's largest paint.
import { CallsOverTime } from "./calls-over-time";
import type { ChartData } from "./chart-data";
import { ConnectedShare } from "./connected-share";
import { StatusCounts } from "./status-counts";
import type { SummaryError } from "./summary-error";
import { SummaryHeadline } from "./summary-headline";

/** The summary counted last, of any filters and zone. */
function newestSummary(queryClient: QueryClient): Summary | undefined {
  const [newest] = queryClient
    .getQueryCache()
    .findAll({ queryKey: ["summary"] })
    .filter((q) => q.state.data !== undefined)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  return newest?.state.data as Summary | undefined;
}

/** The summary's seldom parts, whose code the page loads on demand (components/calls/on-demand-parts.ts). */
interface SummaryParts {
  /** A failed count's notice. */
  SummaryError: ComponentType<Parameters<typeof SummaryError>[0]>;
  /** The chart's figures as a table ("Show data"). */
  ChartData: ComponentType<Parameters<typeof ChartData>[0]>;
}

interface SummaryPanelProps {
  parts: SummaryParts;
  query: ListQuery;
  /** The table has its data: the summary waits for it, so it never delays the table. */
  enabled: boolean;
  onChange: (patch: Partial<ListQuery>) => void;
  /** When the live view last refreshed (0 when it is not live): the summary refreshes with it. */
  refreshedAt?: number;
}

// How calls are going, above the table: counts by status (each a filter toggle), the
// share that connected, and calls over time. Its own loading and error states; a failure
// here never touches the table. A summary the server counted in time with the page is in the
// query cache already (app/(dashboard)/page.tsx), under its filters and zone.
export function SummaryPanel({ parts, query, enabled, onChange, refreshedAt = 0 }: SummaryPanelProps) {
  const { zone } = useTimeZone();
  const queryClient = useQueryClient();
  const result = useQuery({
    ...summaryOptions(summaryQueryKey(query), zone),
    enabled,
    // The previous filters' numbers while the new ones are counted; on mounting (the panel's
    // code comes after hydration, components/calls/summary-slot.tsx, when the zone may have
    // turned from the server's to the browser's), the newest summary counted: the server's.
    placeholderData: (previous) => previous ?? newestSummary(queryClient),
    retry: false,
  });
  const retry = useCallback(() => void result.refetch(), [result]);
  // Each live refresh of the table refreshes the counts too (the server's summary cache
  // keeps recent counts 15 s, so many viewers still cost little).
  const { refetch } = result;
  const visible = useDocumentVisible();
  const lastRefresh = useRef(refreshedAt);
  useEffect(() => {
    if (refreshedAt === lastRefresh.current) return;
    const first = lastRefresh.current === 0;
    lastRefresh.current = refreshedAt;
    // A summary still being counted is left to finish, not started over. A refresh that
    // lands after the tab was hidden leaves the counts alone: the live view refreshes both
    // when the tab is shown again, and a hidden tab spends none of the upstream budget.
    if (!first && refreshedAt > 0 && visible) void refetch({ cancelRefetch: false });
  }, [refreshedAt, refetch, visible]);
  const selected = new Set<CallStatus>(query.status ?? []);
  const toggle = (status: CallStatus) => {
    const next = CALL_STATUSES.filter((s) => (s === status ? !selected.has(s) : selected.has(s)));
    onChange({ status: next.length > 0 ? next : undefined, page: 1 });
  };
  const data = result.data;
  // Numbers of the previous filters (kept while the new ones are counted, so the strip does
  // not jump), or a refresh under way: shown as updating, never as current.
  const updating = result.isPlaceholderData || result.isFetching;
  // The chart folds away on phones (every visit, so the calls stay on the first screen) and,
  // when the user folds it, on wide screens (remembered in this browser).
  const phone = usePhoneLayout();
  const wideChart = useSummaryChart();
  const [phoneChart, setPhoneChart] = useState(false);
  const chartOpen = phone ? phoneChart : wideChart === "shown";
  const chartId = useId();

  return (
    <section
      aria-label="Summary"
      aria-busy={updating}
      // Its height is held while it loads, so the table below does not move (CLS 0).
      className={`panel summary-strip ${wideChart === "shown" ? "min-[641px]:min-h-[7.5rem]" : "min-[641px]:min-h-[2.875rem]"}`}
    >
      {result.error && !result.isFetching ? (
        <parts.SummaryError error={result.error} onRetry={retry} />
      ) : !data ? (
        <p role="status" className="text-sm text-slate-600">
          Counting calls…
        </p>
      ) : (
        <>
          {/* One line of one height on wide screens whatever the headline says: the status row
              gives way (status-counts.tsx), and the headline's mixed type sizes do not change
              the line's height by a fraction of a pixel (which moved everything below). On
              phones three rows of one height, whatever the headline says: the total and Chart,
              then the counts and the connected share as two rows of four tiles. (Wrapped, the longer headline of a status filter took a
              third row, which moved the cards down 36 px and the first one partly off screen.) */}
          <div className="summary-line">
            <SummaryHeadline summary={data} statusFiltered={query.status !== undefined} updating={updating} />
            <StatusCounts counts={data.counts} selected={selected} onToggle={toggle} />
            <ConnectedShare counts={data.counts} />
            <button
              type="button"
              aria-expanded={chartOpen}
              aria-controls={chartId}
              onClick={() => (phone ? setPhoneChart((o) => !o) : setSummaryChart(chartOpen ? "hidden" : "shown"))}
              className="chip-btn chart-toggle"
            >
              Chart
              <Caret />
            </button>
          </div>
          <div id={chartId} className={`${phoneChart ? "" : "phone:hidden"} ${wideChart === "shown" ? "" : "min-[641px]:hidden"}`}>
            <CallsOverTime
              ChartData={parts.ChartData}
              summary={data}
              zone={zone}
              onPick={(bin) => onChange({ created: undefined, createdFrom: bin.from, createdTo: bin.to, page: 1 })}
            />
          </div>
        </>
      )}
    </section>
  );
}
