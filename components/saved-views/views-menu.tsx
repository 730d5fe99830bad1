"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type RefObject, useId, useMemo, useRef, useState } from "react";
import { FormError } from "@/components/ui/form-error";
import { type ListQuery, listQueryToSearchParams } from "@/lib/call-results/list-query";
import { refreshViews, savedViewsOptions } from "@/lib/dashboard-api/saved-views";
import { canonicalViewSearch, viewHref } from "@/lib/saved-views/saved-view";
import { appendViewSettings, VIEW_COLUMNS, type ViewSettings } from "@/lib/view-settings";
import { MenuItem } from "./menu-item";
import { useMenuKeys } from "./use-menu-keys";
import { ViewActions } from "./view-actions";
import type { ViewDialogRequest } from "./view-dialog-request";
import { ViewGroup } from "./view-group";

interface ViewsMenuProps {
  id: string;
  labelledBy: string;
  initialFocus: "first" | "last";
  query: ListQuery;
  view: ViewSettings;
  visibility: Record<string, boolean>;
  button: RefObject<HTMLButtonElement | null>;
  /** Closes the menu; `refocus` puts focus back on the Views button (Escape, a choice). */
  onClose: (refocus: boolean) => void;
  /** An action finished; the sentence is announced. */
  onDone: (announcement: string) => void;
  onDialog: (request: ViewDialogRequest) => void;
}

// The Views menu (ARIA menu button pattern): the saved views to choose from, "Save view…",
// and for the view on screen, renaming, deleting and making it the start view
// (view-actions.tsx). Its keys and closing are use-menu-keys.ts.
export function ViewsMenu({ id, labelledBy, initialFocus, query, view, visibility, button, onClose, onDone, onDialog }: ViewsMenuProps) {
  const root = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const noteId = useId();
  const queryClient = useQueryClient();
  const list = useQuery(savedViewsOptions());
  const [wrong, setWrong] = useState<string | null>(null);
  // Setting or clearing the start view; the menu says what was done, or why it was not.
  const act = useMutation({
    mutationFn: ({ action }: { action: () => Promise<unknown>; announcement: string }) => action(),
    onSuccess: async (_, { announcement }) => {
      await refreshViews(queryClient);
      onDone(announcement);
    },
  });

  // The view on screen as it would be saved: every setting, the visible columns included.
  const current = useMemo(() => {
    const columns = VIEW_COLUMNS.filter((key) => visibility[key] !== false);
    const canonical = canonicalViewSearch(appendViewSettings(listQueryToSearchParams(query), { live: view.live, columns }).toString());
    return "search" in canonical ? canonical.search : null;
  }, [query, view, visibility]);

  const onKeyDown = useMenuKeys({ root, menu, button, initialFocus, onClose });

  const go = (href: string) => {
    window.history.pushState(null, "", href);
    onClose(true);
  };

  const run = (action: () => Promise<unknown>, announcement: string) => {
    setWrong(null);
    act.mutate({ action, announcement });
  };

  const data = list.data;
  const views = data?.views ?? [];
  const mine = views.filter((v) => v.scope === "personal");
  const shared = views.filter((v) => v.scope === "shared");
  const onScreen = current === null ? undefined : views.find((v) => v.search === current);
  const manageable = onScreen && (onScreen.scope === "personal" || !data?.signIn || data.canShare);
  const start = views.find((v) => v.id === data?.startViewId);
  const my = data?.signIn === false ? ("the" as const) : ("my" as const);

  return (
    <div ref={root} className="panel menu-panel w-72 p-1">
      {data?.signIn === false && (
        <p id={noteId} className="px-2 py-1 text-xs text-slate-700">
          Without sign-in, views are shared by everyone who uses this dashboard.
        </p>
      )}
      <div
        ref={menu}
        id={id}
        role="menu"
        aria-labelledby={labelledBy}
        aria-describedby={data?.signIn === false ? noteId : undefined}
        onKeyDown={onKeyDown}
        className="max-h-96 overflow-y-auto"
      >
        <MenuItem onSelect={() => (current === null ? setWrong("This view's query is too long to save.") : onDialog({ kind: "save", search: current }))}>
          Save view…
        </MenuItem>
        <ViewGroup
          label={data?.signIn === false ? "Views" : "Your views"}
          views={mine}
          startViewId={data?.startViewId ?? null}
          onChoose={(v) => go(viewHref(v.search))}
        />
        <ViewGroup
          label={data?.signIn === false ? "Views (shared by everyone)" : "Shared views"}
          views={shared}
          startViewId={data?.startViewId ?? null}
          onChoose={(v) => go(viewHref(v.search))}
        />
        <ViewActions onScreen={onScreen} manageable={!!manageable} start={start} my={my} onDialog={onDialog} run={run} go={go} />
      </div>
      {list.isPending && (
        <p role="status" className="px-2 py-1 text-sm text-slate-700">
          Loading saved views…
        </p>
      )}
      {data && views.length === 0 && <p className="px-2 py-1 text-sm text-slate-700">No saved views yet.</p>}
      {wrong || act.error ? (
        <FormError error={wrong ?? act.error} fallback="The dashboard could not do that just now." className="px-2 py-1 text-sm text-red-800" />
      ) : (
        <FormError error={list.error} fallback="The saved views could not be loaded." className="px-2 py-1 text-sm text-red-800" />
      )}
    </div>
  );
}
