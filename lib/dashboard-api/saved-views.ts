// Saved views (/api/views, issue #15): the list's query, loaded with the Views menu and not
// with the page, and the mutations, each followed by invalidating the list.
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import type { SavedView, ViewScope } from "@/lib/saved-views/saved-view";
import { requestJson } from "./fetch";
import { PAGE_PATHS } from "./page-paths";

export interface ViewList {
  views: SavedView[];
  startViewId: string | null;
  /** False without sign-in: every view is shared by everyone. */
  signIn: boolean;
  /** May create, rename and delete shared views (admins). */
  canShare: boolean;
}

export const savedViewsOptions = () =>
  queryOptions({
    queryKey: ["saved-views"] as const,
    queryFn: ({ signal }) => requestJson<ViewList>(PAGE_PATHS.views, { signal }),
    staleTime: 10_000,
  });

/** After any change: the menu and the dialogs read the list again. */
export const refreshViews = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: savedViewsOptions().queryKey });

export const createView = (name: string, search: string, scope: ViewScope) =>
  requestJson<{ view: SavedView }>(PAGE_PATHS.views, { method: "POST", body: { name, search, scope } }).then((r) => r.view);

export const renameView = (id: string, name: string) =>
  requestJson<{ view: SavedView }>(PAGE_PATHS.view(id), { method: "PATCH", body: { name } }).then((r) => r.view);

export const deleteView = (id: string) => requestJson<void>(PAGE_PATHS.view(id), { method: "DELETE" });

export const setStartView = (viewId: string) => requestJson<{ startViewId: string }>(PAGE_PATHS.startView, { method: "PUT", body: { viewId } });

export const clearStartView = () => requestJson<void>(PAGE_PATHS.startView, { method: "DELETE" });
