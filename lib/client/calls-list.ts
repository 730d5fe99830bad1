"use client";
// The list the player's "Previous call"/"Next call" and a call's page walk through: the list
// the user was last on in this tab, either the calls view (its filters and order, as
// calls-view-return.ts remembers its URL) or the Reviews list (its filters, newest activity
// first), and the page each step landed on, so the next step looks for the call there first.
// All in this tab's sessionStorage, like the view itself.
import type { QueryClient } from "@tanstack/react-query";
import { listQueryKey, parseListQueryLenient } from "@/lib/call-results/list-query";
import type { CallResult } from "@/lib/call-results/schemas";
import { callResultsOptions } from "@/lib/dashboard-api/call-results";
import { reviewedCallsOptions } from "@/lib/dashboard-api/reviews";
import { callsViewHref } from "./calls-view-back";
import type { FetchPage } from "./list-neighbours";
import { reviewsSearchShown } from "./reviews-shown";

const POSITION = "calls-list:position";
// Pages a real list can have; a larger number in storage was not written by this code.
const MAX_PAGE = 1_000_000;

/** A call of a list: its id, and its facts where the list has them (a Reviews row whose call the service did not give has none). */
export interface ListedCall {
  callId: string;
  call: CallResult | null;
}

/** The one rule of every "Next call" (the player's and a call's page): a call with a recording. A call whose facts the list lacks (a Reviews row the service did not give) has none to play either. */
export const hasRecording = (listed: ListedCall) => listed.call?.audioAvailable === true;

/** "Skipped 2 calls without a recording. ", or nothing when none was. */
export const skippedText = (n: number) => (n === 0 ? "" : `Skipped ${n} ${n === 1 ? "call" : "calls"} without a recording. `);

export interface CallsList {
  /** The list without its page: the same list on any page. */
  key: string;
  /** The page the user was on. */
  page: number;
  /** Its pages, through the query cache: the pages on screen are reused, not fetched again. */
  pages: (queryClient: QueryClient, zone: string) => FetchPage<ListedCall>;
}

function callsViewList(): CallsList {
  const href = callsViewHref();
  const at = href.indexOf("?");
  const { query } = parseListQueryLenient(new URLSearchParams(at < 0 ? "" : href.slice(at + 1)), { relative: true, index: true });
  return {
    key: listQueryKey({ ...query, page: undefined }),
    page: query.page,
    pages: (queryClient, zone) => async (page) => {
      const answer = await queryClient.fetchQuery(callResultsOptions(listQueryKey({ ...query, page }), zone));
      return { data: answer.data.map((call) => ({ callId: call.callId, call })), pagination: answer.pagination };
    },
  };
}

/** The Reviews query on another page, in the order reviewsSearch writes it, so it is the page's own cache key. */
function reviewsSearchAt(search: string, page: number): string {
  const params = new URLSearchParams(search);
  const pageSize = params.get("pageSize");
  params.delete("page");
  params.delete("pageSize");
  if (page !== 1) params.set("page", String(page));
  if (pageSize !== null) params.set("pageSize", pageSize);
  return params.toString();
}

function reviewsList(search: string): CallsList {
  const page = Number(new URLSearchParams(search).get("page") ?? 1);
  return {
    key: `reviews?${reviewsSearchAt(search, 1)}`,
    page: Number.isSafeInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    pages: (queryClient) => async (page) => {
      const answer = await queryClient.fetchQuery(reviewedCallsOptions(reviewsSearchAt(search, page)));
      return {
        data: answer.calls.map(({ callId, call }) => ({ callId, call })),
        pagination: { totalPages: Math.max(1, Math.ceil(answer.total / answer.pageSize)) },
      };
    },
  };
}

/** The list last seen in this tab: the Reviews list, the calls view, or the default view if neither. */
export function rememberedList(): CallsList {
  const search = reviewsSearchShown();
  return search !== null ? reviewsList(search) : callsViewList();
}

/** Notes the page a step landed on. */
export function rememberPosition(list: CallsList, callId: string, page: number): void {
  try {
    sessionStorage.setItem(POSITION, JSON.stringify({ key: list.key, callId, page }));
  } catch {
    // Storage off: the next step looks on the view's own page and the pages either side.
  }
}

/** Where to look for the call first: the page a step last landed it on in this list, else the view's page. */
export function pageHint(list: CallsList, callId: string): number {
  try {
    const saved = JSON.parse(sessionStorage.getItem(POSITION) ?? "null") as { key?: unknown; callId?: unknown; page?: unknown } | null;
    const page = saved?.page;
    if (saved?.key === list.key && saved.callId === callId && Number.isSafeInteger(page) && (page as number) >= 1 && (page as number) <= MAX_PAGE) {
      return page as number;
    }
  } catch {}
  return list.page;
}
