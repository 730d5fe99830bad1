import "server-only";
import { CALL_FIELDS } from "@/lib/call-results/fields";
import type { CallResult } from "@/lib/call-results/schemas";
import type { ExportFormat } from "@/lib/dashboard-api/export";
import { csvCell } from "../csv";

// The two export formats. Both hold the 18 fields in the spec's order under the spec's
// names, and times exactly as the service sent them.

const FIELD_NAMES = CALL_FIELDS.map((f) => f.key);

const CRLF = "\r\n";
// A byte-order mark, so spreadsheet programs read the file as UTF-8 (non-Latin names).
const BOM = "\uFEFF";

/** What the file starts with. */
export function exportHeader(format: ExportFormat): string {
  return format === "csv" ? `${BOM}${FIELD_NAMES.join(",")}${CRLF}` : "";
}

/** One call as a line of the file, line end included. */
export function exportLine(call: CallResult, format: ExportFormat): string {
  if (format === "jsonl") return `${JSON.stringify(Object.fromEntries(FIELD_NAMES.map((k) => [k, call[k]])))}\n`;
  return `${FIELD_NAMES.map((k) => csvCell(call[k])).join(",")}${CRLF}`;
}
