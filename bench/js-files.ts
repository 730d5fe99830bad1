// Our own first-load code by file, for the bench's log (bench/dashboard.ts): what to move
// out of the calls page's first load next, or to make smaller.
import zlib from "node:zlib";

const gzip = (text: string) => (text === "" ? 0 : zlib.gzipSync(text).length);

/**
 * The gzip bytes each of our files adds to the first load, largest first: per chunk, the
 * gzip size of its own part less that of the part without the file, as each chunk is
 * compressed on its own. A file's bytes compress against its neighbours', so the shares add
 * up to less than the whole.
 */
export function ownGzipByFile(splits: ReadonlyArray<{ ownBySource: Record<string, string> }>): Array<[file: string, gzipBytes: number]> {
  const byFile = new Map<string, number>();
  for (const { ownBySource } of splits) {
    const parts = Object.entries(ownBySource);
    const whole = gzip(parts.map(([, bytes]) => bytes).join(""));
    for (const [file] of parts) {
      const without = parts.flatMap(([other, bytes]) => (other === file ? [] : [bytes])).join("");
      byFile.set(file, (byFile.get(file) ?? 0) + whole - gzip(without));
    }
  }
  return [...byFile].sort((a, b) => b[1] - a[1]);
}
