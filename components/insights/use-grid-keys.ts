"use client";
import { type KeyboardEvent, useState } from "react";

// One tab stop for a grid of buttons (the heatmap's 7 × 24 cells): the arrow keys, Home and
// End move between them (a roving tabindex, as the ARIA grid pattern does).
export function useGridKeys(rows: number, columns: number) {
  const [active, setActive] = useState(0);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const row = Math.floor(active / columns);
    const column = active % columns;
    const moves: Record<string, number> = {
      ArrowRight: row * columns + Math.min(columns - 1, column + 1),
      ArrowLeft: row * columns + Math.max(0, column - 1),
      ArrowDown: Math.min(rows - 1, row + 1) * columns + column,
      ArrowUp: Math.max(0, row - 1) * columns + column,
      Home: row * columns,
      End: row * columns + columns - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    event.currentTarget.querySelector<HTMLElement>(`[data-cell="${next}"]`)?.focus();
  };
  return { onKeyDown, tabIndexOf: (index: number) => (index === active ? 0 : -1), setActive };
}
