"use client";
import { FlexRender, type Header } from "@tanstack/react-table";
import { Icon } from "@/components/ui/icon";
import type { SortBy, SortOrder } from "@/lib/call-results/constants";
import type { CallResult } from "@/lib/call-results/schemas";
import { type CallsTableFeatures, isSortBy } from "./columns";
import { pinnedClass, pinnedStyle } from "./pinned-class";
import { ResizeHandle } from "./resize-handle";

interface HeaderCellProps {
  header: Header<CallsTableFeatures, CallResult, unknown>;
  sortBy: SortBy;
  sortOrder: SortOrder;
  onSort: (sortBy: SortBy) => void;
  resizing: boolean;
}

// A column's header: its label (a button that asks the server for that order, when the API
// sorts by it), cut with an ellipsis when the column is narrower than it, and the handle on
// its edge that resizes the column. The header's name is its label alone, not the handle's.
export function HeaderCell({ header, sortBy, sortOrder, onSort, resizing }: HeaderCellProps) {
  const column = header.column;
  const id = column.id;
  const label = column.columnDef.meta?.label;
  const sortable = isSortBy(id);
  const active = sortable && id === sortBy;
  const direction = active ? (sortOrder === "asc" ? "ascending" : "descending") : "none";
  const pinned = column.getIsPinned();
  return (
    <th
      scope="col"
      // biome-ignore lint/a11y/noRedundantRoles: not redundant: the header's table is role="presentation" (table-header.tsx), which would make a bare <th> presentational too.
      role="columnheader"
      aria-sort={sortable ? direction : undefined}
      aria-label={label}
      style={pinnedStyle(column)}
      className={`col-header ${pinned ? pinnedClass(pinned, "bg-slate-100") : "relative"}`}
    >
      {sortable ? (
        <button type="button" onClick={() => onSort(id)} className={`sort-button ${active ? "text-slate-950" : ""}`}>
          <span className="truncate">{label}</span>
          <Icon name={active ? (sortOrder === "asc" ? "arrow-up" : "arrow-down") : "arrow-up-down"} className={`sort-icon ${active ? "text-inherit" : ""}`} />
        </button>
      ) : (
        <span className="block truncate">
          <FlexRender header={header} />
        </span>
      )}
      {label && column.getCanResize() && <ResizeHandle header={header} label={label} resizing={resizing} />}
    </th>
  );
}
