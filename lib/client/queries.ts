"use client";
// Every query the browser makes, as queryOptions factories: one key and one fetcher per
// kind of data, shared by the hooks that read it and the code that prefetches it.
import { queryOptions } from "@tanstack/react-query";
import { fetchCallResults, fetchRecordingByTask, fetchSummary } from "./api-client";

/** One page of the list; `key` is the serialised list query (listQueryKey). */
export const callResultsOptions = (key: string) =>
  queryOptions({
    queryKey: ["call-results", key] as const,
    queryFn: ({ signal }) => fetchCallResults(key, signal),
  });

/**
 * The same page as a live view refreshes it (`live=1`): its own cache entry, so that the
 * page on screen changes only through the live merge (components/calls/use-live-calls.ts).
 */
export const liveCallResultsOptions = (key: string) =>
  queryOptions({
    queryKey: ["call-results", key, "live"] as const,
    queryFn: ({ signal }) => fetchCallResults(key, signal, { live: true }),
  });

/** The recording of a call task, or that it is still pending. `round` restarts the polling. */
export const taskRecordingOptions = (callTaskId: string, round: number) =>
  queryOptions({
    queryKey: ["task-recording", callTaskId, round] as const,
    queryFn: ({ signal }) => fetchRecordingByTask(callTaskId, signal),
  });

/** The summary above the table: `key` is the serialised list query, `zone` cuts the chart's days. */
export const summaryOptions = (key: string, zone: string) =>
  queryOptions({
    queryKey: ["summary", key, zone] as const,
    queryFn: ({ signal }) => fetchSummary(key, zone, signal),
    // The server caches counts for 15 s (recent) to 10 min (settled); asking sooner gains nothing.
    staleTime: 15_000,
  });
