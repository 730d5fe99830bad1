"use client";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import type { SortBy } from "@/lib/call-results/constants";
import { listQueryKey, type ListQuery, type ParamIssue } from "@/lib/call-results/list-query";
import type { ListResponse } from "@/lib/call-results/schemas";
import { ApiError, fetchCallResults } from "@/lib/client/api-client";
import { useColumnVisibility } from "@/lib/client/use-column-visibility";
import { hrefFor, useListQueryState } from "@/lib/client/use-list-query-state";
import type { DashboardErrorCode } from "@/lib/errors";
import { CallsTable } from "@/components/calls-table/calls-table";
import { ColumnPicker } from "@/components/calls-table/column-picker";
import { COLUMN_LABELS, HIDDEN_BY_DEFAULT } from "@/components/calls-table/columns";
import { EmptyState } from "@/components/calls-table/empty-state";
import { ErrorState } from "@/components/calls-table/error-state";
import { InvalidParamsNotice } from "@/components/calls-table/invalid-params-notice";
import { PaginationBar } from "@/components/calls-table/pagination-bar";
import { RefreshStatus } from "@/components/calls-table/refresh-status";
import { TableSkeleton } from "@/components/calls-table/table-skeleton";
import { ActiveFilterChips } from "@/components/filters/active-filter-chips";
import { FilterPanel } from "@/components/filters/filter-panel";

export interface InitialPage {
  /** listQueryKey of the query the server rendered. */
  key: string;
  fetchedAt: number;
  data?: ListResponse;
  error?: { code: DashboardErrorCode; message: string; retryAfterSeconds?: number };
}

const NO_FILTERS: Partial<ListQuery> = {
  callId: undefined,
  callTaskId: undefined,
  endUserId: undefined,
  agentId: undefined,
  status: undefined,
  createdFrom: undefined,
  createdTo: undefined,
};

const callResultsQuery = (key: string) => ({
  queryKey: ["call-results", key] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchCallResults(key, signal),
});

// The calls view: the URL holds the query; the server rendered its first page; TanStack
// Query fetches every later one through /api/call-results, keeping the old rows on screen.
export function CallsView({ initial, forbidden = false }: { initial: InitialPage; forbidden?: boolean }) {
  const { query, dropped, update } = useListQueryState();
  const key = listQueryKey(query);
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<ParamIssue[]>([]);
  // Set when a page the user's role may not open sent them here.
  const [refused, setRefused] = useState(forbidden);
  const [serverError, setServerError] = useState(initial.error);
  const showServerError = serverError !== undefined && initial.key === key;

  // Invalid parameters are dropped from the URL, with a notice that says which.
  useEffect(() => {
    if (dropped.length === 0) return;
    setNotice(dropped);
    window.history.replaceState(null, "", hrefFor(query));
  }, [dropped, query]);

  const result = useQuery({
    ...callResultsQuery(key),
    placeholderData: keepPreviousData,
    initialData: initial.data && initial.key === key ? initial.data : undefined,
    initialDataUpdatedAt: initial.fetchedAt,
    enabled: !showServerError,
  });
  const data = result.data;

  // The next page is usually wanted next: fetch it ahead.
  useEffect(() => {
    const pages = data?.pagination.totalPages ?? 0;
    if (result.isPlaceholderData || query.page >= pages) return;
    void queryClient.prefetchQuery(callResultsQuery(listQueryKey({ ...query, page: query.page + 1 })));
  }, [data, result.isPlaceholderData, query, queryClient]);

  const { visibility, set: setColumn } = useColumnVisibility(HIDDEN_BY_DEFAULT);
  const hasFilters = Object.keys(NO_FILTERS).some((k) => query[k as keyof ListQuery] !== undefined);
  const clearFilters = () => update(NO_FILTERS);
  const retry = useCallback(() => {
    setServerError(undefined);
    void result.refetch();
  }, [result]);

  const onSort = (sortBy: SortBy) =>
    update(sortBy === query.sortBy ? { sortOrder: query.sortOrder === "asc" ? "desc" : "asc" } : { sortBy, sortOrder: "desc" });

  const error = showServerError
    ? serverError
    : result.error instanceof ApiError
      ? { code: result.error.code, message: result.error.message, retryAfterSeconds: result.error.retryAfterSeconds }
      : result.error
        ? { code: "internal_error" as const, message: "The calls could not be loaded. Try again." }
        : undefined;

  let content: ReactNode;
  if (error && !(data && result.isFetching)) {
    content = <ErrorState key={`${key}-${result.errorUpdatedAt}`} {...error} onRetry={retry} />;
  } else if (!data) {
    const labels = Object.keys(COLUMN_LABELS)
      .filter((id) => visibility[id] !== false)
      .map((id) => COLUMN_LABELS[id]!);
    content = <TableSkeleton columns={labels} rows={query.pageSize} />;
  } else if (data.data.length === 0 && data.pagination.total === 0) {
    content = <EmptyState hasFilters={hasFilters} onClear={clearFilters} />;
  } else if (data.data.length === 0) {
    content = (
      <div role="status" className="rounded-md border border-slate-300 bg-white p-6 text-center">
        <p>
          Page {query.page} is past the end: there {data.pagination.totalPages === 1 ? "is 1 page" : `are ${data.pagination.totalPages} pages`}.
        </p>
        <button
          type="button"
          onClick={() => update({ page: data.pagination.totalPages })}
          className="mt-3 rounded-md bg-sky-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
        >
          Go to last page
        </button>
      </div>
    );
  } else {
    content = (
      <CallsTable calls={data.data} sortBy={query.sortBy} sortOrder={query.sortOrder} onSort={onSort} visibility={visibility} busy={result.isFetching} />
    );
  }

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Calls</h1>
      {refused && (
        <div role="status" className="flex items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p>Your role does not give access to the page you asked for, so you are back at the calls.</p>
          <button
            type="button"
            onClick={() => setRefused(false)}
            className="rounded px-2 py-1 font-medium hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-700"
          >
            Dismiss
          </button>
        </div>
      )}
      {notice.length > 0 && <InvalidParamsNotice issues={notice} onDismiss={() => setNotice([])} />}
      <FilterPanel query={query} onChange={(patch) => update(patch)} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ActiveFilterChips query={query} onRemove={(k) => update({ [k]: undefined })} onClearAll={clearFilters} />
        <div className="ml-auto flex items-center gap-2">
          <RefreshStatus updatedAt={data ? result.dataUpdatedAt : 0} fetching={result.isFetching} onRefresh={retry} />
          <ColumnPicker visibility={visibility} onToggle={setColumn} />
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
