// The first-load JS figure splits each chunk's bytes by the source map's sources: a byte
// goes to the package it came from, or to our own code.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ownGzipByFile } from "./js-files";
import { decodeSegments, OURS, originOf, splitChunk } from "./js-origin";

const libraries = new Set(["react", "next", "@tanstack/table-core"]);

function chunk(name: string, code: string, map?: object): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "js-origin-"));
  fs.writeFileSync(path.join(dir, name), map ? `${code}\n//# sourceMappingURL=${name}.map` : code);
  if (map) fs.writeFileSync(path.join(dir, `${name}.map`), JSON.stringify(map));
  return path.join(dir, name);
}

describe("js-origin", () => {
  it("decodes the generated columns and sources of a source map's segments", () => {
    // A: column 0 source 0; G: column +3 source +1; a segment of one field maps to no source.
    expect(decodeSegments("AAAA,GCAA,C;AAAA")).toEqual([[{ column: 0, source: 0 }, { column: 3, source: 1 }, { column: 4 }], [{ column: 0, source: 1 }]]);
  });

  it("names a source's package, our own files, and Turbopack's runtime", () => {
    expect(originOf("turbopack:///[project]/node_modules/@tanstack/table-core/dist/index.js")).toBe("@tanstack/table-core");
    expect(originOf("turbopack:///[project]/node_modules/next/dist/compiled/react-dom/client.js")).toBe("next");
    expect(originOf("turbopack:///[project]/components/calls-table/columns.tsx")).toBe(OURS);
    expect(originOf("turbopack:///[turbopack]/browser/runtime/base/runtime-base.ts")).toBe("next");
  });

  it("gives each byte to its source, and unmapped bytes to the source before them", () => {
    const map = {
      version: 3,
      sources: [
        "turbopack:///[project]/node_modules/react/index.js",
        "turbopack:///[project]/lib/format.ts",
        "turbopack:///[project]/node_modules/zod/index.js",
      ],
      mappings: "AAAA,GCAA,GCAA",
    };
    const split = splitChunk(chunk("a.js", "aaabbbzz", map), libraries);
    expect(split.library).toBe("aaa");
    expect(split.own).toBe("bbbzz"); // zod is not one of the libraries: it counts as ours
    expect(split.byPackage).toEqual({ react: 3, [OURS]: 3, zod: 2 });
  });

  it("counts the loader Turbopack writes for an import() as ours, whatever module it follows", () => {
    const loader = '1,e=>{e.v(t=>Promise.all(["static/chunks/x.js"].map(t=>e.l(t))).then(()=>t(2)))}';
    const map = { version: 3, sources: ["turbopack:///[project]/node_modules/react/index.js"], mappings: "AAAA" };
    const split = splitChunk(chunk("c.js", `aaa,${loader},bb`, map), libraries);
    expect(split.own).toBe(loader);
    expect(split.library).toBe("aaa,,bb");
    expect(split.byPackage).toEqual({ react: 7, [OURS]: loader.length });
    expect(split.ownBySource).toEqual({ "(chunk loaders)": loader });
  });

  it("names the file of each of our bytes, and what each file adds to its chunk's gzip size", () => {
    const map = {
      version: 3,
      sources: ["turbopack:///[project]/node_modules/react/index.js", "turbopack:///[project]/lib/a.ts", "turbopack:///[project]/lib/b.ts"],
      mappings: "AAAA,GCAA,GCAA",
    };
    const split = splitChunk(chunk("d.js", "rrraaabbb", map), libraries);
    expect(split.ownBySource).toEqual({ "lib/a.ts": "aaa", "lib/b.ts": "bbb" });
    const files = ownGzipByFile([split]);
    expect(files.map(([file]) => file).sort()).toEqual(["lib/a.ts", "lib/b.ts"]);
    expect(files.every(([, bytes]) => bytes > 0)).toBe(true);
  });

  it("counts Turbopack's runtime chunk, which has no source map, as Next's, and refuses any other chunk without one", () => {
    expect(splitChunk(chunk("turbopack-x.js", "runtime"), libraries).library).toBe("runtime");
    expect(() => splitChunk(chunk("b.js", "code"), libraries)).toThrow(/no source map/);
  });
});
