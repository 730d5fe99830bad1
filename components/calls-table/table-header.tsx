"use client";
import type { HeaderGroup } from "@tanstack/react-table";
import type { Ref } from "react";
import type { SortBy, SortOrder } from "@/lib/call-results/constants";
import type { CallResult } from "@/lib/call-results/schemas";
import { ColGroup } from "./col-group";
import type { CallsTableFeatures } from "./columns";
import { HeaderCell } from "./header-cell";

interface TableHeaderProps {
  groups: HeaderGroup<CallsTableFeatures, CallResult>[];
  widths: readonly { id: string; size: number }[];
  filler: number;
  sortBy: SortBy;
  sortOrder: SortOrder;
  onSort: (sortBy: SortBy) => void;
  /** The column being dragged wider or narrower, if any. */
  resizing: string | false;
  /** The header's own sideways scroller, kept in step with the body's (use-synced-scroll.ts). */
  scrollRef: Ref<HTMLDivElement>;
}

// The column header, in an element of its own that sticks to the top of the window while the
// page scrolls through the rows (the body scrolls sideways in its own box, and a sticky
// <thead> in there would stick to that box, not to the window). It hides its overflow and
// follows the body's sideways scroll; the same column widths (ColGroup) line the two up. For
// assistive technology it is the grid's first row, of column headers: the tables are only
// layout (role="presentation") and the rows and cells carry their roles.
export function TableHeader({ groups, widths, filler, sortBy, sortOrder, onSort, resizing, scrollRef }: TableHeaderProps) {
  return (
    <div ref={scrollRef} className="table-head">
      <table role="presentation" className="w-full table-fixed text-xs text-slate-700">
        <ColGroup widths={widths} filler={filler} />
        {/* biome-ignore lint/a11y/noRedundantRoles: not redundant in a role="presentation" table (see above). */}
        <thead role="rowgroup">
          {groups.map((group) => {
            const cells = group.headers.map((header) => (
              <HeaderCell key={header.id} header={header} sortBy={sortBy} sortOrder={sortOrder} onSort={onSort} resizing={resizing === header.column.id} />
            ));
            cells.splice(filler, 0, <th key="filler" aria-hidden="true" className="p-0" />);
            return (
              // biome-ignore lint/a11y/noRedundantRoles: not redundant in a role="presentation" table (see above).
              <tr key={group.id} role="row" aria-rowindex={1}>
                {cells}
              </tr>
            );
          })}
        </thead>
      </table>
    </div>
  );
}
