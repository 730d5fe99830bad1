// Which bytes of a browser chunk are the libraries' and which are our own code's (and which
// file's), for the bench's first-load JS figure (issue #28: our own code ≤ 25 KB gzip).
// How, without a network or a second build: Turbopack's production chunks name their
// modules by numeric ids only, and one chunk often holds both library and own modules, so
// neither file names nor the build manifests can tell them apart. The bench's build
// (BENCH_BASELINES=1) writes source maps of the browser chunks (productionBrowserSourceMaps
// in next.config.ts), and a source map says, for every run of a chunk's bytes, which source
// file it came from (turbopack:///[project]/node_modules/react-dom/…,
// turbopack:///[project]/components/…). Each byte goes to the package of its source; bytes
// that map to no source (Turbopack's wrapper between modules: ids, `e=>{"use strict";`) go
// with the source mapped just before them, so a module's wrapper counts with the module;
// except the loader Turbopack writes for each import() of a chunk (`id,e=>{e.v(t=>Promise.all(
// ["static/chunks/….js"].map(…)).then(()=>t(id)))}`), which follows whatever module came
// before it: it is there because the page's code loads a chunk on demand, so it counts as
// ours wherever it lands (every one the calls page loads fetches a chunk of our modules).
// The Turbopack runtime chunk has no source map and is Next's, so all of it is library.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { ownGzipByFile } from "./js-files";

/**
 * The libraries the page needs, as issue #28 names them (React, Next and our TanStack
 * packages), with what they depend on in turn (Next's @swc/helpers, TanStack Store's
 * use-sync-external-store), read from node_modules. Any other package counts as ours.
 */
function libraryPackages(root = "."): Set<string> {
  const own = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { dependencies: Record<string, string> };
  const todo = ["react", "react-dom", "next", ...Object.keys(own.dependencies).filter((name) => name.startsWith("@tanstack/"))];
  const found = new Set<string>();
  for (let name = todo.pop(); name !== undefined; name = todo.pop()) {
    if (found.has(name)) continue;
    found.add(name);
    const file = path.join(root, "node_modules", name, "package.json");
    if (fs.existsSync(file))
      todo.push(...Object.keys((JSON.parse(fs.readFileSync(file, "utf8")) as { dependencies?: Record<string, string> }).dependencies ?? {}));
  }
  return found;
}

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** The generated column and source index of each mapping segment, line by line (VLQ, source map v3). */
export function decodeSegments(mappings: string): Array<Array<{ column: number; source?: number }>> {
  const lines: Array<Array<{ column: number; source?: number }>> = [];
  let source = 0;
  for (const line of mappings.split(";")) {
    const out: Array<{ column: number; source?: number }> = [];
    let column = 0;
    for (const segment of line.split(",")) {
      if (segment === "") continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const ch of segment) {
        const digit = B64.indexOf(ch);
        if (digit < 0) throw new Error(`source map: bad VLQ character ${JSON.stringify(ch)}`);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0]!;
      if (fields.length >= 4) {
        source += fields[1]!;
        out.push({ column, source });
      } else out.push({ column });
    }
    lines.push(out);
  }
  return lines;
}

export const OURS = "(ours)";

/**
 * Where a source came from: its npm package (`…/node_modules/@tanstack/table-core/…` →
 * `@tanstack/table-core`), OURS for the project's own files, and "next" for Turbopack's
 * runtime (`turbopack:///[turbopack]/…`) and other modules that are not files of the project.
 */
export function originOf(source: string): string {
  const at = source.lastIndexOf("node_modules/");
  if (at < 0) return source.includes("[project]/") ? OURS : "next";
  const [scope = "", name = ""] = source.slice(at + "node_modules/".length).split("/");
  return scope.startsWith("@") ? `${scope}/${name}` : scope;
}

export interface ChunkSplit {
  /** The library packages' bytes, in chunk order. */
  library: string;
  /** Our own code's bytes (and those of any package outside the libraries). */
  own: string;
  /** Raw bytes by package ("(ours)" for our own files). */
  byPackage: Record<string, number>;
  /** Our own code's bytes by file (project-relative), "(chunk loaders)", or package outside the libraries. */
  ownBySource: Record<string, string>;
}

/** Turbopack's loader of a chunk that an import() asks for, as it writes it into the importing chunk. */
const CHUNK_LOADER = /\d+,([\w$]+)=>\{\1\.v\(([\w$]+)=>Promise\.all\(\[[^\]]*\]\.map\(([\w$]+)=>\1\.l\(\3\)\)\)\.then\(\(\)=>\2\(\d+\)\)\)\}/g;

