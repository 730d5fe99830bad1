import type { CSSProperties } from "react";

type Pin = false | "start" | "end";

// The classes that keep a pinned column (TanStack's column pinning says which, and where) at
// its edge of the scrolling table (pinned-start, pinned-end: app/calls-view.css), opaque over the
// columns that pass beneath it.
export function pinnedClass(pinned: Pin, background: string): string {
  return pinned ? `pinned-${pinned} ${background}` : "";
}

/** How far from its edge a pinned column sticks: past the columns pinned before it, at their current widths. */
export function pinnedStyle(column: {
  getIsPinned: () => Pin;
  getStart: (position: "start") => number;
  getAfter: (position: "end") => number;
}): CSSProperties | undefined {
  const pinned = column.getIsPinned();
  if (pinned === "start") return { insetInlineStart: column.getStart("start") };
  if (pinned === "end") return { insetInlineEnd: column.getAfter("end") };
  return undefined;
}

/**
 * Where the filler column goes: before the columns pinned at the end. It takes the room the
 * columns' widths leave in a wider table, so each column is exactly as wide as its size says
 * (a fixed table would otherwise stretch them all) and the end-pinned ones stay at the edge.
 */
export const fillerIndex = (pins: readonly Pin[]): number => {
  const end = pins.indexOf("end");
  return end < 0 ? pins.length : end;
};
