"use client";
// A query refreshed on the live interval (the calls view, a call in progress): paused
// while the tab is hidden, and after a failure backing off (a rate limit's Retry-After,
// or the interval doubled per failure) with the state for the UI to show.
import { type Query, type QueryFunction, type QueryFunctionContext, type QueryKey, useQuery } from "@tanstack/react-query";
import { useCallback, useRef } from "react";
import { ApiError } from "@/lib/dashboard-api/fetch";
import { DEFAULT_RETRY_AFTER_SECONDS } from "@/lib/retry-after";
import { liveRetryDelayMs } from "./live-view";
import { useDocumentVisible } from "./use-document-visible";

export type LiveState = { kind: "off" } | { kind: "hidden" } | { kind: "running" } | { kind: "retrying"; rateLimited: boolean; retryAt: number };

interface LiveQueryOptions<T, K extends QueryKey> {
  queryKey: K;
  queryFn: QueryFunction<T, K>;
  intervalMs: number;
  /** False stops the refreshes (switch off, a view that cannot be live, a call that ended). */
  enabled: boolean;
  initialData?: T;
  initialDataUpdatedAt?: number;
  /** Refreshes stop once the data says nothing more will change (a call that ended). */
  continueWhile?: (data: T) => boolean;
}

const retryAfterOf = (error: unknown) =>
  error instanceof ApiError && error.code === "rate_limited" ? (error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS) : undefined;

export function useLiveQuery<T, K extends QueryKey>({
  queryKey,
  queryFn,
  intervalMs,
  enabled,
  initialData,
  initialDataUpdatedAt,
  continueWhile,
}: LiveQueryOptions<T, K>) {
  const visible = useDocumentVisible();
  // Failed refreshes in a row; the next success resets it.
  const failures = useRef(0);
  const fetchCounted = useCallback(
    async (context: QueryFunctionContext<K>) => {
      try {
        const data = await queryFn(context);
        failures.current = 0;
        return data;
      } catch (error) {
        if (!context.signal.aborted) failures.current += 1;
        throw error;
      }
    },
    [queryFn],
  );
  const result = useQuery({
    queryKey,
    queryFn: fetchCounted,
    enabled: enabled && visible,
    initialData,
    initialDataUpdatedAt,
    // The first refresh comes one interval after the data on screen, not at once.
    staleTime: intervalMs,
    refetchInterval: (query: Query<T, Error, T, K>) => {
      const data = query.state.data;
      if (continueWhile && data !== undefined && !continueWhile(data)) return false;
      return query.state.status === "error" ? liveRetryDelayMs(intervalMs, failures.current, retryAfterOf(query.state.error)) : intervalMs;
    },
    // Hidden tabs are paused through `enabled`, which also stops the interval's timer.
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    retry: false,
    // A page left behind is not shown again from the cache: it would be older than the rows.
    gcTime: 0,
  });

  let state: LiveState;
  if (!enabled) state = { kind: "off" };
  else if (!visible) state = { kind: "hidden" };
  else if (result.status === "error" && !result.isFetching) {
    const retryAfter = retryAfterOf(result.error);
    state = {
      kind: "retrying",
      rateLimited: retryAfter !== undefined,
      retryAt: result.errorUpdatedAt + liveRetryDelayMs(intervalMs, Math.max(1, failures.current), retryAfter),
    };
  } else state = { kind: "running" };
  return { result, state };
}
