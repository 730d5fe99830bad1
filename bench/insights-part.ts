// `npm run bench`'s Insights part (issue #40): the page's data p95 for 30 and 90 days with
// comparison, on SQLite and PostgreSQL, beside a scan of the rows without roll-ups, next to
// the goals (≤ 150 ms and ≤ 300 ms on 1,000,000 calls). bench/insights-bench.ts measures,
// in a process of its own.
import { spawnSync } from "node:child_process";
import type { Figure } from "./figures";

type EngineRun = { skipped?: string } & Record<string, number>;

export function insightsPart(options: { smoke: boolean }, log: (line: string) => void): { figures: Figure[]; results: unknown } {
  const calls = options.smoke ? 20_000 : 1_000_000;
  const run = spawnSync(process.execPath, ["--import", "tsx", "--import", "./bench/allow-server-only.ts", "bench/insights-bench.ts", String(calls)], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const last = run.stdout.trim().split("\n").at(-1) ?? "";
  if (run.status !== 0 || !last.startsWith("{")) throw new Error(`bench/insights-bench.ts failed:\n${run.stderr.slice(-4000)}`);
  const results = JSON.parse(last) as Record<string, EngineRun>;
  log(`\nInsights page data, ${calls.toLocaleString("en-US")} calls over 180 days, with the previous period (p95 of 20; scan: the rows without roll-ups)`);
  const figures: Figure[] = [];
  for (const name of ["SQLite", "PostgreSQL"]) {
    const r = results[name]!;
    if (r.skipped) {
      log(`${name.padEnd(12)} skipped: ${r.skipped}`);
      continue;
    }
    for (const [days, max] of [
      [30, 150],
      [90, 300],
    ] as const) {
      const [ours, scan] = [r[`p95_${days}d`]!, r[`scan_p95_${days}d`]!];
      log(`${name.padEnd(12)} ${days} days: ${ours.toFixed(1)} ms (goal ≤ ${max} ms), scan ${scan.toFixed(1)} ms`);
      figures.push({
        name: `insights ${days} days with comparison, ${name} (ms)`,
        unit: "ms",
        value: ours,
        baseline: scan,
        baselineName: "scan",
        goal: { kind: "max", max },
      });
    }
  }
  return { figures, results };
}
