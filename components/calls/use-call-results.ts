"use client";
// The calls view's data: the page the server rendered is in the query cache already
// (dehydrated by app/(dashboard)/page.tsx), later pages come through /api/call-results with
// the old rows kept on screen, the next page is fetched ahead, and any failure becomes one
// error view.
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { type ListQuery, listQueryKey } from "@/lib/call-results/list-query";
import { type ErrorView, toErrorView } from "@/lib/client/error-view";
import { useTimeZone } from "@/lib/client/time-zone";
import { whenIdle } from "@/lib/client/when-idle";
import { callResultsOptions } from "@/lib/dashboard-api/call-results";

/**
 * The server's failure to render the first page, for the query it tried (listQueryKey).
 * Not in the query cache: TanStack dehydrates only successful queries, and this error must
 * stand until the user retries, not be asked again upstream at hydration.
 */
export interface ServerError {
  key: string;
  error: ErrorView;
}

export function useCallResults(query: ListQuery, serverFailure?: ServerError) {
  const key = listQueryKey(query);
  const { zone } = useTimeZone();
  const queryClient = useQueryClient();
  // The server's error stands until the user retries or the query changes.
  const [failure, setFailure] = useState(serverFailure);
  const serverError = failure && failure.key === key ? failure.error : undefined;

  const result = useQuery({
    ...callResultsOptions(key, zone),
    placeholderData: keepPreviousData,
    enabled: serverError === undefined,
  });
  const data = result.data;

  // The next page is usually wanted next: fetch it ahead, once the page on screen is done.
  useEffect(() => {
    const pages = data?.pagination.totalPages ?? 0;
    if (result.isPlaceholderData || query.page >= pages) return;
    return whenIdle(() => void queryClient.prefetchQuery(callResultsOptions(listQueryKey({ ...query, page: query.page + 1 }), zone)), 1_000);
  }, [data, result.isPlaceholderData, query, queryClient, zone]);

  const retry = useCallback(() => {
    setFailure(undefined);
    void result.refetch();
  }, [result]);

  const error = serverError ?? (result.error ? toErrorView(result.error, "The calls could not be loaded. Try again.") : undefined);
  return {
    key,
    data,
    error,
    retry,
    fetching: result.isFetching,
    updatedAt: data ? result.dataUpdatedAt : 0,
    errorUpdatedAt: result.errorUpdatedAt,
    placeholder: result.isPlaceholderData,
  };
}
