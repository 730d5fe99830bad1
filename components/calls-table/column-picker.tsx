"use client";
import { useEffect, useId, useRef, useState } from "react";
import { Icon } from "@/components/ui/icon";
import { PICKABLE_COLUMNS } from "./columns";

// Shows or hides columns; all 18 fields of a call are reachable from here.
export function ColumnPicker({ visibility, onToggle }: { visibility: Record<string, boolean>; onToggle: (column: string, visible: boolean) => void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm hover:bg-slate-50 focus-ring"
      >
        <Icon name="columns" />
        Columns
      </button>
      {open && (
        <fieldset id={panelId} className="absolute right-0 z-30 mt-1 w-56 rounded-md border border-slate-200 bg-white p-2 shadow-lg">
          <legend className="sr-only">Visible columns</legend>
          {PICKABLE_COLUMNS.map(({ id, label }) => (
            <label key={id} className="flex cursor-pointer items-center gap-2 rounded px-2 py-1 text-sm hover:bg-slate-50">
              <input type="checkbox" checked={visibility[id] !== false} onChange={(e) => onToggle(id, e.target.checked)} className="size-4 accent-sky-700" />
              {label}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
