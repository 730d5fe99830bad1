"use client";
// Every query the browser makes, as queryOptions factories: one key and one fetcher per
// kind of data, shared by the hooks that read it and the code that prefetches it.
import { queryOptions } from "@tanstack/react-query";
import { fetchCallResults, fetchRecordingByTask } from "./api-client";

/** One page of the list; `key` is the serialised list query (listQueryKey). */
export const callResultsOptions = (key: string) =>
  queryOptions({
    queryKey: ["call-results", key] as const,
    queryFn: ({ signal }) => fetchCallResults(key, signal),
  });

/** The recording of a call task, or that it is still pending. `round` restarts the polling. */
export const taskRecordingOptions = (callTaskId: string, round: number) =>
  queryOptions({
    queryKey: ["task-recording", callTaskId, round] as const,
    queryFn: ({ signal }) => fetchRecordingByTask(callTaskId, signal),
  });
