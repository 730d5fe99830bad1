// The layer gate: dependency-cruiser, with the rules of .dependency-cruiser.cjs (the layers of
// docs/architecture.md and of the folders of components/) on every file of the project, and of
// .dependency-cruiser-folders.cjs (no loop between the folders of components/) on components/.
// This runs both and turns their JSON reports into one line per broken rule.
import { spawnSync } from "node:child_process";
import path from "node:path";

const CRUISER = path.resolve(import.meta.dirname, "../../node_modules/dependency-cruiser/bin/dependency-cruiser.mjs");
const CONFIGS = [".dependency-cruiser.cjs", ".dependency-cruiser-folders.cjs"];

interface Violation {
  from: string;
  to: string;
  rule: { name: string; severity: string };
  cycle?: { name: string }[];
}

/** dependency-cruiser's JSON report as one line a problem. */
function cruiserProblems(config: string, report: { summary?: { violations?: Violation[] } }): string[] {
  return (report.summary?.violations ?? [])
    .filter((v) => v.rule.severity === "error")
    .map((v) =>
      v.cycle
        ? `${v.rule.name}: ${[v.from, ...v.cycle.map((c) => c.name)].join(" -> ")} (see the rule in ${config})`
        : `${v.rule.name}: ${v.from} imports ${v.to} (see the rule in ${config})`,
    );
}

/** The gate: every broken layer or folder rule in the project at `root`, under its own configs. */
export function checkDependencyCruiser(root: string): string[] {
  return CONFIGS.flatMap((config) => {
    const run = spawnSync(process.execPath, [CRUISER, "--config", config, "--output-type", "json", "--progress", "none", "."], {
      cwd: root,
      encoding: "utf8",
      timeout: 120_000,
      maxBuffer: 64 * 1024 * 1024,
    });
    try {
      return cruiserProblems(config, JSON.parse(run.stdout));
    } catch {
      return [`dependency-cruiser (${config}) failed (exit ${run.status ?? run.signal}): ${`${run.stderr}${run.stdout}`.trim().slice(-2000)}`];
    }
  }).sort();
}
