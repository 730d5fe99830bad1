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
    button: "btn btn-player",
    list: "bottom-full mb-2",
  },
  page: {
    button: "icon-btn size-9",
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
        <div id={id} className={`shortcuts-panel ${PLACES[place].list}`}>
          <ShortcutsList />
        </div>
      )}
    </div>
  );
}
