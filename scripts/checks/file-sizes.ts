// The size rule: no source file or stylesheet over 200 lines, no React component or hook over
// 120, so each file stays one idea a reader can hold (docs/architecture.md, "Sizes"). A hook is
// measured as a component is: a component that outgrows the limit must not just move its
// body into a hook of the same size. Tests are exempt: a
// test file lists one unit's cases, and its length follows the behaviours it proves.
// The files and components over the limit when the rule came in are allowed at most their
// size of then; a ceiling may only come down, and goes when the file is split.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { projectFiles } from "./project-files";

export const FILE_LIMIT = 200;
export const COMPONENT_LIMIT = 120;

/** Today's offenders and their ceilings: "file" for a file's lines, "file#Component" (or "file#useHook") for a component's or hook's. */
const ALLOWED: Record<string, number> = {
  // The calls table's row keys (arrows, j/k, Home/End, Enter and o to open, p to play).
  "components/calls-table/use-row-keyboard.ts#useRowKeyboard": 133,
};

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|css)$/;
const EXEMPT = /(\.test\.tsx?|\.spec\.tsx?|\.d\.ts)$/;

function lineCount(source: string): number {
  return source.split("\n").length - (source.endsWith("\n") ? 1 : 0);
}

/** The top-level components of a .tsx file (PascalCase functions and constants) and hooks of any source file (useX), and their lines, from the first token to the last. */
export function componentSizes(file: string, source: string): { name: string; lines: number }[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { name: string; lines: number }[] = [];
  for (const statement of sf.statements) {
    let name: string | undefined;
    if (ts.isFunctionDeclaration(statement)) name = statement.name?.text;
    else if (ts.isVariableStatement(statement)) {
      const declaration = statement.declarationList.declarations[0];
      if (declaration && ts.isIdentifier(declaration.name) && declaration.initializer) name = declaration.name.text;
    }
    const isComponent = !!name && /^[A-Z]/.test(name) && file.endsWith(".tsx");
    if (!name || !(isComponent || /^use[A-Z0-9]/.test(name))) continue;
    const first = sf.getLineAndCharacterOfPosition(statement.getStart(sf)).line;
    const last = sf.getLineAndCharacterOfPosition(statement.getEnd()).line;
    found.push({ name, lines: last - first + 1 });
  }
  return found;
}

/** Every size over its limit or allowance among these files (paths relative to the root), and the allowances that can come down. */
export function sizeProblems(
  files: { file: string; source: string }[],
  allowed: Record<string, number> = ALLOWED,
): { problems: string[]; shrinkable: string[] } {
  const problems: string[] = [];
  const shrinkable: string[] = [];
  const judge = (key: string, lines: number, limit: number, what: string) => {
    const ceiling = allowed[key];
    if (ceiling !== undefined && lines < ceiling) shrinkable.push(`${key}: ${ceiling} → ${Math.max(lines, limit)}${lines <= limit ? " (remove it)" : ""}`);
    if (lines > (ceiling ?? limit)) {
      problems.push(
        `${key}: ${lines} lines, over ${ceiling === undefined ? `the limit of ${limit} for ${what}` : `its allowance of ${ceiling} (it may only shrink)`}`,
      );
    }
  };
  for (const { file, source } of files) {
    if (!SOURCE.test(file) || EXEMPT.test(file)) continue;
    judge(file, lineCount(source), FILE_LIMIT, file.endsWith(".css") ? "a stylesheet" : "a source file");
    if (file.endsWith(".css")) continue;
    for (const c of componentSizes(file, source)) judge(`${file}#${c.name}`, c.lines, COMPONENT_LIMIT, c.name.startsWith("use") ? "a hook" : "a component");
  }
  return { problems, shrinkable };
}

/** The project's source files, relative to the root. */
export function sourceFiles(root: string): { file: string; source: string }[] {
  return projectFiles(root)
    .filter((file) => SOURCE.test(file))
    .map((file) => ({ file, source: fs.readFileSync(path.join(root, file), "utf8") }));
}

/** The gate: problems fail it; allowances that can come down are said, so the next change lowers them. */
export function checkFileSizes(root: string): string[] {
  const { problems, shrinkable } = sizeProblems(sourceFiles(root));
  if (shrinkable.length > 0) console.log(`- size allowances in scripts/checks/file-sizes.ts that can come down: ${shrinkable.join("; ")}`);
  return problems;
}
