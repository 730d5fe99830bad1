import "server-only";
import type { CallField } from "@/lib/call-results/fields";
import type { Note } from "@/lib/call-results/review";
import type { CallResult } from "@/lib/call-results/schemas";
import type { ExportFormat } from "@/lib/dashboard-api/export";
import { csvCell } from "../csv";
import type { StoredReviewedCall } from "../store/reviewed-calls";

// The Reviews list's export (issue #30). JSON Lines: one call a line, with its facts, every
// review and every note. CSV: one line per review and per note (`kind`), each beside its
// call's facts, so a spreadsheet can count and filter them. Facts are the service's, under
// the spec's names; empty when the service does not know the call.

const REVIEW_EXPORT_FACTS: readonly CallField[] = ["status", "agentId", "agentName", "direction", "from", "to", "createdAt", "durationSeconds"];
const CSV_COLUMNS = ["callId", ...REVIEW_EXPORT_FACTS, "kind", "user", "score", "tags", "at", "noteAtSeconds", "text"];
const CRLF = "\r\n";
// A byte-order mark, so spreadsheet programs read the file as UTF-8, as the calls export does.
const BOM = "\uFEFF";

export interface ExportedCall {
  stored: StoredReviewedCall;
  call: CallResult | null;
  notes: Note[];
}

export function reviewsExportHeader(format: ExportFormat): string {
  return format === "csv" ? `${BOM}${CSV_COLUMNS.join(",")}${CRLF}` : "";
}

const facts = (call: CallResult | null) => (call ? Object.fromEntries(REVIEW_EXPORT_FACTS.map((k) => [k, call[k]])) : null);

/** One call's lines of the file, line ends included. */
export function reviewsExportLines({ stored, call, notes }: ExportedCall, format: ExportFormat): string {
  if (format === "jsonl") {
    const line = {
      callId: stored.callId,
      call: facts(call),
      reviews: stored.reviews.map(({ reviewer, score, tags, reviewedAt }) => ({ reviewer, score, tags, reviewedAt })),
      notes: notes.map(({ author, atSeconds, text, createdAt, updatedAt }) => ({ author, atSeconds, text, createdAt, updatedAt })),
    };
    return `${JSON.stringify(line)}\n`;
  }
  const start = [stored.callId, ...REVIEW_EXPORT_FACTS.map((k) => (call ? call[k] : null))];
  const rows = [
    ...stored.reviews.map((r) => [...start, "review", r.reviewer, r.score, r.tags.join("; "), r.reviewedAt, null, null]),
    ...notes.map((n) => [...start, "note", n.author, null, null, n.createdAt, n.atSeconds, n.text]),
  ];
  return rows.map((row) => `${row.map((v) => csvCell(v)).join(",")}${CRLF}`).join("");
}
