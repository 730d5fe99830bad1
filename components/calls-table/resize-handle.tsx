"use client";
import type { Header } from "@tanstack/react-table";
import type { KeyboardEvent } from "react";
import type { CallResult } from "@/lib/call-results/schemas";
import { COLUMN_WIDTH } from "@/lib/client/column-widths";
import type { CallsTableFeatures } from "./columns";

const STEP_PX = 10;
const BIG_STEP_PX = 50;

// The edge of a column's header. Dragged, it resizes through TanStack's resize handler; as a
// focusable separator (the APG's window splitter) it takes the keys: ←/→ narrow or widen the
// column by 10 px (with Shift by 50), Home and End make it the narrowest and widest, Enter
// (or a double click) gives it back its default width. The widths are the table's column
// sizing state, kept in this browser (lib/client/column-widths.ts).
export function ResizeHandle({ header, label, resizing }: { header: Header<CallsTableFeatures, CallResult, unknown>; label: string; resizing: boolean }) {
  const column = header.column;
  const size = column.getSize();
  const resize = header.getResizeHandler();
  const setSize = (width: number) =>
    column.table.setColumnSizing((old) => ({ ...old, [column.id]: Math.min(COLUMN_WIDTH.max, Math.max(COLUMN_WIDTH.min, width)) }));
  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.shiftKey ? BIG_STEP_PX : STEP_PX;
    const act = (action: () => void) => {
      // Handled here: not the player's ←/→ skip, nor a scroll of the page.
      e.preventDefault();
      action();
    };
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === "ArrowLeft") act(() => setSize(size - step));
    else if (e.key === "ArrowRight") act(() => setSize(size + step));
    else if (e.key === "Home") act(() => setSize(COLUMN_WIDTH.min));
    else if (e.key === "End") act(() => setSize(COLUMN_WIDTH.max));
    else if (e.key === "Enter") act(() => column.resetSize());
  };
  return (
    <div
      role="separator"
      tabIndex={0}
      aria-orientation="vertical"
      aria-label={`Resize ${label} column`}
      aria-valuenow={size}
      aria-valuemin={COLUMN_WIDTH.min}
      aria-valuemax={COLUMN_WIDTH.max}
      aria-valuetext={`${size} pixels`}
      title="Drag to resize; double-click for the default width"
      onMouseDown={(e) => {
        // No text selection while dragging.
        e.preventDefault();
        resize(e);
      }}
      onTouchStart={resize}
      onDoubleClick={() => column.resetSize()}
      onKeyDown={onKeyDown}
      className={`resize-handle ${resizing ? "bg-sky-700/60" : ""}`}
    />
  );
}
