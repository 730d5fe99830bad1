// `npm run bench`'s call index part (issue #37): the backfill's rate and the server's memory
// growth while it runs, and a user's list p95 beside it over idle, on SQLite and PostgreSQL,
// next to their goals (≥ 5,000 calls/s, RSS growth < 100 MB, ≤ 1.2× idle).
// bench/index-bench.ts measures, in a process of its own.
import { spawnSync } from "node:child_process";
import type { Figure } from "./figures";

interface EngineRun {
  skipped?: string;
  rows: number;
  seconds: number;
  callsPerSecond: number;
  rssGrowthMb: number;
  /** The event loop's delay while the backfill ran (the loop that serves users). */
  loopDelay: { p99Ms: number; maxMs: number };
  idleP95: number;
  duringP95: number;
  besideUser: number;
  /** p95 ms of the index's searches, and of its unfiltered page as their baseline. */
  search: { unfiltered: number; phone: number; agentName: number; durationDirection: number };
  /** p95 ms of the summary from the index, the worst of the three searches' views. */
  summaryP95: number;
  /** p95 ms until a call added upstream is found by number, and until a live call's status change shows. */
  fresh: { addedP95: number; statusP95: number; samples: number };
}

export function indexPart(options: { smoke: boolean; port: number; dataDir: string }, log: (line: string) => void): { figures: Figure[]; results: unknown } {
  // BENCH_INDEX_CALLS: a smaller history when 1,000,000 does not fit the time at hand (say so with the figures).
  const calls = options.smoke ? 2_000 : Number(process.env.BENCH_INDEX_CALLS ?? 1_000_000);
  const run = spawnSync(
    process.execPath,
    [
      // The heap caps docs/deployment.md advises for containers, as the export bench runs with.
      "--max-old-space-size=256",
      "--max-semi-space-size=8",
      "--expose-gc",
      "--import",
      "tsx",
      "--import",
      "./bench/allow-server-only.ts",
      "bench/index-bench.ts",
      String(options.port),
      String(calls),
      options.dataDir,
    ],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  const last = run.stdout.trim().split("\n").at(-1) ?? "";
  if (run.status !== 0 || !last.startsWith("{")) throw new Error(`bench/index-bench.ts failed:\n${run.stderr.slice(-4000)}`);
  const results = JSON.parse(last) as Record<string, EngineRun>;
  log(`\nCall index backfill of ${calls.toLocaleString("en-US")} demo calls (pages of 500, one request at a time)`);
  log(
    `${"engine".padEnd(12)} ${"calls".padStart(9)} ${"seconds".padStart(8)} ${"calls/s".padStart(8)} ${"RSS +MB".padStart(8)} ${"list p95 idle".padStart(14)} ${"during".padStart(7)}`,
  );
  const figures: Figure[] = [];
  for (const name of ["SQLite", "PostgreSQL"]) {
    const r = results[name]!;
    if (r.skipped) {
      log(`${name.padEnd(12)} skipped: ${r.skipped}`);
      continue;
    }
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    const rate = `${r.seconds.toFixed(1).padStart(8)} ${r.callsPerSecond.toFixed(0).padStart(8)} ${r.rssGrowthMb.toFixed(1).padStart(8)}`;
    log(
      `${name.padEnd(12)} ${String(r.rows).padStart(9)} ${rate} ${ms(r.idleP95).padStart(14)} ${ms(r.duringP95).padStart(7)} (${r.besideUser} calls indexed meanwhile)`,
    );
    log(`${"".padEnd(12)} event loop delay during the backfill: p99 ${ms(r.loopDelay.p99Ms)}, max ${ms(r.loopDelay.maxMs)}`);
    figures.push({ name: `index backfill, ${name} (calls/s)`, unit: "calls/s", value: r.callsPerSecond, goal: { kind: "min", min: 5000 } });
    log(
      `${"".padEnd(12)} search p95 (a page of 50, exact total): phone 4 digits ${ms(r.search.phone)}, agent name ${ms(r.search.agentName)}, duration and direction ${ms(r.search.durationDirection)}; unfiltered page ${ms(r.search.unfiltered)}`,
    );
    for (const [key, what] of [
      ["phone", "phone 4 digits"],
      ["agentName", "agent name"],
      ["durationDirection", "duration+direction"],
    ] as const) {
      figures.push({
        name: `index search p95, ${what}, ${name} (ms)`,
        unit: "ms",
        value: r.search[key],
        baseline: r.search.unfiltered,
        baselineName: "the index's unfiltered page",
        goal: { kind: "max", max: 50 },
      });
    }
    log(
      `${"".padEnd(12)} summary from the index p95 ${ms(r.summaryP95)} (goal ≤ 50 ms); freshness p95 over ${r.fresh.samples}: call added ${ms(r.fresh.addedP95)}, status change ${ms(r.fresh.statusP95)} (goal ≤ 10,000 ms)`,
    );
    figures.push({ name: `index summary counts p95, ${name} (ms)`, unit: "ms", value: r.summaryP95, goal: { kind: "max", max: 50 } });
    figures.push({ name: `index freshness p95, call added, ${name} (ms)`, unit: "ms", value: r.fresh.addedP95, goal: { kind: "max", max: 10_000 } });
    figures.push({ name: `index freshness p95, status change, ${name} (ms)`, unit: "ms", value: r.fresh.statusP95, goal: { kind: "max", max: 10_000 } });
    figures.push({ name: `index backfill RSS growth, ${name} (MB)`, unit: "MB", value: r.rssGrowthMb, goal: { kind: "max", max: 100 } });
    figures.push({
      name: `list p95 during the backfill, ${name} (ms)`,
      unit: "ms",
      value: r.duringP95,
      baseline: r.idleP95,
      baselineName: "idle",
      goal: { kind: "ratio", max: 1.2 },
    });
  }
  return { figures, results };
}
