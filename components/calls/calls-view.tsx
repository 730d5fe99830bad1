"use client";
import dynamic from "next/dynamic";
import { useCallback, useEffect, useState } from "react";
import { DEFAULT_VISIBILITY } from "@/components/calls-table/columns";
import { FILTER_PARAMS, type SortBy } from "@/lib/call-results/constants";
import { hasIndexFilters, INDEX_FILTER_PARAMS } from "@/lib/call-results/index-filters";
import type { ListQuery, ParamIssue } from "@/lib/call-results/list-query";
import { rememberCallsView, takeReturnScroll } from "@/lib/client/calls-view-return";
import { rememberListShown } from "@/lib/client/list-shown";
import { useColumnVisibility } from "@/lib/client/use-column-visibility";
import { hrefFor, useListQueryState } from "@/lib/client/use-list-query-state";
import { CallsContent } from "./calls-content";
import { CallsToolbar } from "./calls-toolbar";
import { ViewNotices } from "./on-demand-parts";
import { type ServerError, useCallResults } from "./use-call-results";
import { useLiveCalls } from "./use-live-calls";

// Only a view the call index serves has it: its code stays out of every other view's load.
// A boundary of its own, as tall as the line, so nothing else waits for it or moves when it comes.
const IndexSourceLine = dynamic(() => import("@/components/call-search/index-source-line").then((m) => m.IndexSourceLine), {
  loading: () => <div className="index-source" />,
});

const NO_FILTERS: Partial<ListQuery> = { ...Object.fromEntries([...FILTER_PARAMS, ...INDEX_FILTER_PARAMS].map((k) => [k, undefined])), created: undefined };

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
  indexOn,
}: {
  /** The first page's failure on the server; its data, when it had it, is in the query cache. */
  serverError?: ServerError;
  forbidden?: boolean;
  exportMaxRows: number;
  liveIntervalSeconds: number;
  /** Whether the call index is on (DASHBOARD_INDEX): its filters show only then. */
  indexOn: boolean;
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
  const live = useLiveCalls({ key, data: page, placeholder });
  // What the live view, once switched on, refreshes from and reports to.
  const feed = {
    viewKey: key,
    query,
    data: page,
    dataUpdatedAt: updatedAt,
    placeholder,
    intervalSeconds: liveIntervalSeconds,
    table: live.table,
    onReport: live.report,
    onAnnounce: live.announce,
  };
  // The rows on screen come from the live merge; the counts from the newest page.
  const data = live.page;
  const shown = data !== undefined;

  // "← All calls" and the back button return to this exact view (lib/client/calls-view-return.ts):
  // the view records its URL as it changes and its scroll as the user leaves; arriving back
  // through them, the scroll is restored once the rows are there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the view's URL: each new view is recorded, as it changes.
  useEffect(() => {
    if (!shown) return;
    const y = takeReturnScroll();
    if (y !== undefined) window.scrollTo(0, y);
    rememberCallsView();
    // The player's Previous/Next walk this view from now on (not a Reviews list seen before).
    rememberListShown(null);
    window.addEventListener("pagehide", rememberCallsView);
    const onClick = (e: MouseEvent) => e.target instanceof Element && e.target.closest("a[href]") && rememberCallsView();
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("pagehide", rememberCallsView);
      document.removeEventListener("click", onClick, true);
    };
  }, [shown, key]);

  const { visibility, set: setColumn } = useColumnVisibility(DEFAULT_VISIBILITY);
  const hasFilters = Object.keys(NO_FILTERS).some((k) => query[k as keyof ListQuery] !== undefined);
  const clearFilters = () => update(NO_FILTERS);
  // Stable while the order stands: the table is memoized, and a render of the view (such as
  // the phone layout's answer right after hydration) then leaves its rows alone.
  const onSort = useCallback(
    (sortBy: SortBy) => update(sortBy === query.sortBy ? { sortOrder: query.sortOrder === "asc" ? "desc" : "asc" } : { sortBy, sortOrder: "desc" }),
    [update, query.sortBy, query.sortOrder],
  );

  return (
    <div className="calls-view">
      <h1 className="text-2xl font-semibold">Calls</h1>
      {(refused || notice.length > 0) && (
        <ViewNotices refused={refused} onDismissRefused={() => setRefused(false)} issues={notice} onDismissIssues={() => setNotice([])} />
      )}
      <CallsToolbar
        {...{ query, view, update, setView, live, feed, updatedAt, fetching, retry, exportMaxRows, visibility, setColumn, indexOn }}
        onClear={clearFilters}
        answered={shown || error !== undefined}
        searchKey={key}
        total={data?.pagination.total}
      />
      {indexOn && hasIndexFilters(query) && <IndexSourceLine query={query} />}
      <CallsContent
        {...{ query, data, error, retry, fetching, live, visibility, hasFilters, onSort, update }}
        errorKey={`${key}-${errorUpdatedAt}`}
        onClear={clearFilters}
      />
    </div>
  );
}
