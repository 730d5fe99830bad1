// Serves a file with HTTP Range support (single ranges, RFC 9110 §14), so players can seek.
import fs from "node:fs";
import type http from "node:http";
import { pipeline } from "node:stream";

/**
 * `onReadError` hears of a file that could not be read to the end; the response is then
 * cut off, so the client sees a failed download rather than a short file.
 */
export function sendFileWithRanges(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  file: string,
  size: number,
  fileName: string,
  onReadError: (error: Error) => void,
): void {
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
  // pipeline, not pipe: a read error (a file removed or replaced under us) must end this
  // response, not reach the process as an unhandled stream error.
  pipeline(fs.createReadStream(file, { start, end }), res, (error) => {
    // A client that goes away mid-file (a seek, a closed tab) is no fault of the file.
    if (error && (error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE") onReadError(error);
  });
}
