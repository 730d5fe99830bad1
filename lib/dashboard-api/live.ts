// The live refreshes (`live=1`): the calls view's first page and one call in progress.
// Each has its own cache entry, so the page on screen changes only through the live merge
// (components/calls/use-live-calls.ts), and useLiveQuery drives their interval.
import { queryOptions } from "@tanstack/react-query";
import { listQueryKey } from "@/lib/call-results/list-query";
import type { CallResult } from "@/lib/call-results/schemas";
import { fetchCallResults, rangeZone, searchNow } from "./call-results";

/** The view's page as a live view refreshes it; `key` is the serialised list query, `zone` places a relative range. */
export const liveCallResultsOptions = (key: string, zone: string) =>
  queryOptions({
    queryKey: ["call-results", key, rangeZone(key, zone), "live"] as const,
    queryFn: ({ signal }) => fetchCallResults(searchNow(key, rangeZone(key, zone)), signal, { live: true }),
  });

/**
 * One call, refreshed on its detail page. The spec has no "get": the list filtered by the
 * call id, as a live refresh. Undefined once the service no longer lists it.
 */
export const liveCallOptions = (callId: string) =>
  queryOptions({
    queryKey: ["call", callId, "live"] as const,
    queryFn: async ({ signal }): Promise<CallResult | undefined> =>
      (await fetchCallResults(listQueryKey({ callId, pageSize: 1 }), signal, { live: true })).data[0],
  });
