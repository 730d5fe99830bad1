// Exports nothing imports: dead code, or a name that should not be exported. knip's check,
// offline: the import graph (import-graph.ts) is read, every imported name is followed
// through re-exports to the file that declares it, and what is left over is reported.
// A file the framework or a tool loads by convention (Next's app/ files, the root config
// files) exports for them, so its exports count as used. An export its own file uses (a
// type in an exported signature, a constant of the file) is not dead: only the export
// keyword would be spare, and that is not worth the churn (knip's ignoreExportsUsedInFile).
import { importGraph, type Module } from "./import-graph";

/** Files whose exports are read by Next.js or a tool, not by an import. */
const ENTRY = [
  // (.bench.tsx: the bench's baseline pages, built only with BENCH_BASELINES=1; see next.config.ts)
  /^app\/(.*\/)?(page|layout|template|default|loading|error|global-error|not-found|global-not-found|route|opengraph-image|icon|apple-icon|sitemap|robots|manifest)(\.bench)?\.tsx?$/,
  /^[^/]+\.ts$/, // next.config.ts, proxy.ts, instrumentation.ts, playwright.config.ts, vitest.config.ts
];

/** Every export that no other file imports, as "file: name", given the project's modules. */
export function unusedExports(modules: Map<string, Module>): string[] {
  const used = new Map<string, Set<string>>();
  const mark = (file: string, name: string, seen = new Set<string>()): void => {
    const key = `${file}#${name}`;
    const module = modules.get(file);
    if (!module || seen.has(key)) return;
    seen.add(key);
    if (!used.has(file)) used.set(file, new Set());
    if (name === "*") for (const own of module.exports) used.get(file)!.add(own);
    else if (module.exports.has(name)) used.get(file)!.add(name);
    for (const i of module.imports) {
      if (i.reExport === "*") mark(i.target, name, seen);
      else if (i.reExport) {
        for (const pair of i.reExport) {
          if (name !== "*" && pair.as !== name) continue;
          used.get(file)!.add(pair.as);
          mark(i.target, pair.from, seen);
        }
      }
    }
  };
  for (const module of modules.values()) {
    for (const i of module.imports) if (!i.reExport) for (const name of i.names) mark(i.target, name);
  }
  const problems: string[] = [];
  for (const module of modules.values()) {
    if (ENTRY.some((p) => p.test(module.file))) continue;
    const declared = [...module.exports];
    for (const i of module.imports) if (Array.isArray(i.reExport)) declared.push(...i.reExport.map((p) => p.as));
    for (const name of declared) if (!used.get(module.file)?.has(name) && !module.references.has(name)) problems.push(`${module.file}: ${name}`);
  }
  return problems.sort();
}

/** The gate: every unused export under `root`. */
export function checkUnusedExports(root: string): string[] {
  return unusedExports(importGraph(root)).map((p) => `${p} is exported but imported nowhere (delete it, or drop the export)`);
}
