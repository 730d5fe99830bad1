"use client";
import { clearStartView, setStartView } from "@/lib/dashboard-api/saved-views";
import { DEFAULT_VIEW_HREF, type SavedView } from "@/lib/saved-views/saved-view";
import { MenuItem } from "./menu-item";
import type { ViewDialogRequest } from "./view-dialog-request";

/**
 * The Views menu's actions on the view on screen (rename, delete, make it the start view)
 * and on the start view (clear it, or open the default view past it). `my` is "my", or
 * "the" without sign-in, where the start view is everyone's.
 */
export function ViewActions({
  onScreen,
  manageable,
  start,
  my,
  onDialog,
  run,
  go,
}: {
  onScreen: SavedView | undefined;
  manageable: boolean;
  start: SavedView | undefined;
  my: "my" | "the";
  onDialog: (request: ViewDialogRequest) => void;
  run: (action: () => Promise<unknown>, announcement: string) => void;
  go: (href: string) => void;
}) {
  if (!onScreen && !start) return null;
  return (
    <>
      <div role="separator" className="my-1 border-t border-slate-200" />
      {onScreen && manageable && (
        <>
          <MenuItem onSelect={() => onDialog({ kind: "rename", view: onScreen })}>Rename “{onScreen.name}”…</MenuItem>
          <MenuItem onSelect={() => onDialog({ kind: "delete", view: onScreen })}>Delete “{onScreen.name}”…</MenuItem>
        </>
      )}
      {onScreen && onScreen.id !== start?.id && (
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
    </>
  );
}
