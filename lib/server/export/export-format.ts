import "server-only";
import { CALL_FIELDS, type CallField } from "@/lib/call-results/fields";
import type { CallResult } from "@/lib/call-results/schemas";
import type { ExportFormat } from "@/lib/dashboard-api/export";
import { csvCell } from "../csv";

// The two export formats. Both hold the fields asked for (all 18 in the spec's order
// unless the dialog asked for the visible columns) under the spec's names, and times
// exactly as the service sent them.

export const ALL_FIELDS: readonly CallField[] = CALL_FIELDS.map((f) => f.key);

const CRLF = "\r\n";
// A byte-order mark, so spreadsheet programs read the file as UTF-8 (non-Latin names).
const BOM = "\uFEFF";

/** What the file starts with. */
export function exportHeader(format: ExportFormat, fields: readonly CallField[] = ALL_FIELDS): string {
  return format === "csv" ? `${BOM}${fields.join(",")}${CRLF}` : "";
}

/** One call as a line of the file, line end included. */
export function exportLine(call: CallResult, format: ExportFormat, fields: readonly CallField[] = ALL_FIELDS): string {
  if (format === "jsonl") return `${JSON.stringify(Object.fromEntries(fields.map((k) => [k, call[k]])))}\n`;
  return `${fields.map((k) => csvCell(call[k])).join(",")}${CRLF}`;
}
