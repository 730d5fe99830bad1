"use client";
import type { SavedView } from "@/lib/saved-views/saved-view";
import { MenuItem } from "./menu-item";

/** A labelled group of saved views in the Views menu ("Your views", "Shared views"); nothing when empty. */
export function ViewGroup({
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
