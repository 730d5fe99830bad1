// The dead-code gate: knip (configured in knip.jsonc) finds the files, exports, types and
// dependencies that nothing uses, following each export by symbol through re-exports and
// dynamic import(). This runs it on a project folder and turns its JSON report into one
// line per finding; a stale line of knip.jsonc (a configuration hint) fails the gate too.
import { spawnSync } from "node:child_process";
import path from "node:path";

const KNIP = path.resolve(import.meta.dirname, "../../node_modules/knip/bin/knip.js");

/** What each of knip's issue types means, as the gate says it. */
const KINDS: Record<string, string> = {
  files: "a file nothing imports (delete it, or name it an entry in knip.jsonc)",
  exports: "exported but imported nowhere (delete it, or drop the export)",
  nsExports: "exported but imported nowhere, not even through a namespace",
  types: "an exported type imported nowhere (delete it, or drop the export)",
  nsTypes: "an exported type imported nowhere, not even through a namespace",
  enumMembers: "an enum member nothing reads",
  namespaceMembers: "a namespace member nothing reads",
  duplicates: "exported twice under different names",
  dependencies: "a dependency nothing imports",
  devDependencies: "a devDependency nothing imports",
  optionalPeerDependencies: "an optional peer dependency nothing imports",
  unlisted: "imported but not in package.json",
  binaries: "a program run but not installed by package.json",
  unresolved: "an import that resolves to nothing",
  catalog: "a catalog entry nothing uses",
  catalogReferences: "a catalog reference to nothing",
};

interface Finding {
  name: string;
  line?: number;
}

/** knip's JSON report as one line a finding: "file[:line] name: what it is". */
function knipProblems(report: { issues?: Record<string, unknown>[] }): string[] {
  const problems: string[] = [];
  for (const issue of report.issues ?? []) {
    for (const [kind, what] of Object.entries(KINDS)) {
      const found = issue[kind];
      if (!Array.isArray(found)) continue;
      for (const entry of found as (Finding | Finding[])[]) {
        const first = Array.isArray(entry) ? entry[0] : entry;
        const name = Array.isArray(entry) ? entry.map((e) => e.name).join(" = ") : entry.name;
        const at = first?.line ? `${issue.file}:${first.line}` : issue.file;
        problems.push(kind === "files" ? `${at}: ${what}` : `${at} ${name}: ${what}`);
      }
    }
  }
  return problems.sort();
}

const runKnip = (root: string, args: string[]) =>
  spawnSync(process.execPath, [KNIP, "--no-progress", "--treat-config-hints-as-errors", ...args], {
    cwd: root,
    encoding: "utf8",
    timeout: 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });

/** The gate: every finding of knip on the project at `root`, under its own knip.jsonc. */
export function checkKnip(root: string): string[] {
  const run = runKnip(root, ["--reporter", "json"]);
  let problems: string[] = [];
  try {
    problems = knipProblems(JSON.parse(run.stdout));
  } catch {
    // No report at all: knip itself failed (a bad knip.jsonc, a crash, the timeout).
  }
  if (run.status === 0 || problems.length > 0) return problems;
  // A failure with no finding: a configuration hint (a stale line of knip.jsonc), or knip
  // itself failed. Its own report says which; the JSON one leaves hints out.
  const again = runKnip(root, []);
  return [`knip failed (exit ${run.status ?? run.signal}): ${`${again.stdout}${again.stderr}`.trim().slice(-2000)}`];
}
