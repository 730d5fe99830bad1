import "server-only";
import type { ListQuery } from "@/lib/call-results/list-query";
import { listQueryKey } from "@/lib/call-results/list-query";
import type { ListResponse } from "@/lib/call-results/schemas";
import { type SharedCache, sharedCache } from "../shared-cache";
import { listCallResults, type UpstreamTrace } from "../upstream/upstream";
import { liveIntervalSeconds } from "./live-config";

// The list as live views refresh it. Every open live view asks for the same few pages once
// an interval; identical requests within one interval share one upstream request: a
// micro-cache of one interval on top of the in-flight coalescing of upstream.ts. Live
// refreshes are background work in the upstream budget: a user who is waiting (a filter
// change, a page, a recording) goes first.

// Live views are first pages of a few filter sets; a bound keeps odd ones from piling up
// (a 500-row page is about 400 KB, so this holds at most about 80 MB, and far less for
// the usual 20 rows).
const MAX_ENTRIES = 200;

let cache: SharedCache<ListResponse> = sharedCache<ListResponse>("live-list", MAX_ENTRIES);

export async function liveListCallResults(query: ListQuery, trace: UpstreamTrace): Promise<ListResponse> {
  const key = listQueryKey(query);
  const cached = await cache.get(key);
  if (cached) {
    trace.attempts = 0;
    return cached;
  }
  const result = await listCallResults(query, trace, "background");
  await cache.set(key, result, liveIntervalSeconds() * 1000);
  return result;
}

/** Tests start each case with an empty cache, as a fresh process would. */
export function resetLiveListCache(): void {
  cache = sharedCache<ListResponse>("live-list", MAX_ENTRIES);
}
