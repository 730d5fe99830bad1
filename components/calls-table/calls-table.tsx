"use client";
import { functionalUpdate, useTable } from "@tanstack/react-table";
import { memo, useLayoutEffect, useMemo } from "react";
import type { SortBy, SortOrder } from "@/lib/call-results/constants";
import type { CallResult } from "@/lib/call-results/schemas";
import { currentWidths, setWidths, useColumnWidths } from "@/lib/client/column-widths";
import { useDensity } from "@/lib/client/density";
import { ColGroup } from "./col-group";
import { features, PINNED, visibleColumns } from "./columns";
import { fillerIndex } from "./pinned-class";
import { TableBody } from "./table-body";
import { TableHeader } from "./table-header";
import { useRowKeyboard } from "./use-row-keyboard";
import { useSyncedScroll } from "./use-synced-scroll";

interface CallsTableProps {
  calls: CallResult[];
  /**
   * Which list the calls are (its filters, sort and page). Another list mounts new rows
   * instead of moving the old ones it shares: a row that slides from fifth place to first
   * is a layout shift, a list replaced is not. A live refresh of the list keeps its rows.
   * The rows' keys carry it, not the body's, so a large page's virtualizer (and what it
   * measured) stays.
   */
  listKey: string;
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
  listKey,
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
  // Where the pinned columns stick: the rows render again only when that changes, not on
  // every frame of a drag (the widths are the <col>s').
  const pins = leaves.map((h) => (h.column.getIsPinned() ? `${h.column.getStart("start")}/${h.column.getAfter("end")}` : "")).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list below says what the body follows, and why rowKeys is not in it.
  const body = useMemo(
    () => <TableBody rows={rows} listKey={listKey} compact={compact} highlighted={highlighted} firstRow={firstRow} filler={filler} rowKeys={rowKeys} />,
    // rowKeys' handlers read only the calls (as `rows` does) and refs: the ones of the render
    // that brought the rows serve. The cells follow `columns` (the rows stay the same objects
    // when only the columns change) and `pins` (pinnedStyle).
    [listKey, rows, columns, compact, highlighted, firstRow, filler, pins],
  );

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
      className={`panel calls-table ${busy ? "opacity-60" : ""}`}
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
      <div ref={scroll.bodyRef} tabIndex={0} role="rowgroup" aria-label="Call results, scrollable" className="calls-table-body">
        <table role="presentation" className="w-full table-fixed">
          <ColGroup widths={widths} filler={filler} />
          {body}
        </table>
      </div>
    </div>
  );
});
