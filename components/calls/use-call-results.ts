"use client";
// The calls view's data: the page the server rendered is handed over to TanStack Query,
// later pages come through /api/call-results with the old rows kept on screen, the next
// page is fetched ahead, and any failure becomes one error view.
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { type ListQuery, listQueryKey } from "@/lib/call-results/list-query";
import type { ListResponse } from "@/lib/call-results/schemas";
import { type ErrorView, toErrorView } from "@/lib/client/error-view";
import { callResultsOptions } from "@/lib/client/queries";
import { whenIdle } from "@/lib/client/when-idle";

export interface InitialPage {
  /** listQueryKey of the query the server rendered. */
  key: string;
  fetchedAt: number;
  data?: ListResponse;
  error?: ErrorView;
}

export function useCallResults(query: ListQuery, initial: InitialPage) {
  const key = listQueryKey(query);
  const queryClient = useQueryClient();
  // The server's error stands until the user retries or the query changes.
  const [serverError, setServerError] = useState(initial.error);
  const showServerError = serverError !== undefined && initial.key === key;

  const result = useQuery({
    ...callResultsOptions(key),
    placeholderData: keepPreviousData,
    initialData: initial.data && initial.key === key ? initial.data : undefined,
    initialDataUpdatedAt: initial.fetchedAt,
    enabled: !showServerError,
  });
  const data = result.data;

  // The next page is usually wanted next: fetch it ahead, once the page on screen is done.
  useEffect(() => {
    const pages = data?.pagination.totalPages ?? 0;
    if (result.isPlaceholderData || query.page >= pages) return;
    return whenIdle(() => void queryClient.prefetchQuery(callResultsOptions(listQueryKey({ ...query, page: query.page + 1 }))), 1_000);
  }, [data, result.isPlaceholderData, query, queryClient]);

  const retry = useCallback(() => {
    setServerError(undefined);
    void result.refetch();
  }, [result]);

  const error = showServerError ? serverError : result.error ? toErrorView(result.error, "The calls could not be loaded. Try again.") : undefined;
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
