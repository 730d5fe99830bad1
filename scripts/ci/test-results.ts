// What one `npm test` run found, written where TEST_RESULTS_FILE says, so CI can add up its
// two Node lines with each test counted once: the unit tests run on both, and a unit test
// failing on either line is one failed test, not a pass and a failure.
// `node scripts/ci/test-results.ts FULL.json UNIT.json` prints CI's closing line; plain Node
// runs it (types stripped), with nothing to install.
import fs from "node:fs";
import { pathToFileURL } from "node:url";

export type Outcome = "passed" | "failed";

export interface RunResults {
  /** Every counted check of the run, the unit tests included. */
  passed: number;
  failed: number;
  /** The unit tests by name ("file > test"), as the same tests on another Node line are known. */
  unit: Record<string, Outcome>;
}

interface VitestJson {
  testResults?: { name: string; assertionResults?: { fullName: string; status: string }[] }[];
}

/** The unit tests of vitest's JSON report, by file (relative to root) and full name; skipped ones are left out. */
export function unitOutcomes(report: VitestJson | undefined, root: string): Record<string, Outcome> {
  const unit: Record<string, Outcome> = {};
  for (const file of report?.testResults ?? []) {
    const name = file.name.startsWith(`${root}/`) ? file.name.slice(root.length + 1) : file.name;
    for (const test of file.assertionResults ?? []) {
      if (test.status === "passed" || test.status === "failed") unit[`${name} > ${test.fullName}`] = test.status;
    }
  }
  return unit;
}

/**
 * The full run and the unit-only run on another Node line, added up: every check of the
 * full run once, a unit test also counted there is not counted again (but fails when it
 * failed on either line), and what the unit run found beyond its named tests (a crashed
 * suite, a missing report) is added as failures.
 */
export function mergeRuns(full: RunResults | undefined, unitRun: RunResults | undefined): { passed: number; failed: number } {
  let passed = full?.passed ?? 0;
  let failed = full ? full.failed : 1;
  if (!unitRun) return { passed, failed: failed + 1 };
  const named = Object.values(unitRun.unit);
  const unnamedFailures = Math.max(0, unitRun.failed - named.filter((o) => o === "failed").length);
  failed += unnamedFailures;
  for (const [id, outcome] of Object.entries(unitRun.unit)) {
    const before = full?.unit[id];
    if (before === undefined) {
      if (outcome === "passed") passed += 1;
      else failed += 1;
    } else if (before === "passed" && outcome === "failed") {
      passed -= 1;
      failed += 1;
    }
  }
  return { passed, failed };
}

function readRun(file: string | undefined): RunResults | undefined {
  try {
    return file ? (JSON.parse(fs.readFileSync(file, "utf8")) as RunResults) : undefined;
  } catch {
    return undefined;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // A results file that is missing or unreadable (its run crashed) counts as a failure.
  const { passed, failed } = mergeRuns(readRun(process.argv[2]), readRun(process.argv[3]));
  console.log(`${passed} passed, ${failed} failed`);
}
