"use client";
// The URL is the state of the calls view: filters, sort and paging live in query
// parameters named as in the API. Changes are pushed with history.pushState, so TanStack
// Query does the fetching and back/forward just work. Beside the list's own parameters, the
// URL holds the view's settings (`live=1`, `columns`; lib/view-settings.ts).
//
// The view reads the address bar itself, and renders a change in the event that made it.
// Next also syncs pushState into useSearchParams, but in a transition of its router: a
// click on "Next page" showed the new rows 90–100 ms later, of which the rows' own render
// was 25 ms. useSearchParams stays the source where there is no window (the server's render,
// and hydration, which must match it) and follows Next's own navigations.
import { useSearchParams } from "next/navigation";
import { useCallback, useMemo, useSyncExternalStore } from "react";
import { type ListQuery, listQueryToSearchParams, type ParamIssue, parseListQueryLenient } from "@/lib/call-results/list-query";
import { appendViewSettings, DEFAULT_VIEW, parseViewSettings, type ViewSettings } from "@/lib/view-settings";

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

const changed = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  changed.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    changed.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

/** Puts an address in the history (or in place of the current one) and renders the views that read it at once. */
function go(href: string, replace: boolean): void {
  if (replace) window.history.replaceState(null, "", href);
  else window.history.pushState(null, "", href);
  for (const listener of changed) listener();
}

// Canonical (URLSearchParams' own encoding), so the same parameters give the same string
// whether they came from the address bar or from Next.
const addressSearch = () => new URLSearchParams(window.location.search).toString();

export function useListQueryState(): ListQueryState {
  const searchParams = useSearchParams();
  const fromNext = new URLSearchParams(searchParams.toString()).toString();
  // Hydration reads fromNext, as the server did; the address bar holds the same, so nothing
  // renders again after it.
  const search = useSyncExternalStore(subscribe, addressSearch, () => fromNext);
  const { query, view, dropped } = useMemo(() => {
    const params = new URLSearchParams(search);
    const list = parseListQueryLenient(params, { relative: true, index: true });
    const settings = parseViewSettings(params);
    return { query: list.query, view: settings.view, dropped: [...list.dropped, ...settings.dropped] };
  }, [search]);

  const update = useCallback<ListQueryState["update"]>(
    (patch, options = {}) => {
      const next: ListQuery = { ...query, ...patch };
      if (!options.keepPage && !("page" in patch)) next.page = 1;
      go(hrefFor(next, view), options.replace === true);
    },
    [query, view],
  );

  const setView = useCallback<ListQueryState["setView"]>((patch) => go(hrefFor(query, { ...view, ...patch }), true), [query, view]);

  return { query, view, dropped, update, setView };
}
