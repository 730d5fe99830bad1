"use client";
// The calls table's column widths a user set (by dragging a column's edge or with its arrow
// keys), kept in this browser like the column choice. Only the widths a user changed are
// kept; every other column has its default. The server renders the defaults; the stored
// widths apply right after hydration. Read back bounded: only the table's columns, whole
// pixels within COLUMN_WIDTH, at most one entry a field, so a hand-edited or corrupt entry
// can neither hide a column (0 px) nor widen the table without end.
import { VIEW_COLUMNS } from "@/lib/view-settings";
import { storedValue } from "./stored-value";

/** Every resizable column's bounds, in CSS pixels: a header's label stays legible at the least. */
export const COLUMN_WIDTH = { min: 64, max: 640 } as const;
const STORAGE_KEY = "crd-column-widths-v1";
const FIELDS: ReadonlySet<string> = new Set(VIEW_COLUMNS);

export type ColumnWidths = Readonly<Record<string, number>>;
const NONE: ColumnWidths = Object.freeze({});

/** A width kept within the bounds, in whole pixels; undefined for anything not a finite number. */
export function clampWidth(value: unknown): number | undefined {
  if (typeof value !== "number" || !Number.isFinite(value)) return undefined;
  return Math.min(COLUMN_WIDTH.max, Math.max(COLUMN_WIDTH.min, Math.round(value)));
}

/** The widths in a stored (or about to be stored) value: known columns only, each clamped. */
export function validWidths(value: unknown): ColumnWidths {
  if (!value || typeof value !== "object" || Array.isArray(value)) return NONE;
  const widths: Record<string, number> = {};
  for (const [column, width] of Object.entries(value)) {
    const clamped = clampWidth(width);
    if (FIELDS.has(column) && clamped !== undefined) widths[column] = clamped;
  }
  return widths;
}

// One small store, so the table re-renders when the widths change and reads the latest
// widths while a drag sends several changes before React renders.
const widths = storedValue<ColumnWidths>(STORAGE_KEY, NONE, (stored) => validWidths(JSON.parse(stored)), JSON.stringify);

/** The stored widths; nothing stored, a broken entry or no storage means none. */
export const readWidths = widths.read;
/** The widths now (the stored ones until a change). */
export const currentWidths = widths.get;
export const setWidths = (next: unknown) => widths.set(validWidths(next));
export const useColumnWidths = widths.use;
