"use client";
import { functionalUpdate, useTable } from "@tanstack/react-table";
import dynamic from "next/dynamic";
import { memo, useLayoutEffect, useMemo } from "react";
import type { SortBy, SortOrder } from "@/lib/call-results/constants";
import type { CallResult } from "@/lib/call-results/schemas";
import { currentWidths, setWidths, useColumnWidths } from "@/lib/client/column-widths";
import { useDensity } from "@/lib/client/density";
import { BodyCell } from "./body-cell";
import { ColGroup } from "./col-group";
import { features, PINNED, visibleColumns } from "./columns";
import { fillerIndex, pinnedStyle } from "./pinned-class";
import { TableHeader } from "./table-header";
import { useRowKeyboard } from "./use-row-keyboard";
import { useSyncedScroll } from "./use-synced-scroll";

interface CallsTableProps {
  calls: CallResult[];
  sortBy: SortBy;
  sortOrder: SortOrder;
  onSort: (sortBy: SortBy) => void;
  visibility: Record<string, boolean>;
  busy: boolean;
  /** Calls that just arrived in a live view: they slide in with a brief highlight. */
  highlighted?: ReadonlySet<string>;
  /** The scrollable region, for the live view to see whether the user works in it. */
  regionRef?: (el: HTMLDivElement | null) => void;
  /** How many calls come before this page, and how many the whole view has (aria-rowindex, aria-rowcount). */
  firstRow?: number;
  total?: number;
}

// Up to this many rows render in full; larger pages render only the rows near the
// viewport (a 500-row page would otherwise take ~300 ms to render on our machines).
const VIRTUALIZE_ABOVE = 100;
// Its code (~10 KB gzip) loads only when a page that large is shown.
const VirtualBody = dynamic(() => import("./virtual-body").then((m) => m.VirtualBody));

// Server-driven: the rows arrive sorted and paged; a header button asks for another order.
//
// The ARIA grid pattern, not a listbox: a listbox's options cannot hold controls (their
// content is presentational), and these rows hold Play, copy buttons and links. The grid
// puts screen readers in focus mode on a row, so ↑/↓ reach the rows (use-row-keyboard.ts).
// Rows take focus with a roving tabindex: all rows are one Tab stop, the focused row, and Tab
// goes on through that row's controls only, then out of the table (as the APG's treegrid
// example does with row focus). aria-rowindex and aria-rowcount count the whole view, page offset included, as a
// virtualized page has only some rows in the DOM. One choice differs from the grid's
// cell-by-cell model, on purpose: ←/→ do not move between cells, because they already skip the
// player 10 s everywhere on the page; Tab reaches a row's controls instead. The row keys (↑/↓,
// j/k, Home, End, Enter, p, o) are the table's own and apply only while focus is in it, so no
// key means two things.
//
// The grid spans two boxes: the column header, sticky to the window (table-header.tsx), and
// the rows, which scroll sideways in their own box; one set of column sizes (TanStack's column
// sizing, resizable and remembered) lays out both.
//
// Memoized: the view around it re-renders for things the rows do not show (the phone layout
// settling right after hydration, the summary, live status), and those renders need not
// reach every row (issue #18).
export const CallsTable = memo(function CallsTable({
  calls,
  sortBy,
  sortOrder,
  onSort,
  visibility,
  busy,
  highlighted,
  regionRef,
  firstRow = 0,
  total = 0,
}: CallsTableProps) {
  const columns = useMemo(() => visibleColumns(visibility), [visibility]);
  const columnSizing = useColumnWidths();
  const table = useTable(
    {
      features,
      columns,
      data: calls,
      getRowId: (row) => row.callId,
      initialState: { columnPinning: PINNED },
      state: { columnSizing },
      // From the store, not this render's widths: a drag sends several changes between renders.
      onColumnSizingChange: (updater) => setWidths(functionalUpdate(updater, currentWidths())),
      columnResizeMode: "onChange",
    },
    // Renders for the state it shows: the widths (above, from the store) and which column is being dragged.
    (state) => ({ resizing: state.columnResizing.isResizingColumn }),
  );
  const rows = table.getRowModel().rows;
  const rowKeys = useRowKeyboard(calls);
  const scroll = useSyncedScroll(regionRef);
  const compact = useDensity() === "compact";
  const groups = table.getHeaderGroups();
  const leaves = groups[groups.length - 1]?.headers ?? [];
  const widths = leaves.map((h) => ({ id: h.column.id, size: h.getSize() }));
  const filler = fillerIndex(leaves.map((h) => h.column.getIsPinned()));
  // Every commit may have added, removed or moved rows: the focused row's tabindex follows.
  useLayoutEffect(() => rowKeys.sync());
  const renderRow = (index: number, ref?: (el: HTMLTableRowElement | null) => void) => {
    const row = rows[index]!;
    const cells = row.getAllCells().map((cell) => (
      <BodyCell key={cell.id} compact={compact} value={cell.getValue()} pinned={cell.column.getIsPinned()} offset={pinnedStyle(cell.column)}>
        <table.FlexRender cell={cell} />
      </BodyCell>
    ));
    cells.splice(filler, 0, <td key="filler" aria-hidden="true" className="p-0" />);
    return (
      // tabIndex is -1 from React and never rewritten: the focused row's "0" is set in the DOM (use-row-keyboard.ts).
      <tr
        key={row.id}
        ref={ref}
        // biome-ignore lint/a11y/noRedundantRoles: not redundant: the row's table is role="presentation" (the grid spans two boxes), which would make a bare <tr> presentational too.
        role="row"
        data-index={index}
        data-call-id={row.id}
        tabIndex={-1}
        aria-rowindex={firstRow + index + 2}
        className={`group/row scroll-mt-12 scroll-mb-36 bg-white hover:bg-slate-50 focus-visible:bg-sky-50 focus-ring -outline-offset-2 ${highlighted?.has(row.id) ? "live-arrival" : ""}`}
      >
        {cells}
      </tr>
    );
  };

  return (
    <div
      ref={rowKeys.tableRef}
      role="grid"
      aria-readonly="true"
      aria-label="Call results"
      aria-busy={busy}
      aria-rowcount={Math.max(total, firstRow + rows.length) + 1}
      onKeyDown={rowKeys.onKeyDown}
      onFocus={rowKeys.onFocus}
      onBlur={rowKeys.onBlur}
      className={`rounded-md border border-slate-200 bg-white text-left text-sm transition-opacity ${busy ? "opacity-60" : ""}`}
    >
      <TableHeader
        groups={groups}
        widths={widths}
        filler={filler}
        sortBy={sortBy}
        sortOrder={sortOrder}
        onSort={onSort}
        resizing={table.state.resizing}
        scrollRef={scroll.headRef}
      />
      {/* Focusable so that keyboard users can scroll the rows sideways on narrow screens. */}
      <div ref={scroll.bodyRef} tabIndex={0} role="rowgroup" aria-label="Call results, scrollable" className="relative overflow-x-auto rounded-b-md focus-ring">
        <table role="presentation" className="w-full table-fixed">
          <ColGroup widths={widths} filler={filler} />
          {rows.length > VIRTUALIZE_ABOVE ? (
            <VirtualBody
              count={rows.length}
              rowKey={(i) => rows[i]?.id ?? String(i)}
              renderRow={renderRow}
              keepIndex={rowKeys.activeIndex}
              handle={rowKeys.virtual}
              onCommit={rowKeys.sync}
            />
          ) : (
            <tbody role="presentation" className="divide-y divide-slate-100">
              {rows.map((_, i) => renderRow(i))}
            </tbody>
          )}
        </table>
      </div>
    </div>
  );
});
