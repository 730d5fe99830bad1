"use client";
import { useTable } from "@tanstack/react-table";
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

  return (
    // Focusable so that keyboard users can scroll the table sideways on narrow screens.
    <div tabIndex={0} role="region" aria-label="Call results, scrollable" className="relative overflow-x-auto rounded-md border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-sky-600">
      <table aria-label="Call results" aria-busy={busy} className={`min-w-full text-left text-sm transition-opacity ${busy ? "opacity-60" : ""}`}>
        <thead className="bg-slate-100 text-xs text-slate-700">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
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
        <tbody className="divide-y divide-slate-100">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="hover:bg-slate-50">
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="px-3 py-2 align-middle">
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
