"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useMemo, useRef, useState } from "react";
import { CALL_FIELDS } from "@/lib/call-results/fields";
import { type ListQuery, listQueryToSearchParams } from "@/lib/call-results/list-query";
import { canonicalViewSearch, DEFAULT_VIEW_HREF, type SavedView, viewHref } from "@/lib/call-results/saved-view";
import { appendViewSettings, type ViewSettings } from "@/lib/call-results/view-settings";
import { ApiError } from "@/lib/dashboard-api/fetch";
import { clearStartView, refreshViews, savedViewsOptions, setStartView } from "@/lib/dashboard-api/saved-views";
import type { ViewDialogRequest } from "./views-button";

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

const ITEM = "flex w-full items-center justify-between gap-3 rounded px-2 py-1.5 text-left text-sm hover:bg-slate-100 focus:bg-sky-50 focus-ring";

function MenuItem({ onSelect, children }: { onSelect: () => void; children: ReactNode }) {
  return (
    <button type="button" role="menuitem" tabIndex={-1} onClick={onSelect} className={ITEM}>
      {children}
    </button>
  );
}

function ViewGroup({
  label,
  views,
  startViewId,
  onChoose,
}: {
  label: string;
  views: SavedView[];
  startViewId: string | null;
  onChoose: (v: SavedView) => void;
}) {
  if (views.length === 0) return null;
  return (
    <div role="group" aria-label={label} className="border-t border-slate-200 pt-1">
      <div aria-hidden="true" className="px-2 pt-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {label}
      </div>
      {views.map((v) => (
        <MenuItem key={v.id} onSelect={() => onChoose(v)}>
          <span className="min-w-0 truncate">{v.name}</span>
          {v.id === startViewId && <span className="shrink-0 text-xs text-slate-600">(start view)</span>}
        </MenuItem>
      ))}
    </div>
  );
}

// The Views menu (ARIA menu button pattern): the saved views to choose from, "Save view…",
// and for the view on screen, renaming, deleting and making it the start view. Arrow keys,
// Home and End move between items, Enter or Space chooses, Escape closes and puts focus
// back on the button; Tab and a click elsewhere close it too.
export function ViewsMenu({ id, labelledBy, initialFocus, query, view, visibility, button, onClose, onDone, onDialog }: ViewsMenuProps) {
  const root = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const noteId = useId();
  const queryClient = useQueryClient();
  const list = useQuery(savedViewsOptions());
  const [failure, setFailure] = useState<string | null>(null);

  // The view on screen as it would be saved: every setting, the visible columns included.
  const current = useMemo(() => {
    const columns = CALL_FIELDS.map((f) => f.key).filter((key) => visibility[key] !== false);
    const canonical = canonicalViewSearch(appendViewSettings(listQueryToSearchParams(query), { live: view.live, columns }).toString());
    return "search" in canonical ? canonical.search : null;
  }, [query, view, visibility]);

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  useEffect(() => {
    const all = items();
    (initialFocus === "last" ? all.at(-1) : all[0])?.focus();
  }, []);

  useEffect(() => {
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!root.current?.contains(target) && !button.current?.contains(target)) onClose(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [onClose, button]);

  const onKeyDown = (e: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      e.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (e.key === "ArrowDown") move(at + 1);
    else if (e.key === "ArrowUp") move(at - 1);
    else if (e.key === "Home") move(0);
    else if (e.key === "End") move(all.length - 1);
    else if (e.key === "Escape" || e.key === "Tab") {
      e.preventDefault();
      onClose(true);
    }
  };

  const go = (href: string) => {
    window.history.pushState(null, "", href);
    onClose(true);
  };

  const run = async (action: () => Promise<unknown>, announcement: string) => {
    setFailure(null);
    try {
      await action();
      await refreshViews(queryClient);
      onDone(announcement);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : "The dashboard could not do that just now.");
    }
  };

  const data = list.data;
  const views = data?.views ?? [];
  const mine = views.filter((v) => v.scope === "personal");
  const shared = views.filter((v) => v.scope === "shared");
  const onScreen = current === null ? undefined : views.find((v) => v.search === current);
  const manageable = onScreen && (onScreen.scope === "personal" || !data?.signIn || data.canShare);
  const start = views.find((v) => v.id === data?.startViewId);
  const my = data?.signIn === false ? "the" : "my";

  return (
    <div ref={root} className="absolute right-0 z-30 mt-1 w-72 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
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
        <MenuItem onSelect={() => (current === null ? setFailure("This view's query is too long to save.") : onDialog({ kind: "save", search: current }))}>
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
        {(onScreen || start) && <div role="separator" className="my-1 border-t border-slate-200" />}
        {onScreen && manageable && (
          <>
            <MenuItem onSelect={() => onDialog({ kind: "rename", view: onScreen })}>Rename “{onScreen.name}”…</MenuItem>
            <MenuItem onSelect={() => onDialog({ kind: "delete", view: onScreen })}>Delete “{onScreen.name}”…</MenuItem>
          </>
        )}
        {onScreen && onScreen.id !== data?.startViewId && (
          <MenuItem onSelect={() => run(() => setStartView(onScreen.id), `“${onScreen.name}” is now ${my} start view.`)}>
            Set “{onScreen.name}” as {my} start view
          </MenuItem>
        )}
        {start && (
          <>
            <MenuItem onSelect={() => run(clearStartView, `${my === "my" ? "You have" : "There is"} no start view now.`)}>Clear {my} start view</MenuItem>
            <MenuItem onSelect={() => go(DEFAULT_VIEW_HREF)}>Default view (no filters)</MenuItem>
          </>
        )}
      </div>
      {list.isPending && (
        <p role="status" className="px-2 py-1 text-sm text-slate-700">
          Loading saved views…
        </p>
      )}
      {data && views.length === 0 && <p className="px-2 py-1 text-sm text-slate-700">No saved views yet.</p>}
      {(failure ?? list.error) && (
        <p role="alert" className="px-2 py-1 text-sm text-red-800">
          {failure ?? (list.error instanceof ApiError ? list.error.message : "The saved views could not be loaded.")}
        </p>
      )}
    </div>
  );
}
