// Serves a file with HTTP Range support (single ranges, RFC 9110 §14), so players can seek.
import fs from "node:fs";
import type http from "node:http";

export function sendFileWithRanges(req: http.IncomingMessage, res: http.ServerResponse, file: string, size: number, fileName: string): void {
  const headers: Record<string, string | number> = {
    "content-type": "audio/wav",
    "accept-ranges": "bytes",
    "cache-control": "private, max-age=60",
    "content-disposition": `inline; filename="${fileName}"`,
    "access-control-allow-origin": "*",
  };
  const range = req.headers.range;
  let start = 0;
  let end = size - 1;
  let status = 200;
  if (range) {
    const m = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
    if (m && (m[1] !== "" || m[2] !== "")) {
      if (m[1] === "") {
        start = Math.max(0, size - Number(m[2]));
      } else {
        start = Number(m[1]);
        if (m[2] !== "") end = Math.min(end, Number(m[2]));
      }
      if (start >= size || start > end) {
        res.writeHead(416, { ...headers, "content-range": `bytes */${size}` });
        return void res.end();
      }
      status = 206;
      headers["content-range"] = `bytes ${start}-${end}/${size}`;
    }
    // Anything else (several ranges, other units) gets the whole file, which RFC 9110 allows.
  }
  headers["content-length"] = end - start + 1;
  res.writeHead(status, headers);
  if (req.method === "HEAD") return void res.end();
  fs.createReadStream(file, { start, end }).pipe(res);
}
