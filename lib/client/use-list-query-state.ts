"use client";
// The URL is the state of the calls view: filters, sort and paging live in query
// parameters named as in the API. Changes are pushed with history.pushState, which Next
// syncs into useSearchParams without a server round trip, so TanStack Query does the
// fetching and back/forward just work. Beside the list's own parameters, the URL holds
// the view's settings (`live=1`, `columns`; lib/call-results/view-settings.ts).
import { useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import { type ListQuery, listQueryToSearchParams, type ParamIssue, parseListQueryLenient } from "@/lib/call-results/list-query";
import { appendViewSettings, DEFAULT_VIEW, parseViewSettings, type ViewSettings } from "@/lib/call-results/view-settings";

export interface ListQueryState {
  query: ListQuery;
  view: ViewSettings;
  /** Parameters in the URL that were invalid and are ignored. */
  dropped: ParamIssue[];
  /** Applies a change; any filter, sort or page-size change goes back to page 1. */
  update: (patch: Partial<ListQuery>, options?: { keepPage?: boolean; replace?: boolean }) => void;
  /** Changes a view setting in place (no history entry: a switch is not a place to go back to). */
  setView: (patch: Partial<ViewSettings>) => void;
}

export function hrefFor(query: Partial<ListQuery>, view: ViewSettings = DEFAULT_VIEW): string {
  const search = appendViewSettings(listQueryToSearchParams(query), view).toString();
  return search ? `?${search}` : window.location.pathname;
}

export function useListQueryState(): ListQueryState {
  const searchParams = useSearchParams();
  const { query, view, dropped } = useMemo(() => {
    const params = new URLSearchParams(searchParams.toString());
    const list = parseListQueryLenient(params, { relative: true });
    const settings = parseViewSettings(params);
    return { query: list.query, view: settings.view, dropped: [...list.dropped, ...settings.dropped] };
  }, [searchParams]);

  const update = useCallback<ListQueryState["update"]>(
    (patch, options = {}) => {
      const next: ListQuery = { ...query, ...patch };
      if (!options.keepPage && !("page" in patch)) next.page = 1;
      const href = hrefFor(next, view);
      if (options.replace) window.history.replaceState(null, "", href);
      else window.history.pushState(null, "", href);
    },
    [query, view],
  );

  const setView = useCallback<ListQueryState["setView"]>(
    (patch) => window.history.replaceState(null, "", hrefFor(query, { ...view, ...patch })),
    [query, view],
  );

  return { query, view, dropped, update, setView };
}
