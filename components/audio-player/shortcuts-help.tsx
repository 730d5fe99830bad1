"use client";
import dynamic from "next/dynamic";
import { useId, useState } from "react";
import { Icon } from "@/components/ui/icon";

// The list's code loads when the button is pointed at, focused or pressed, not with the page.
const loadList = () => import("./shortcuts-list");
const ShortcutsList = dynamic(() => loadList().then((m) => m.ShortcutsList), { loading: () => <p>Loading…</p> });
const preload = () => void loadList().catch(() => undefined);

// In the dark player the list opens above its button; by the calls table, on the light
// page, below it, so the row keys can be found before anything plays.
const PLACES = {
  player: {
    button: "inline-flex size-8 items-center justify-center rounded-md hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-sky-400",
    list: "bottom-full mb-2",
  },
  page: {
    button: "inline-flex size-9 items-center justify-center rounded-md border border-slate-300 bg-white hover:bg-slate-50 focus-ring",
    list: "top-full mt-2 border border-slate-300",
  },
} as const;

export function ShortcutsHelp({ place = "player" }: { place?: keyof typeof PLACES }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="relative" onKeyDown={(e) => e.key === "Escape" && setOpen(false)}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label="Keyboard shortcuts"
        title="Keyboard shortcuts"
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={preload}
        onFocus={preload}
        className={PLACES[place].button}
      >
        <Icon name="keyboard" />
      </button>
      {open && (
        <div
          id={id}
          className={`absolute right-0 z-40 w-96 max-w-[calc(100vw-1.5rem)] rounded-md bg-white p-3 text-sm text-slate-900 shadow-lg ${PLACES[place].list}`}
        >
          <ShortcutsList />
        </div>
      )}
    </div>
  );
}
