import "server-only";
import type { CallField } from "@/lib/call-results/fields";
import type { CallResult } from "@/lib/call-results/schemas";
import type { ExportFormat } from "@/lib/dashboard-api/export";
import type { Note } from "@/lib/reviews/review";
import { csvCell } from "../csv";
import type { StoredReviewedCall } from "../store/reviewed-calls";
import { toZonedIso } from "./zoned-iso";

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

// Given the page's zone (issue #38), every time is written on its clock with its offset and
// the zone is named on each line (`timeZone`), as in the calls export; without one, as stored.
export function reviewsExportHeader(format: ExportFormat, zone?: string): string {
  return format === "csv" ? `${BOM}${[...CSV_COLUMNS, ...(zone ? ["timeZone"] : [])].join(",")}${CRLF}` : "";
}

/** One call's lines of the file, line ends included. */
export function reviewsExportLines({ stored, call, notes }: ExportedCall, format: ExportFormat, zone?: string): string {
  const t = (iso: string) => (zone ? toZonedIso(iso, zone) : iso);
  const fact = (k: CallField) => (call === null ? null : k === "createdAt" ? t(call.createdAt) : call[k]);
  const named = zone ? { timeZone: zone } : {};
  if (format === "jsonl") {
    const line = {
      callId: stored.callId,
      call: call ? Object.fromEntries(REVIEW_EXPORT_FACTS.map((k) => [k, fact(k)])) : null,
      reviews: stored.reviews.map(({ reviewer, score, tags, reviewedAt }) => ({ reviewer, score, tags, reviewedAt: t(reviewedAt) })),
      notes: notes.map(({ author, atSeconds, text, createdAt, updatedAt }) => ({ author, atSeconds, text, createdAt: t(createdAt), updatedAt: t(updatedAt) })),
      ...named,
    };
    return `${JSON.stringify(line)}\n`;
  }
  const start = [stored.callId, ...REVIEW_EXPORT_FACTS.map(fact)];
  const end = zone ? [zone] : [];
  const rows = [
    ...stored.reviews.map((r) => [...start, "review", r.reviewer, r.score, r.tags.join("; "), t(r.reviewedAt), null, null, ...end]),
    ...notes.map((n) => [...start, "note", n.author, null, null, t(n.createdAt), n.atSeconds, n.text, ...end]),
  ];
  return rows.map((row) => `${row.map((v) => csvCell(v)).join(",")}${CRLF}`).join("");
}
