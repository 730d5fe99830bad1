"use client";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { useDisclosure } from "@/components/ui/use-disclosure";
import { PICKABLE_COLUMNS } from "./columns";

// Shows or hides columns; all 18 fields of a call are reachable from here.
export function ColumnPicker({ visibility, onToggle }: { visibility: Record<string, boolean>; onToggle: (column: string, visible: boolean) => void }) {
  const { open, setOpen, root, button, close } = useDisclosure();
  const panelId = useId();

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) close(true);
      }}
    >
      <Button ref={button} variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <Icon name="columns" />
        Columns
      </Button>
      {open && (
        <fieldset id={panelId} className="panel menu-panel w-56 p-2">
          <legend className="sr-only">Visible columns</legend>
          {PICKABLE_COLUMNS.map(({ id, label }) => (
            <label key={id} className="menu-option">
              <input type="checkbox" checked={visibility[id] !== false} onChange={(e) => onToggle(id, e.target.checked)} className="size-4 accent-sky-700" />
              {label}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
