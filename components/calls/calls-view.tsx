"use client";
import dynamic from "next/dynamic";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { FILTER_PARAMS, type SortBy } from "@/lib/call-results/constants";
import type { ListQuery, ParamIssue } from "@/lib/call-results/list-query";
import { useColumnVisibility } from "@/lib/client/use-column-visibility";
import { PHONE_QUERY, usePhoneLayout } from "@/lib/client/use-phone-layout";
import { hrefFor, useListQueryState } from "@/lib/client/use-list-query-state";
import { ShortcutsHelp } from "@/components/audio-player/shortcuts-help";
import { CallsTable } from "@/components/calls-table/calls-table";
import { ColumnPicker } from "@/components/calls-table/column-picker";
import { DEFAULT_VISIBILITY, PICKABLE_COLUMNS } from "@/components/calls-table/columns";
import { EmptyState } from "@/components/calls-table/empty-state";
import { ErrorState } from "@/components/calls-table/error-state";
import { InvalidParamsNotice } from "@/components/calls-table/invalid-params-notice";
import { PaginationBar } from "@/components/calls-table/pagination-bar";
import { RefreshStatus } from "@/components/calls-table/refresh-status";
import { TableSkeleton } from "@/components/calls-table/table-skeleton";
import { ActiveFilterChips } from "@/components/filters/active-filter-chips";
import { ExportButton } from "@/components/export/export-button";
import { FilterPanel } from "@/components/filters/filter-panel";
import { ViewsButton } from "@/components/saved-views/views-button";
import { SummaryPanel } from "@/components/summary/summary-panel";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { LiveSwitch } from "./live-switch";
import { ShowNewCalls } from "./show-new-calls";
import { type ServerError, useCallResults } from "./use-call-results";
import { useLiveCalls } from "./use-live-calls";

// Phones get cards instead of the table; their code loads only there, fetched as soon as this
// module runs on a phone rather than after hydration.
const loadCards = () => import("@/components/call-cards/call-cards");
// A failed fetch here is only a missed head start: the render's own load retries and reports.
if (typeof window !== "undefined" && window.matchMedia(PHONE_QUERY).matches) loadCards().catch(() => undefined);
const cardsLoading = <p className="rounded-md border border-slate-200 bg-white p-6 text-center text-sm text-slate-600">Loading calls…</p>;
const CallCards = dynamic(() => loadCards().then((m) => m.CallCards), { loading: () => cardsLoading });

const NO_FILTERS: Partial<ListQuery> = Object.fromEntries(FILTER_PARAMS.map((k) => [k, undefined]));

