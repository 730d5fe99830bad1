"use client";
import {
  type CellData,
  columnPinningFeature,
  columnResizingFeature,
  columnSizingFeature,
  createColumnHelper,
  type RowData,
  type TableFeatures,
  tableFeatures,
} from "@tanstack/react-table";
import type { ReactNode } from "react";
import { FIELD_RENDERERS } from "@/components/call-fields/field-renderers";
import { ReviewCell } from "@/components/review-marks/review-cell";
import { PivotLink } from "@/components/ui/pivot-link";
import { YesNo } from "@/components/ui/yes-no";
import { SORT_FIELDS, type SortBy } from "@/lib/call-results/constants";
import { CALL_FIELDS, type CallField, callField } from "@/lib/call-results/fields";
import type { CallResult } from "@/lib/call-results/schemas";
import { COLUMN_WIDTH } from "@/lib/client/column-widths";
import type { PivotField } from "@/lib/client/pivot";
import { RowActions } from "./row-actions";

declare module "@tanstack/react-table" {
  // A column carries its own label (header, picker, skeleton) and whether it starts hidden.
  interface ColumnMeta<in out TFeatures extends TableFeatures, in out TData extends RowData, TValue extends CellData = CellData> {
    label?: string;
    hiddenByDefault?: boolean;
  }
}

// The core, column pinning and sizing only (no visibility or sorting features, ~2 KB gzip
// less): sorting and paging happen on the server, a header's order comes from the URL, and
// the table gets only the visible columns (visibleColumns). Pinning keeps the call id at the
// start and the row's actions at the end in view while the rest scrolls sideways; sizing
// gives every column its width, which a user can change (resize-handle.tsx).
export const features = tableFeatures({ columnPinningFeature, columnSizingFeature, columnResizingFeature });
export const PINNED = { start: ["callId"], end: ["actions"] };
export type CallsTableFeatures = typeof features;

const col = createColumnHelper<CallsTableFeatures, CallResult>();

/**
 * The default columns, in their order, the Review column among them. They fit whole beside
 * the actions from 1366 px (1,332 px of room there): what the daily job reads first comes
 * first. A column cut at the window's edge, under the pinned actions, showed "VO" for
 * Voicemail (issue #38); Voicemail, the least read, is one pick away instead, as Started is.
 */
const SHOWN = ["callId", "status", "createdAt", "durationSeconds", "direction", "from", "to", "agentName", "review"] as const;
// Every other field follows in the spec's order, hidden until picked: a new field needs no line here.
const HIDDEN: CallField[] = CALL_FIELDS.map((f) => f.key).filter((key) => !(SHOWN as readonly string[]).includes(key));

// Default widths in CSS pixels: each column's header whole (with its sort button) and what its
// values need in either density (measured: "Outbound" with its icon is 105 px, a status badge
// 92, a 13-digit number 94), so that nothing of them is cut; a field not named here gets
// DEFAULT_WIDTH. A call id keeps its last characters whole (components/ui/id-value.tsx); an
// agent's name longer than its column is cut, whole in its title. e2e/table-fit.spec.ts holds it.
const WIDTHS: Partial<Record<CallField, number>> = {
  callId: 132,
  status: 116,
  createdAt: 114,
  startedAt: 114,
  endedAt: 114,
  updatedAt: 114,
  durationSeconds: 124,
  direction: 124,
  // A phone number of 13 digits whole; the longest E.164 (16) wraps, or is cut in Compact.
  from: 124,
  to: 124,
  agentName: 140,
  isVoicemail: 104,
  audioAvailable: 116,
};
const DEFAULT_WIDTH = 180;
// Play (a fixed 28 px), Details and "Console" on one line, in either density.
const ACTIONS_WIDTH = 196;
// "✓ 4/5 · 2 notes" in small type (review-cell.tsx), with the cell's padding.
const REVIEW_WIDTH = 136;

// The fields whose cells lead to "all calls of this one" (an agent's name pivots on its id).
const PIVOTS: Partial<Record<CallField, PivotField>> = { agentName: "agentId", agentId: "agentId", callTaskId: "callTaskId", endUserId: "endUserId" };

// Play and the console link live in the actions column; as columns of their own (picked in
// the column picker), the two fields show their values, so no row has two of either.
const TABLE_RENDERERS: Partial<Record<CallField, (call: CallResult) => ReactNode>> = {
  audioAvailable: (call) => <YesNo value={call.audioAvailable} />,
  detailsUrl: (call) => <span className="font-mono text-xs">{call.detailsUrl}</span>,
};

const renderCell = (key: CallField, call: CallResult) => {
  const value = TABLE_RENDERERS[key]?.(call) ?? FIELD_RENDERERS[key](call, { place: "table" });
  const pivot = PIVOTS[key];
  if (!pivot || !call[pivot]) return value;
  return (
    <span className="with-pivot">
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
    size: WIDTHS[key] ?? DEFAULT_WIDTH,
    minSize: COLUMN_WIDTH.min,
    maxSize: COLUMN_WIDTH.max,
  });

// Reviewed or not, the latest review's score and the notes, from the dashboard's store (issue #30):
// the page's marks arrive after its rows (components/review-marks/).
const reviewColumn = col.display({
  id: "review",
  header: "Review",
  cell: (i) => <ReviewCell callId={i.row.original.callId} />,
  meta: { label: "Review" },
  size: REVIEW_WIDTH,
  minSize: COLUMN_WIDTH.min,
  maxSize: COLUMN_WIDTH.max,
});

export const columns = col.columns([
  ...SHOWN.map((key) => (key === "review" ? reviewColumn : fieldColumn(key, false))),
  ...HIDDEN.map((key) => fieldColumn(key, true)),
  col.display({
    id: "actions",
    header: () => <span className="sr-only">Actions</span>,
    cell: (i) => <RowActions call={i.row.original} />,
    size: ACTIONS_WIDTH,
    enableResizing: false,
  }),
]);

/** The columns a user can show or hide, with their labels, in table order. */
export const PICKABLE_COLUMNS = columns.flatMap((c) => (c.id && c.meta?.label ? [{ id: c.id, label: c.meta.label }] : []));

/** The default visibility: what the column picker's stored choices apply on top of. */
export const DEFAULT_VISIBILITY: Record<string, boolean> = Object.fromEntries(columns.flatMap((c) => (c.id && c.meta?.hiddenByDefault ? [[c.id, false]] : [])));

/** The columns a visibility map shows, in table order; the table is given only these. */
export const visibleColumns = (visibility: Record<string, boolean>) => columns.filter((c) => !c.id || visibility[c.id] !== false);

export const isSortBy = (id: string): id is SortBy => (SORT_FIELDS as readonly string[]).includes(id);
