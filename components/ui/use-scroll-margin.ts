"use client";
import { type RefObject, useLayoutEffect, useState } from "react";

/**
 * Where a window-virtualized list starts in the page (the virtualizer's scrollMargin), from
 * its first element: measured after the first render, and again when the number of items
 * changes, which may move what comes above it (the calls table's body, the phone's cards).
 */
export function useScrollMargin(start: RefObject<HTMLElement | null>, count: number): number {
  const [scrollMargin, setScrollMargin] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new number of items may move the list's top; measure it again then.
  useLayoutEffect(() => {
    if (start.current) setScrollMargin(start.current.getBoundingClientRect().top + window.scrollY);
  }, [count]);
  return scrollMargin;
}
