"use client";
import { useTable } from "@tanstack/react-table";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useLayoutEffect, useRef, useState } from "react";
import type { SortBy, SortOrder } from "@/lib/call-results/constants";
import type { CallResult } from "@/lib/call-results/schemas";
import { Icon } from "@/components/ui/icon";
import { COLUMN_LABELS, SORTABLE, columns, features } from "./columns";

interface CallsTableProps {
  calls: CallResult[];
  sortBy: SortBy;
  sortOrder: SortOrder;
  onSort: (sortBy: SortBy) => void;
  visibility: Record<string, boolean>;
  busy: boolean;
}

// Up to this many rows render in full; larger pages render only the rows near the
// viewport (a 500-row page would otherwise take ~300 ms to render on our machines).
const VIRTUALIZE_ABOVE = 100;
const ESTIMATED_ROW_PX = 41;

// Server-driven: the rows arrive sorted and paged; a header button asks for another order.
export function CallsTable({ calls, sortBy, sortOrder, onSort, visibility, busy }: CallsTableProps) {
  const table = useTable({
    features,
    columns,
    data: calls,
    getRowId: (row) => row.callId,
    manualSorting: true,
    state: { sorting: [{ id: sortBy, desc: sortOrder === "desc" }], columnVisibility: visibility },
  });
  const rows = table.getRowModel().rows;
  const virtual = rows.length > VIRTUALIZE_ABOVE;
  const tbody = useRef<HTMLTableSectionElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    if (tbody.current) setScrollMargin(tbody.current.getBoundingClientRect().top + window.scrollY);
  }, [virtual, rows.length]);
  const virtualizer = useWindowVirtualizer<HTMLTableRowElement>({
    count: virtual ? rows.length : 0,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: 6,
    scrollMargin,
    getItemKey: (i) => rows[i]?.id ?? i,
    // The server has no window: render the first screenful there.
    initialRect: { width: 1280, height: 1000 },
  });
  const items = virtualizer.getVirtualItems();

  return (
    // Focusable so that keyboard users can scroll the table sideways on narrow screens.
    <div tabIndex={0} role="region" aria-label="Call results, scrollable" className="relative overflow-x-auto rounded-md border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-sky-600">
      <table aria-label="Call results" aria-busy={busy} aria-rowcount={rows.length + 1} className={`min-w-full text-left text-sm transition-opacity ${busy ? "opacity-60" : ""}`}>
        <thead className="bg-slate-100 text-xs text-slate-700">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {group.headers.map((header) => {
                const id = header.column.id;
                const sortable = SORTABLE.includes(id);
                const active = sortable && id === sortBy;
                const direction = active ? (sortOrder === "asc" ? "ascending" : "descending") : "none";
                return (
                  <th key={header.id} scope="col" aria-sort={sortable ? direction : undefined} className="px-3 py-2 font-semibold whitespace-nowrap uppercase tracking-wide">
                    {sortable ? (
                      <button
                        type="button"
                        onClick={() => onSort(id as SortBy)}
                        className={`-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase tracking-wide hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-sky-600 ${active ? "text-slate-950" : ""}`}
                      >
                        {COLUMN_LABELS[id]}
                        <Icon name={active ? (sortOrder === "asc" ? "arrow-up" : "arrow-down") : "arrow-up-down"} className={`size-3.5 ${active ? "" : "text-slate-400"}`} />
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
        <tbody ref={tbody} className="divide-y divide-slate-100">
          {virtual && items.length > 0 && <Spacer height={items[0]!.start - scrollMargin} />}
          {(virtual ? items.map((item) => rows[item.index]!) : rows).map((row) => (
            <tr
              key={row.id}
              ref={virtual ? virtualizer.measureElement : undefined}
              data-index={row.index}
              aria-rowindex={row.index + 2}
              className="hover:bg-slate-50"
            >
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="px-3 py-2 align-middle">
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
          {virtual && items.length > 0 && <Spacer height={virtualizer.getTotalSize() - (items[items.length - 1]!.end - scrollMargin)} />}
        </tbody>
      </table>
    </div>
  );
}

// Keeps the table as tall as all its rows while only some are rendered.
function Spacer({ height }: { height: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true" style={{ height }}>
      <td colSpan={100} className="p-0" />
    </tr>
  );
}
