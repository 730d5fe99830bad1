// An export (GET /api/export) as a stream of events, one JSON object a line, so the browser
// can show progress, tell a finished file from a broken one, and build the download itself:
//   {"type":"start","total":2345}
//   {"type":"rows","count":500,"text":"…the file's next part…"}   (the header comes first)
//   {"type":"done","written":2345,"total":2345}
//   {"type":"error","code":"upstream_error","message":"…","written":1500}
// Declared once for the route that writes it (lib/server/export) and the browser that reads it.

export const EXPORT_FORMATS = ["csv", "jsonl"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export type ExportEvent =
  | { type: "start"; total: number }
  | { type: "rows"; count: number; text: string }
  | { type: "done"; written: number; total: number }
  | { type: "error"; code: string; message: string; written: number };
