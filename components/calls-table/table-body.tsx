"use client";
import { FlexRender, type Row } from "@tanstack/react-table";
import dynamic from "next/dynamic";
import type { ReactNode } from "react";
import type { CallResult } from "@/lib/call-results/schemas";
import { BodyCell } from "./body-cell";
import type { CallsTableFeatures } from "./columns";
import { pinnedStyle } from "./pinned-class";
import type { useRowKeyboard } from "./use-row-keyboard";

// Up to this many rows render in full; larger pages render only the rows near the
// viewport (a 500-row page would otherwise take ~300 ms to render on our machines).
const VIRTUALIZE_ABOVE = 100;
// Its code (~10 KB gzip) loads only when a page that large is shown.
const VirtualBody = dynamic(() => import("./virtual-body").then((m) => m.VirtualBody));

interface TableBodyProps {
  rows: Row<CallsTableFeatures, CallResult>[];
  /** Which list the rows are: another list mounts its rows anew (calls-table.tsx). */
  listKey: string;
  compact: boolean;
  highlighted?: ReadonlySet<string>;
  firstRow: number;
  /** Where the filler cell goes (pinned-class.ts's fillerIndex). */
  filler: number;
  rowKeys: ReturnType<typeof useRowKeyboard>;
}

// The rows: all of them, or on a large page only those near the viewport (virtual-body.tsx).
// Their cells carry no width (the <col>s do), so resizing a column need not render them.
export function TableBody({ rows, listKey, compact, highlighted, firstRow, filler, rowKeys }: TableBodyProps) {
  // Each row's element is made once per render of the body (which follows everything the
  // rows show: calls-table.tsx). The virtualizer renders again on its own as the window
  // scrolls (the range, then its scrolling flag), and handed the same element React leaves
  // that row alone. A page change scrolls to the table's top: the rows on screen were each
  // rendered five times in the 300 ms after the click, where now the first time suffices.
  const made = new Map<number, ReactNode>();
  const renderRow = (index: number, ref?: (el: HTMLTableRowElement | null) => void) => {
    const known = made.get(index);
    if (known !== undefined) return known;
    const row = rows[index]!;
    const cells = row.getAllCells().map((cell) => (
      <BodyCell key={cell.id} compact={compact} value={cell.getValue()} pinned={cell.column.getIsPinned()} offset={pinnedStyle(cell.column)}>
        <FlexRender cell={cell} />
      </BodyCell>
    ));
    cells.splice(filler, 0, <td key="filler" aria-hidden="true" className="p-0" />);
    const element = (
      // tabIndex is -1 from React and never rewritten: the focused row's "0" is set in the DOM (use-row-keyboard.ts).
      <tr
        key={`${listKey} ${row.id}`}
        ref={ref}
        // biome-ignore lint/a11y/noRedundantRoles: not redundant: the row's table is role="presentation" (the grid spans two boxes, calls-table.tsx), which would make a bare <tr> presentational too.
        role="row"
        data-index={index}
        data-call-id={row.id}
        tabIndex={-1}
        aria-rowindex={firstRow + index + 2}
        className={`group/row call-row ${highlighted?.has(row.id) ? "live-arrival" : ""}`}
      >
        {cells}
      </tr>
    );
    made.set(index, element);
    return element;
  };
  if (rows.length > VIRTUALIZE_ABOVE)
    return (
      <VirtualBody
        count={rows.length}
        rowKey={(i) => rows[i]?.id ?? String(i)}
        renderRow={renderRow}
        keepIndex={rowKeys.activeIndex}
        handle={rowKeys.virtual}
        onCommit={rowKeys.sync}
      />
    );
  return (
    <tbody role="presentation" className="divide-y divide-slate-100">
      {rows.map((_, i) => renderRow(i))}
    </tbody>
  );
}
