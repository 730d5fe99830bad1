"use client";
import { useTable } from "@tanstack/react-table";
import dynamic from "next/dynamic";
import { memo, useLayoutEffect, useMemo } from "react";
import type { SortBy, SortOrder } from "@/lib/call-results/constants";
import type { CallResult } from "@/lib/call-results/schemas";
import { useDensity } from "@/lib/client/density";
import { Icon } from "@/components/ui/icon";
import { BodyCell } from "./body-cell";
import { features, isSortBy, PINNED, visibleColumns } from "./columns";
import { pinnedClass } from "./pinned-class";
import { useRowKeyboard } from "./use-row-keyboard";

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
  const table = useTable({ features, columns, data: calls, getRowId: (row) => row.callId, initialState: { columnPinning: PINNED } });
  const rows = table.getRowModel().rows;
  const rowKeys = useRowKeyboard(calls);
  const compact = useDensity() === "compact";
  // Every commit may have added, removed or moved rows: the focused row's tabindex follows.
  useLayoutEffect(() => rowKeys.sync());
  const renderRow = (index: number, ref?: (el: HTMLTableRowElement | null) => void) => {
    const row = rows[index]!;
    return (
      // tabIndex is -1 from React and never rewritten: the focused row's "0" is set in the DOM (use-row-keyboard.ts).
      <tr
        key={row.id}
        ref={ref}
        data-index={index}
        data-call-id={row.id}
        tabIndex={-1}
        aria-rowindex={firstRow + index + 2}
        className={`group/row scroll-mt-4 scroll-mb-36 bg-white hover:bg-slate-50 focus-visible:bg-sky-50 focus-ring -outline-offset-2 ${highlighted?.has(row.id) ? "live-arrival" : ""}`}
      >
        {row.getAllCells().map((cell) => (
          <BodyCell key={cell.id} compact={compact} value={cell.getValue()} pinned={cell.column.getIsPinned()}>
            <table.FlexRender cell={cell} />
          </BodyCell>
        ))}
      </tr>
    );
  };

  return (
    // Focusable so that keyboard users can scroll the table sideways on narrow screens.
    <div
      ref={regionRef}
      tabIndex={0}
      role="region"
      aria-label="Call results, scrollable"
      className="relative overflow-x-auto rounded-md border border-slate-200 bg-white focus-ring"
    >
      <table
        ref={rowKeys.tableRef}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a data table with focusable rows is the ARIA grid pattern (the APG's data grids are tables with role grid); see the comment above CallsTable.
        role="grid"
        aria-readonly="true"
        aria-label="Call results"
        aria-busy={busy}
        aria-rowcount={Math.max(total, firstRow + rows.length) + 1}
        onKeyDown={rowKeys.onKeyDown}
        onFocus={rowKeys.onFocus}
        onBlur={rowKeys.onBlur}
        className={`min-w-full text-left text-sm transition-opacity ${busy ? "opacity-60" : ""}`}
      >
        <thead className="bg-slate-100 text-xs text-slate-700">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {group.headers.map((header) => {
                const id = header.column.id;
                const sortable = isSortBy(id);
                const active = sortable && id === sortBy;
                const direction = active ? (sortOrder === "asc" ? "ascending" : "descending") : "none";
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sortable ? direction : undefined}
                    className={`px-3 py-2 font-semibold whitespace-nowrap uppercase tracking-wide ${pinnedClass(header.column.getIsPinned(), "bg-slate-100")}`}
                  >
                    {sortable ? (
                      <button
                        type="button"
                        onClick={() => onSort(id)}
                        className={`-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase tracking-wide hover:bg-slate-200 focus-ring ${active ? "text-slate-950" : ""}`}
                      >
                        {header.column.columnDef.meta?.label}
                        <Icon
                          name={active ? (sortOrder === "asc" ? "arrow-up" : "arrow-down") : "arrow-up-down"}
                          className={`size-3.5 ${active ? "" : "text-slate-400"}`}
                        />
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
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
          <tbody className="divide-y divide-slate-100">{rows.map((_, i) => renderRow(i))}</tbody>
        )}
      </table>
    </div>
  );
});
