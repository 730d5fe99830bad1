// What npm test (scripts/test.ts) reads and prints of its suites' output: their JSON
// reports, the servers' logs, and where the browser run's time went.
import fs from "node:fs";

export function readJson(file: string): Record<string, any> | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

/** The lines of a server log, none when it was never written. */
export function logLines(file: string): string[] {
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8").split("\n").filter(Boolean) : [];
}

/** After a failure: the end of what the servers said, and where the rest is. */
export function printTail(file: string): void {
  const lines = logLines(file);
  if (lines.length === 0) return;
  console.log(`\nThe last lines of the servers' log (all ${lines.length} of them: ${file}):`);
  console.log(lines.slice(-40).join("\n"));
}

/** Where a browser run's time went: its slowest tests, so the suite's length stays a choice. */
export function printSlowest(report: Record<string, any> | undefined): void {
  const tests: { title: string; ms: number }[] = [];
  const walk = (suite: Record<string, any>, file: string) => {
    for (const spec of suite.specs ?? []) for (const t of spec.tests ?? []) tests.push({ title: `${file} › ${spec.title}`, ms: t.results?.[0]?.duration ?? 0 });
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file ?? suite.title);
  if (tests.length === 0) return;
  const total = tests.reduce((sum, t) => sum + t.ms, 0);
  console.log(`- browser tests: ${Math.round(total / 1000)} s of test time in ${Math.round((report?.stats?.duration ?? 0) / 1000)} s; the slowest:`);
  for (const t of tests.sort((a, b) => b.ms - a.ms).slice(0, 8)) console.log(`    ${(t.ms / 1000).toFixed(1)} s  ${t.title}`);
}
