"use client";
// The list the player's "Previous call"/"Next call" and a call's page walk through: the calls
// view the user was last on (its filters and order, as calls-view-return.ts remembers its
// URL), and the page each step landed on, so the next step looks for the call there first.
// Both in this tab's sessionStorage, like the view itself.
import type { QueryClient } from "@tanstack/react-query";
import { type ListQuery, listQueryKey, parseListQueryLenient } from "@/lib/call-results/list-query";
import { callResultsOptions } from "@/lib/dashboard-api/call-results";
import { callsViewHref } from "./calls-view-return";
import type { FetchPage } from "./list-neighbours";

const POSITION = "calls-list:position";
// Pages a real list can have; a larger number in storage was not written by this code.
const MAX_PAGE = 1_000_000;

export interface CallsList {
  query: ListQuery;
  /** The list without its page: the same list on any page. */
  key: string;
}

/** The calls view last seen in this tab (the default view if none). */
export function rememberedList(): CallsList {
  const href = callsViewHref();
  const at = href.indexOf("?");
  const { query } = parseListQueryLenient(new URLSearchParams(at < 0 ? "" : href.slice(at + 1)), { relative: true });
  return { query, key: listQueryKey({ ...query, page: undefined }) };
}

/** The list's pages through the query cache: the calls view's own pages are reused, not fetched again. */
export function listPages(queryClient: QueryClient, list: CallsList, zone: string): FetchPage {
  return (page) => queryClient.fetchQuery(callResultsOptions(listQueryKey({ ...list.query, page }), zone));
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
  return list.query.page;
}
