"use client";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { type ReactNode, useRef } from "react";
import { useScrollMargin } from "@/components/ui/use-scroll-margin";

// A card and the gap below it, at 390 px wide; cards are measured once rendered.
const ESTIMATED_CARD_PX = 234;

// Renders only the cards near the viewport, between spacers that keep the list as tall as
// all of them: 500 cards would be some 23,000 elements. Loaded on demand, as the table's
// virtual body is: pages of 100 calls or fewer never need it.
export function VirtualCards({
  count,
  cardKey,
  renderCard,
}: {
  count: number;
  cardKey: (i: number) => string;
  renderCard: (i: number, ref: (el: HTMLLIElement | null) => void) => ReactNode;
}) {
  const top = useRef<HTMLLIElement>(null);
  const scrollMargin = useScrollMargin(top, count);
  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    count,
    estimateSize: () => ESTIMATED_CARD_PX,
    overscan: 3,
    scrollMargin,
    getItemKey: cardKey,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  return (
    <>
      <li ref={top} aria-hidden="true" style={{ height: first ? first.start - scrollMargin : 0 }} />
      {items.map((item) => renderCard(item.index, virtualizer.measureElement))}
      {last && <li aria-hidden="true" style={{ height: Math.max(0, virtualizer.getTotalSize() - (last.end - scrollMargin)) }} />}
    </>
  );
}
