"use client";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useLayoutEffect, useRef, useState, type ReactNode } from "react";

const ESTIMATED_ROW_PX = 41;

// Renders only the rows near the viewport (plus spacers that keep the table as tall as
// all of them). Loaded on demand: pages of 100 rows or fewer never need it.
export function VirtualBody({
  count,
  rowKey,
  renderRow,
}: {
  count: number;
  rowKey: (i: number) => string;
  renderRow: (i: number, ref: (el: HTMLTableRowElement | null) => void) => ReactNode;
}) {
  const body = useRef<HTMLTableSectionElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    if (body.current) setScrollMargin(body.current.getBoundingClientRect().top + window.scrollY);
  }, [count]);
  const virtualizer = useWindowVirtualizer<HTMLTableRowElement>({
    count,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: 6,
    scrollMargin,
    getItemKey: rowKey,
    // The server has no window: render the first screenful there.
    initialRect: { width: 1280, height: 1000 },
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  return (
    <tbody ref={body} className="divide-y divide-slate-100">
      {first && <Spacer height={first.start - scrollMargin} />}
      {items.map((item) => renderRow(item.index, virtualizer.measureElement))}
      {last && <Spacer height={virtualizer.getTotalSize() - (last.end - scrollMargin)} />}
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
