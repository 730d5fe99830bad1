"use client";
import { defaultRangeExtractor, useWindowVirtualizer } from "@tanstack/react-virtual";
import { type ReactNode, type RefObject, useImperativeHandle, useLayoutEffect, useReducer, useRef } from "react";
import { useScrollMargin } from "@/components/ui/use-scroll-margin";
import type { RowFocusHandle } from "./use-row-keyboard";

const ESTIMATED_ROW_PX = 41;
// The column header that sticks to the top of the window (table-header.tsx): a row brought
// into view lands below it, not under it (as the rows' scroll-mt-12 does for focus).
const STICKY_HEADER_PX = 32;

// Renders only the rows near the viewport (plus spacers that keep the table as tall as
// all of them). Loaded on demand: pages of 100 rows or fewer never need it.
// The focused row (`keepIndex`) is always rendered as well, wherever the page is scrolled:
// recycling it would drop keyboard focus to the page.
export function VirtualBody({
  count,
  rowKey,
  renderRow,
  keepIndex,
  handle,
  onCommit,
}: {
  count: number;
  rowKey: (i: number) => string;
  renderRow: (i: number, ref: (el: HTMLTableRowElement | null) => void) => ReactNode;
  keepIndex: () => number;
  handle: RefObject<RowFocusHandle | null>;
  /** After every commit of the body (scrolling renders other rows), for the row focus. */
  onCommit: () => void;
}) {
  const body = useRef<HTMLTableSectionElement>(null);
  const scrollMargin = useScrollMargin(body, count);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  // A far row is rendered first (kept like the focused one), then scrolled to by the
  // virtualizer, which corrects the position as the rows around it are measured.
  const scrollTarget = useRef<number | undefined>(undefined);
  useImperativeHandle(
    handle,
    () => ({
      reveal: (index) => {
        scrollTarget.current = index;
        rerender();
      },
    }),
    [],
  );
  const virtualizer = useWindowVirtualizer<HTMLTableRowElement>({
    count,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: 6,
    scrollMargin,
    getItemKey: rowKey,
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      const keep = keepIndex();
      return keep < 0 || keep >= count || indexes.includes(keep) ? indexes : [...indexes, keep].sort((a, b) => a - b);
    },
    // Room for the docked player below, and above for the sticky header and a little more.
    scrollPaddingStart: 16 + STICKY_HEADER_PX,
    scrollPaddingEnd: 144,
    // The server has no window: render the first screenful there.
    initialRect: { width: 1280, height: 1000 },
  });
  useLayoutEffect(() => {
    onCommit();
    if (scrollTarget.current === undefined) return;
    virtualizer.scrollToIndex(scrollTarget.current, { align: "auto" });
    scrollTarget.current = undefined;
  });
  // Spacers fill the gaps: before the first rendered row, between the window and a focused
  // row far from it, and after the last.
  const rows: ReactNode[] = [];
  let end = scrollMargin;
  for (const item of virtualizer.getVirtualItems()) {
    if (item.start > end) rows.push(<Spacer key={`gap-${item.index}`} height={item.start - end} />);
    rows.push(renderRow(item.index, virtualizer.measureElement));
    end = item.end;
  }
  rows.push(<Spacer key="end" height={virtualizer.getTotalSize() + scrollMargin - end} />);
  return (
    <tbody ref={body} role="presentation" className="divide-y divide-slate-100">
      {rows}
    </tbody>
  );
}

function Spacer({ height }: { height: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true" style={{ height }}>
      <td colSpan={100} className="p-0" />
    </tr>
  );
}
