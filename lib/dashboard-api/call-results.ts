// The calls list: its query keys and queryOptions factory, shared by the hooks that read it,
// the code that prefetches it, and the server that renders the first page into the same
// cache (app/(dashboard)/page.tsx). One call and the recordings are in recordings.ts, apart:
// the calls page needs them only once something plays.
import { queryOptions } from "@tanstack/react-query";
import type { ListResponse } from "@/lib/call-results/schemas";
import { isCreatedPreset, resolveCreatedPreset } from "@/lib/created-range";
import { requestJson } from "./fetch";
import { DASHBOARD_PATHS, withSearch } from "./paths";

/**
 * `search` is a serialised list query (listQueryKey). `live` marks a live view's periodic
 * refresh, which the server may answer from its one-interval micro-cache.
 */
export function fetchCallResults(search: string, signal?: AbortSignal, options: { live?: boolean } = {}): Promise<ListResponse> {
  const params = new URLSearchParams(search);
  if (options.live) params.set("live", "1");
  return requestJson<ListResponse>(withSearch(DASHBOARD_PATHS.callResults, params), { signal });
}

/**
 * The list's search for a request now: a relative range (`created=24h`) becomes the absolute
 * createdFrom/createdTo it means at this moment in `zone`, so each fetch of the same key
 * covers the range as of that fetch; an hour or weekday filter is on `zone`'s clock.
 */
export function searchNow(key: string, zone: string | null): string {
  if (zone === null) return key;
  const params = new URLSearchParams(key);
  const created = params.get("created");
  params.set("zone", zone);
  if (created !== null && isCreatedPreset(created)) {
    params.delete("created");
    const range = resolveCreatedPreset(created, Date.now(), zone);
    params.set("createdFrom", range.createdFrom);
    params.set("createdTo", range.createdTo);
  }
  return params.toString();
}

/** The zone a key depends on: a relative range's, or an hour or weekday's; other keys stay one cache entry across zones. */
export function rangeZone(key: string, zone: string): string | null {
  return /\b(created|hour|weekday)=/.test(key) ? zone : null;
}

/** One page of the list; `key` is the serialised list query (listQueryKey), `zone` places a relative range's days. */
export const callResultsOptions = (key: string, zone: string) =>
  queryOptions({
    queryKey: ["call-results", key, rangeZone(key, zone)] as const,
    queryFn: ({ signal }) => fetchCallResults(searchNow(key, rangeZone(key, zone)), signal),
  });