const SOURCE_MAP_COMMENT = /\n?\/\/# sourceMappingURL=(\S+)\s*$/;

/**
 * A chunk's code without the source map comment, the bench build's only addition to it, so
 * the bytes measured are a normal build's; and its source map's file, where it has one.
 */
export function readChunk(file: string): { code: string; mapFile?: string } {
  const text = fs.readFileSync(file, "utf8");
  const comment = text.match(SOURCE_MAP_COMMENT);
  return comment ? { code: text.slice(0, comment.index), mapFile: path.join(path.dirname(file), comment[1]!) } : { code: text };
}

/** Splits one chunk file of `.next/static/chunks` by origin, with its source map. */
export function splitChunk(file: string, libraries: Set<string>): ChunkSplit {
  const { code, mapFile } = readChunk(file);
  if (!mapFile) {
    if (!path.basename(file).startsWith("turbopack-")) throw new Error(`${file} has no source map: is this a build with BENCH_BASELINES=1?`);
    return { library: code, own: "", byPackage: { next: Buffer.byteLength(code) }, ownBySource: {} };
  }
  const map = JSON.parse(fs.readFileSync(mapFile, "utf8")) as { sources: string[]; mappings: string };
  const origins = map.sources.map(originOf);
  const segments = decodeSegments(map.mappings);
  const split: ChunkSplit = { library: "", own: "", byPackage: {}, ownBySource: {} };
  let current = "next"; // before the first mapped byte: Turbopack's chunk header
  let source = ""; // the file `current` is from
  const add = (bytes: string) => {
    if (bytes === "") return;
    if (libraries.has(current)) split.library += bytes;
    else {
      split.own += bytes;
      const key = current === OURS ? source.replace(/^.*\[project\]\//, "") : current;
      split.ownBySource[key] = (split.ownBySource[key] ?? "") + bytes;
    }
    split.byPackage[current] = (split.byPackage[current] ?? 0) + Buffer.byteLength(bytes);
  };
  const lines = code.split("\n");
  lines.forEach((line, i) => {
    // Columns count UTF-16 code units, as JavaScript strings do.
    const loaders = [...line.matchAll(CHUNK_LOADER)].map((m) => [m.index, m.index + m[0].length] as const);
    // A run of bytes, less the chunk loaders in it, which go to our code.
    const addRun = (start: number, end: number) => {
      for (const [a, b] of loaders) {
        if (b <= start || a >= end) continue;
        add(line.slice(start, Math.max(start, a)));
        const at = [current, source];
        [current, source] = [OURS, "(chunk loaders)"];
        add(line.slice(Math.max(start, a), Math.min(end, b)));
        [current, source] = at as [string, string];
        start = Math.min(end, b);
      }
      add(line.slice(start, end));
    };
    let from = 0;
    for (const s of segments[i] ?? []) {
      addRun(from, s.column);
      from = s.column;
      if (s.source !== undefined) [current, source] = [origins[s.source] ?? current, map.sources[s.source] ?? source];
    }
    addRun(from, line.length);
    if (i < lines.length - 1) add("\n");
  });
  return split;
}

/** The file of a script's URL path (/_next/static/chunks/…). */
export const chunkFile = (urlPath: string, nextDir = ".next") => decodeURIComponent(path.join(nextDir, urlPath.replace(/^\/_next\//, "")));

export const gzip = (text: string) => (text === "" ? 0 : zlib.gzipSync(text).length);

export interface JsOrigin {
  libraryGzipBytes: number;
  ownGzipBytes: number;
  byPackage: Record<string, number>;
  /** Our files (js-files.ts), largest first. */
  ownByFile: Array<[file: string, gzipBytes: number]>;
}

/**
 * Library and own gzip bytes of a set of chunks (URL paths under /_next/). Each part of a
 * chunk is compressed on its own, as the browser receives each chunk compressed on its own,
 * so the two parts add up to about the chunks' gzip size (a little more: two streams).
 */
export function jsOrigin(scriptPaths: Iterable<string>, nextDir = ".next"): JsOrigin {
  const libraries = libraryPackages();
  const origin: JsOrigin = { libraryGzipBytes: 0, ownGzipBytes: 0, byPackage: {}, ownByFile: [] };
  const splits = [...scriptPaths].map((p) => splitChunk(chunkFile(p, nextDir), libraries));
  origin.ownByFile = ownGzipByFile(splits);
  for (const split of splits) {
    origin.libraryGzipBytes += gzip(split.library);
    origin.ownGzipBytes += gzip(split.own);
    for (const [name, bytes] of Object.entries(split.byPackage)) origin.byPackage[name] = (origin.byPackage[name] ?? 0) + bytes;
  }
  return origin;
}
