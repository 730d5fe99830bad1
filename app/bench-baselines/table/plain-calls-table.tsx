"use client";
import { createColumnHelper, rowSortingFeature, tableFeatures, useTable } from "@tanstack/react-table";
import { useEffect, useState } from "react";
import { SORT_FIELDS, type SortBy, type SortOrder } from "@/lib/call-results/constants";
import { type CallField, callField } from "@/lib/call-results/fields";
import type { CallResult } from "@/lib/call-results/schemas";
import "@/app/globals.css";

interface PlainQuery {
  page: number;
  pageSize: number;
  sortBy: SortBy;
  sortOrder: SortOrder;
}

const features = tableFeatures({ rowSortingFeature });
const col = createColumnHelper<typeof features, CallResult>();
/**
 * The calls table's default columns, in its order (bench/plain-table-columns.test.ts holds
 * the two together); cells show the raw values, and the Review column a dash (the baseline
 * has no store). Then its actions column, as plain elements: a Play button, the call's page
 * and the console link.
 */
export const PLAIN_TABLE_COLUMNS: (CallField | "review")[] = [
  "callId",
  "status",
  "createdAt",
  "durationSeconds",
  "direction",
  "from",
  "to",
  "agentName",
  "review",
];
const isSortBy = (id: string): id is SortBy => (SORT_FIELDS as readonly string[]).includes(id);
const columns = col.columns([
  ...PLAIN_TABLE_COLUMNS.map((key) =>
    key === "review"
      ? col.display({ id: "review", header: "Review", cell: () => "—" })
      : col.accessor(key, {
          id: key,
          header: callField(key).label,
          cell: (i) => String(i.getValue() ?? "—"),
          enableSorting: isSortBy(key),
        }),
  ),
  col.display({
    id: "actions",
    header: "Actions",
    cell: (i) => (
      <span>
        {/* Renders as the calls table's Play does; a baseline of rendering, it plays nothing. */}
        <button type="button" disabled={!i.row.original.audioAvailable}>
          Play
        </button>{" "}
        <a href={`/calls/${encodeURIComponent(i.row.original.callId)}`}>Details</a> <a href={i.row.original.detailsUrl}>Open in console</a>
      </span>
    ),
  }),
]);

// Everything a plain TanStack Table page does, and no more: state in useState, a fetch
// per sort or page change, every row rendered. The markup mirrors the calls table's
// (labels, row indexes, cell padding) so that the bench drives both the same way.
export function PlainCallsTable({ initialCalls, initialQuery }: { initialCalls: CallResult[]; initialQuery: PlainQuery }) {
  const [calls, setCalls] = useState(initialCalls);
  const [query, setQuery] = useState(initialQuery);
  const [loaded, setLoaded] = useState(initialQuery);
  useEffect(() => {
    // The bench waits for this mark of hydration, as it does on the calls page.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  useEffect(() => {
    if (query === loaded) return;
    const controller = new AbortController();
    const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize), sortBy: query.sortBy, sortOrder: query.sortOrder });
    void fetch(`/api/call-results?${params}`, { signal: controller.signal })
      .then((r) => r.json())
      .then((body: { data: CallResult[] }) => {
        setCalls(body.data);
        setLoaded(query);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [query, loaded]);

  const table = useTable({
    features,
    columns,
    data: calls,
    getRowId: (row) => row.callId,
    manualSorting: true,
    state: { sorting: [{ id: query.sortBy, desc: query.sortOrder === "desc" }] },
  });
  const rows = table.getRowModel().rows;
  const sort = (sortBy: SortBy) => setQuery((q) => ({ ...q, page: 1, sortBy, sortOrder: sortBy === q.sortBy && q.sortOrder === "desc" ? "asc" : "desc" }));
  return (
    <main className="p-4">
      <h1>Plain TanStack Table</h1>
      <table aria-label="Call results" aria-rowcount={rows.length + 1} className="min-w-full text-left text-sm">
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-3 py-2">
                  {header.column.getCanSort() && isSortBy(header.column.id) ? (
                    <button type="button" onClick={() => sort(header.column.id as SortBy)}>
                      <table.FlexRender header={header} />
                    </button>
                  ) : (
                    <table.FlexRender header={header} />
                  )}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.id} aria-rowindex={index + 2}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className="px-3 py-2">
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <nav aria-label="Pagination">
        <button type="button" disabled={query.page <= 1} onClick={() => setQuery((q) => ({ ...q, page: q.page - 1 }))}>
          Previous page
        </button>
        <button type="button" onClick={() => setQuery((q) => ({ ...q, page: q.page + 1 }))}>
          Next page
        </button>
      </nav>
    </main>
  );
}