// The calls view: the URL holds the query; the server rendered its first page into the
// query cache; TanStack
// Query fetches every later one through /api/call-results, keeping the old rows on screen.
// With "Live updates" on (`live=1`), the first page refreshes every live interval
// (DASHBOARD_LIVE_INTERVAL_SECONDS, read by the server and passed in) through use-live-calls.
export function CallsView({
  serverError,
  forbidden = false,
  exportMaxRows,
  liveIntervalSeconds,
}: {
  /** The first page's failure on the server; its data, when it had it, is in the query cache. */
  serverError?: ServerError;
  forbidden?: boolean;
  exportMaxRows: number;
  liveIntervalSeconds: number;
}) {
  const { query, view, dropped, update, setView } = useListQueryState();
  const [notice, setNotice] = useState<ParamIssue[]>([]);
  // Set when a page the user's role may not open sent them here.
  const [refused, setRefused] = useState(forbidden);

  // Invalid parameters are dropped from the URL, with a notice that says which.
  useEffect(() => {
    if (dropped.length === 0) return;
    setNotice(dropped);
    window.history.replaceState(null, "", hrefFor(query, view));
  }, [dropped, query, view]);

  const { key, data: page, error, retry, fetching, updatedAt, errorUpdatedAt, placeholder } = useCallResults(query, serverError);
  const live = useLiveCalls({ key, query, data: page, dataUpdatedAt: updatedAt, placeholder, live: view.live, intervalSeconds: liveIntervalSeconds });
  // The rows on screen come from the live merge; the counts from the newest page.
  const data = live.page;

  const { visibility, set: setColumn } = useColumnVisibility(DEFAULT_VISIBILITY);
  const hasFilters = Object.keys(NO_FILTERS).some((k) => query[k as keyof ListQuery] !== undefined);
  const clearFilters = () => update(NO_FILTERS);
  // Stable while the order stands: the table is memoized, and a render of the view (such as
  // the phone layout's answer right after hydration) then leaves its rows alone.
  const onSort = useCallback(
    (sortBy: SortBy) => update(sortBy === query.sortBy ? { sortOrder: query.sortOrder === "asc" ? "desc" : "asc" } : { sortBy, sortOrder: "desc" }),
    [update, query.sortBy, query.sortOrder],
  );

  // Null until the browser says (the server render and hydration): then CSS decides, so a
  // phone's first paint shows a placeholder where the cards will be, never a wide table.
  const phone = usePhoneLayout();
  const wide = (table: ReactNode) => (
    <>
      <div className={phone === null ? "phone:hidden" : undefined}>{table}</div>
      {phone === null && <div className="hidden phone:block">{cardsLoading}</div>}
    </>
  );

  let content: ReactNode;
  if (error && !(data && fetching)) {
    content = <ErrorState key={`${key}-${errorUpdatedAt}`} {...error} onRetry={retry} />;
  } else if (!data) {
    const labels = PICKABLE_COLUMNS.filter(({ id }) => visibility[id] !== false).map(({ label }) => label);
    content = phone ? <CallCards calls={undefined} pageSize={query.pageSize} busy /> : wide(<TableSkeleton columns={labels} rows={query.pageSize} />);
  } else if (data.data.length === 0 && data.pagination.total === 0) {
    content = <EmptyState hasFilters={hasFilters} onClear={clearFilters} />;
  } else if (data.data.length === 0) {
    content = (
      <div role="status" className="rounded-md border border-slate-300 bg-white p-6 text-center">
        <p>
          Page {query.page} is past the end: there {data.pagination.totalPages === 1 ? "is 1 page" : `are ${data.pagination.totalPages} pages`}.
        </p>
        <Button onClick={() => update({ page: data.pagination.totalPages })} className="mt-3">
          Go to last page
        </Button>
      </div>
    );
  } else {
    content = (
      <>
        <ShowNewCalls count={live.held} onShow={live.letHeldIn} />
        {phone ? (
          <CallCards calls={live.rows} pageSize={query.pageSize} busy={fetching} highlighted={live.added} regionRef={live.tableRef} />
        ) : (
          wide(
            <CallsTable
              calls={live.rows}
              sortBy={query.sortBy}
              sortOrder={query.sortOrder}
              onSort={onSort}
              visibility={visibility}
              busy={fetching}
              highlighted={live.added}
              regionRef={live.tableRef}
              firstRow={(query.page - 1) * query.pageSize}
              total={data.pagination.total}
            />,
          )
        )}
      </>
    );
  }

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Calls</h1>
      {refused && (
        <Notice tone="warning" onDismiss={() => setRefused(false)}>
          <p>Your role does not give access to the page you asked for, so you are back at the calls.</p>
        </Notice>
      )}
      {notice.length > 0 && <InvalidParamsNotice issues={notice} onDismiss={() => setNotice([])} />}
      <FilterPanel query={query} onChange={(patch) => update(patch)} />
      <SummaryPanel query={query} enabled={data !== undefined || error !== undefined} onChange={update} refreshedAt={live.liveUpdatedAt} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ActiveFilterChips query={query} onRemove={(k) => update({ [k]: undefined })} onClearAll={clearFilters} />
        <div className="flex flex-wrap items-center gap-2">
          {/* Beside the live switch, both about which view this is; on a phone this keeps the
              toolbar to two rows, so the first call stays on the first screen. */}
          <ViewsButton query={query} view={view} visibility={visibility} />
          <LiveSwitch
            on={view.live}
            onToggle={(on) => setView({ live: on })}
            pause={live.pause}
            onFix={(patch) => update(patch)}
            state={live.state}
            intervalSeconds={liveIntervalSeconds}
          />
        </div>
        {/* The live view's one polite announcement per refresh. */}
        <span role="status" className="sr-only">
          {live.announcement}
        </span>
        <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
          <RefreshStatus updatedAt={Math.max(updatedAt, live.liveUpdatedAt)} fetching={fetching} onRefresh={retry} />
          <ExportButton search={key} total={data?.pagination.total} maxRows={exportMaxRows} visibility={visibility} />
          {/* Cards have no columns to pick, and no row keys. */}
          <div className="flex items-center gap-2 phone:hidden">
            <ColumnPicker visibility={visibility} onToggle={setColumn} />
            <ShortcutsHelp place="page" />
          </div>
        </div>
      </div>
      {content}
      {data && (data.data.length > 0 || data.pagination.total > 0) && (
        <PaginationBar
          page={query.page}
          pageSize={query.pageSize}
          total={data.pagination.total}
          totalPages={data.pagination.totalPages}
          shown={data.data.length}
          onPage={(page) => update({ page })}
          onPageSize={(pageSize) => update({ pageSize })}
        />
      )}
    </div>
  );
}
