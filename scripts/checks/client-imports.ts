// The import rule for client components: a file that starts with "use client" ships to the
// browser, so it may not import what holds the key (lib/server), what is heavy and only
// needed on the server (zod, and the contract barrel that re-exports the zod schemas), or
// the demo service. Client code imports the zod-free modules of lib/call-results directly.
import fs from "node:fs";
import path from "node:path";
import { projectFiles } from "./project-files";

const FORBIDDEN: { pattern: RegExp; why: string }[] = [
  { pattern: /(^|\/)lib\/server(\/|$)/, why: "lib/server holds the API key" },
  { pattern: /^zod(\/|$)/, why: "zod belongs to the server (first-load JS)" },
  { pattern: /(^|\/)lib\/call-results(\/index)?$/, why: "the contract barrel re-exports the zod schemas; import constants or list-query directly" },
  { pattern: /(^|\/)demo-service(\/|$)/, why: "the demo service is a separate program" },
];

const DIRECTIVE = /^(?:\s*(?:\/\/[^\n]*|\/\*[\s\S]*?\*\/))*\s*["']use client["']/;
const IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|^\s*import\s*["']([^"']+)["']/gm;

/** The forbidden imports of one source file, or none when it is not a client component. */
export function forbiddenClientImports(source: string): { specifier: string; why: string }[] {
  if (!DIRECTIVE.test(source)) return [];
  const found: { specifier: string; why: string }[] = [];
  for (const m of source.matchAll(IMPORT)) {
    const specifier = (m[1] ?? m[2])!.replace(/^@\//, "");
    const rule = FORBIDDEN.find((r) => r.pattern.test(specifier.replace(/^(\.\.?\/)+/, "")));
    if (rule) found.push({ specifier: m[1] ?? m[2]!, why: rule.why });
  }
  return found;
}

/** Every violation under the app's source folders, as "file: specifier (why)". */
export function checkClientImports(root: string): string[] {
  const problems: string[] = [];
  for (const file of ["app", "components", "lib"].flatMap((dir) => projectFiles(root, dir))) {
    if (!/\.(ts|tsx)$/.test(file)) continue;
    for (const v of forbiddenClientImports(fs.readFileSync(path.join(root, file), "utf8"))) problems.push(`${file}: ${v.specifier} (${v.why})`);
  }
  return problems;
}
