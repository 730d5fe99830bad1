// An export (GET /api/export) as a stream of events, one JSON object a line, so the browser
// can show progress, tell a finished file from a broken one, and build the download itself:
//   {"type":"start","total":2345,"range":{"from":null,"to":"2026-11-25T10:00:00.000Z"}}
//   {"type":"rows","count":500,"text":"…the file's next part…"}   (the header comes first)
//   {"type":"done","written":2345,"total":2345}
//   {"type":"error","code":"upstream_error","message":"…","written":1500}
// Declared once for the route that writes it (lib/server/export) and the browser that
// reads it, with the name of the file it becomes.

export const EXPORT_FORMATS = ["csv", "jsonl"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The absolute created range an export holds, resolved when it started; from is null for "since the first call". */
export interface ExportRange {
  from: string | null;
  to: string;
}

export type ExportEvent =
  | { type: "start"; total: number; range: ExportRange }
  | { type: "rows"; count: number; text: string }
  | { type: "done"; written: number; total: number }
  | { type: "error"; code: string; message: string; written: number };

/** 2026-11-24T10:00:00.000Z → "2026-11-24T10-00Z" (seconds only when there are some): a file name part, in UTC. */
function stamp(iso: string): string {
  const d = new Date(iso).toISOString();
  const seconds = d.slice(17, 19);
  return `${d.slice(0, 10)}T${d.slice(11, 13)}-${d.slice(14, 16)}${seconds === "00" ? "" : `-${seconds}`}Z`;
}

/** "calls_2026-11-24T10-00Z_2026-11-25T10-00Z.csv": the range the file holds, "start" for an open beginning. */
export function exportFileName(format: ExportFormat, range: ExportRange): string {
  return `calls_${range.from ? stamp(range.from) : "start"}_${stamp(range.to)}.${format}`;
}
