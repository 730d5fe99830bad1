// The call before or after a call in a list of calls (the calls view's filters and order, or
// the Reviews list's), across page boundaries: the player's "Previous call"/"Next call" and a
// call's page walk the list with it. Pages come from the caller (through the query cache, so pages already on
// screen cost nothing). A call is looked for on the page it was last seen on and, as the list
// moves under it (new calls, a step across a boundary), on the pages either side.
import type { CallResult } from "@/lib/call-results/schemas";

/** A page of a list: its calls (or entries naming one) and how many pages the list has. */
interface ListPage<T> {
  data: T[];
  pagination: { totalPages: number };
}

/** One page of the list (1-based). A calls view's answer (ListResponse) is one. */
export type FetchPage<T extends { callId: string } = CallResult> = (page: number) => Promise<ListPage<T>>;

export type Neighbour<T = CallResult> =
  /** The neighbour, the page it is on, and how many calls were passed over to reach it. */
  | { kind: "call"; call: T; page: number; skipped: number }
  /** The list ends (or begins) before another call that qualifies. */
  | { kind: "end"; skipped: number }
  /** SCAN_PAGES pages further on, still none qualifies: the walk stops there. */
  | { kind: "far"; skipped: number }
  /** The call is not in the list where it was last seen. */
  | { kind: "missing" };

// A list of thousands of calls without a recording must not turn one press into as many
// requests: the walk reads this many pages past the call's own at most.
export const SCAN_PAGES = 5;

/** The call's page, its answer and its index there, looked for on `hint`, then the pages either side. */
async function locate<T extends { callId: string }>(
  fetchPage: FetchPage<T>,
  callId: string,
  hint: number,
): Promise<{ page: number; index: number; response: ListPage<T> } | undefined> {
  const first = await fetchPage(hint);
  const at = first.data.findIndex((c) => c.callId === callId);
  if (at >= 0) return { page: hint, index: at, response: first };
  for (const page of [hint + 1, hint - 1]) {
    if (page < 1 || page > first.pagination.totalPages) continue;
    const response = await fetchPage(page);
    const index = response.data.findIndex((c) => c.callId === callId);
    if (index >= 0) return { page, index, response };
  }
  return undefined;
}

/**
 * The first call after (direction 1) or before (-1) `from` that `qualifies` (all calls, by
 * default); the calls passed over on the way are counted.
 */
export async function findNeighbour<T extends { callId: string } = CallResult>(
  fetchPage: FetchPage<T>,
  from: { callId: string; page: number },
  direction: 1 | -1,
  qualifies: (call: T) => boolean = () => true,
): Promise<Neighbour<T>> {
  const spot = await locate(fetchPage, from.callId, Math.max(1, from.page));
  if (!spot) return { kind: "missing" };
  let { page, index, response } = spot;
  let skipped = 0;
  for (let read = 0; ; ) {
    for (index += direction; index >= 0 && index < response.data.length; index += direction) {
      const call = response.data[index]!;
      if (qualifies(call)) return { kind: "call", call, page, skipped };
      skipped += 1;
    }
    page += direction;
    if (page < 1 || page > response.pagination.totalPages) return { kind: "end", skipped };
    if (++read > SCAN_PAGES) return { kind: "far", skipped };
    response = await fetchPage(page);
    index = direction === 1 ? -1 : response.data.length;
  }
}
