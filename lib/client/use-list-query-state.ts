"use client";
// The URL is the state of the calls view: filters, sort and paging live in query
// parameters named as in the API. Changes are pushed with history.pushState, which Next
// syncs into useSearchParams without a server round trip, so TanStack Query does the
// fetching and back/forward just work.
import { useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import { listQueryToSearchParams, parseListQueryLenient, type ListQuery } from "@/lib/call-results/list-query";

export interface ListQueryState {
  query: ListQuery;
  /** Parameters in the URL that were invalid and are ignored. */
  dropped: Array<{ param: string; message: string }>;
  /** Applies a change; any filter, sort or page-size change goes back to page 1. */
  update: (patch: Partial<ListQuery>, options?: { keepPage?: boolean; replace?: boolean }) => void;
}

export function hrefFor(query: Partial<ListQuery>): string {
  const search = listQueryToSearchParams(query).toString();
  return search ? `?${search}` : window.location.pathname;
}

export function useListQueryState(): ListQueryState {
  const searchParams = useSearchParams();
  const { query, dropped } = useMemo(() => parseListQueryLenient(new URLSearchParams(searchParams.toString())), [searchParams]);

  const update = useCallback<ListQueryState["update"]>(
    (patch, options = {}) => {
      const next: ListQuery = { ...query, ...patch };
      if (!options.keepPage && !("page" in patch)) next.page = 1;
      const href = hrefFor(next);
      if (options.replace) window.history.replaceState(null, "", href);
      else window.history.pushState(null, "", href);
    },
    [query],
  );

  return { query, dropped, update };
}
