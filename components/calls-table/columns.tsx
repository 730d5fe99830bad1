"use client";
import { type CellData, createColumnHelper, type RowData, type TableFeatures, tableFeatures } from "@tanstack/react-table";
import Link from "next/link";
import { FIELD_RENDERERS } from "@/components/call-fields/field-renderers";
import { PivotLink } from "@/components/ui/pivot-link";
import type { PivotField } from "@/lib/client/pivot";
import { SORT_FIELDS, type SortBy } from "@/lib/call-results/constants";
import { CALL_FIELDS, type CallField, callField } from "@/lib/call-results/fields";
import type { CallResult } from "@/lib/call-results/schemas";

declare module "@tanstack/react-table" {
  // A column carries its own label (header, picker, skeleton) and whether it starts hidden.
  interface ColumnMeta<in out TFeatures extends TableFeatures, in out TData extends RowData, TValue extends CellData = CellData> {
    label?: string;
    hiddenByDefault?: boolean;
  }
}

// The core alone (~2 KB gzip less than with TanStack's visibility and sorting features):
// sorting and paging happen on the server, a header's order comes from the URL, and the
// table gets only the visible columns (visibleColumns).
export const features = tableFeatures({});
export type CallsTableFeatures = typeof features;

const col = createColumnHelper<CallsTableFeatures, CallResult>();

/** The default columns, in their order. */
const SHOWN: CallField[] = [
  "callId",
  "status",
  "createdAt",
  "startedAt",
  "durationSeconds",
  "direction",
  "from",
  "to",
  "agentName",
  "isVoicemail",
  "audioAvailable",
  "detailsUrl",
];
// Every other field follows in the spec's order, hidden until picked: a new field needs no line here.
const HIDDEN: CallField[] = CALL_FIELDS.map((f) => f.key).filter((key) => !SHOWN.includes(key));

// The fields whose cells lead to "all calls of this one" (an agent's name pivots on its id).
const PIVOTS: Partial<Record<CallField, PivotField>> = { agentName: "agentId", agentId: "agentId", callTaskId: "callTaskId", endUserId: "endUserId" };

const renderCell = (key: CallField, call: CallResult) => {
  const value = FIELD_RENDERERS[key](call, { place: "table" });
  const pivot = PIVOTS[key];
  if (!pivot || !call[pivot]) return value;
  return (
    <span className="inline-flex max-w-full items-center gap-1">
      <span className="min-w-0 truncate">{value}</span>
      <PivotLink field={pivot} value={call[pivot]} />
    </span>
  );
};

// Column ids are the spec's field names; the sortable ones are its sortBy values.
const fieldColumn = (key: CallField, hiddenByDefault: boolean) =>
  col.accessor(key, {
    id: key,
    header: callField(key).label,
    cell: (info) => renderCell(key, info.row.original),
    meta: { label: callField(key).label, hiddenByDefault },
  });

export const columns = col.columns([
  col.display({
    id: "details",
    header: () => <span className="sr-only">Details</span>,
    // No prefetch: a call's page is rendered per request anyway, and prefetching every row
    // in view sent 20 to 40 requests (two per row) right after each load, on the main thread
    // while the page was still settling (issue #18).
    cell: (i) => (
      <Link
        href={`/calls/${encodeURIComponent(i.row.original.callId)}`}
        prefetch={false}
        className="text-sky-800 underline-offset-2 hover:underline focus-ring"
      >
        Details<span className="sr-only"> of call {i.row.original.callId}</span>
      </Link>
    ),
  }),
  ...SHOWN.map((key) => fieldColumn(key, false)),
  ...HIDDEN.map((key) => fieldColumn(key, true)),
]);

/** The columns a user can show or hide, with their labels, in table order. */
export const PICKABLE_COLUMNS = columns.flatMap((c) => (c.id && c.meta?.label ? [{ id: c.id, label: c.meta.label }] : []));

/** The default visibility: what the column picker's stored choices apply on top of. */
export const DEFAULT_VISIBILITY: Record<string, boolean> = Object.fromEntries(columns.flatMap((c) => (c.id && c.meta?.hiddenByDefault ? [[c.id, false]] : [])));

/** The columns a visibility map shows, in table order; the table is given only these. */
export const visibleColumns = (visibility: Record<string, boolean>) => columns.filter((c) => !c.id || visibility[c.id] !== false);

export const isSortBy = (id: string): id is SortBy => (SORT_FIELDS as readonly string[]).includes(id);
