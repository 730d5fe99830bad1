// The layer gate: dependency-cruiser, with the rules of .dependency-cruiser.cjs (the layers of
// docs/architecture.md and the folders of components/), on every file of the project. This
// runs it and turns its JSON report into one line per broken rule. The imports that broke a
// rule when the rules came in are listed as known in .dependency-cruiser-allowed.json; each
// must still exist (an allowance whose import is gone fails the gate until it is deleted),
// so the list only shrinks.
import { spawnSync } from "node:child_process";
import path from "node:path";

const CRUISER = path.resolve(import.meta.dirname, "../../node_modules/dependency-cruiser/bin/dependency-cruiser.mjs");

interface Violation {
  from: string;
  to: string;
  rule: { name: string; severity: string };
  cycle?: { name: string }[];
}

interface Report {
  summary?: { violations?: Violation[]; optionsUsed?: { knownViolations?: Violation[] } };
}

const key = (v: Violation) => `${v.rule.name} ${v.from} ${v.to}`;

/** dependency-cruiser's JSON report as one line a problem: each broken rule, and each known import that no longer exists. */
function cruiserProblems(report: Report): string[] {
  const violations = report.summary?.violations ?? [];
  const problems = violations
    .filter((v) => v.rule.severity === "error")
    .map((v) =>
      v.cycle
        ? `${v.rule.name}: ${[v.from, ...v.cycle.map((c) => c.name)].join(" -> ")}`
        : `${v.rule.name}: ${v.from} imports ${v.to} (see the rule in .dependency-cruiser.cjs)`,
    );
  const found = new Set(violations.map(key));
  for (const known of report.summary?.optionsUsed?.knownViolations ?? [])
    if (!found.has(key(known))) problems.push(`${key(known)}: allowed in .dependency-cruiser-allowed.json, but the import is gone: delete its line there`);
  return problems.sort();
}

/** The gate: every broken layer or folder rule in the project at `root`, under its own .dependency-cruiser.cjs. */
export function checkDependencyCruiser(root: string): string[] {
  const run = spawnSync(process.execPath, [CRUISER, "--config", ".dependency-cruiser.cjs", "--output-type", "json", "--progress", "none", "."], {
    cwd: root,
    encoding: "utf8",
    timeout: 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  try {
    return cruiserProblems(JSON.parse(run.stdout));
  } catch {
    return [`dependency-cruiser failed (exit ${run.status ?? run.signal}): ${`${run.stderr}${run.stdout}`.trim().slice(-2000)}`];
  }
}
