import "server-only";
import { LIST_QUERY_DEFAULTS } from "@/lib/call-results/list-query";
import type { CallResult } from "@/lib/call-results/schemas";
import { TtlCache } from "./ttl-cache";
import { listCallResults } from "./upstream/upstream";
import type { Priority } from "./upstream/upstream-budget";

// The facts of calls named by id (the Reviews page's rows, its export), from the service's
// list operation filtered by callId: the spec has no "get" and no filter by several ids,
// so each call is one request. Kept briefly, for everyone (one key, one project): paging
// back and forth or exporting what was just looked at asks the service nothing again. A
// call the service does not know is remembered as null for as long.

const FACTS_TTL_MS = 60_000;
const FACTS_CACHE_ENTRIES = 5_000;
/** Requests of one look-up in flight at once: a page waits on the slowest few, not on 25 in a row. */
const CONCURRENCY = 4;

const cache = new TtlCache<CallResult | null>(FACTS_CACHE_ENTRIES);

/**
 * Each call's facts, or null for a call the service does not know. The requests it sends
 * are paid for before any leaves, one of the user's tokens each (`pay`: spendToken, or an
 * export's payer that waits for tokens instead of refusing).
 */
export async function callFacts(
  ids: readonly string[],
  { pay, priority, signal }: { pay: (points: number) => Promise<void>; priority: Priority; signal?: AbortSignal },
): Promise<Map<string, CallResult | null>> {
  const facts = new Map<string, CallResult | null>();
  const missing: string[] = [];
  for (const id of new Set(ids)) {
    const hit = cache.get(id);
    if (hit === undefined) missing.push(id);
    else facts.set(id, hit);
  }
  if (missing.length === 0) return facts;
  await pay(missing.length);
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const id = missing[next++]!;
      const { data } = await listCallResults({ ...LIST_QUERY_DEFAULTS, callId: id, pageSize: 1 }, {}, priority, signal);
      const call = data.find((c) => c.callId === id) ?? null;
      cache.set(id, call, FACTS_TTL_MS);
      facts.set(id, call);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, missing.length) }, worker));
  return facts;
}
