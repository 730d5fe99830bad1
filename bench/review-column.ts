// The Review column's part of `npm run bench` (with --only store): bench/review-column-bench.ts
// in a process of its own under the server-only stub, its figures printed and judged: what
// the marks add to a 500-row page, the marks request that follows the page timed in the same
// round, per engine (goal: ≤ 5 ms at p95); the page alone and the page with its marks are
// printed beside it.
import { spawnSync } from "node:child_process";
import type { Figure } from "./figures";

interface Timing {
  p50: number;
  p95: number;
}
interface EngineResult {
  skipped?: string;
  pageMs: Timing;
  pageWithMarksMs: Timing;
  queryMs: Timing;
  addedMs: Timing;
}

const ms = (t: Timing) => `${t.p50.toFixed(1).padStart(7)} ${t.p95.toFixed(1).padStart(7)}`;

export function reviewColumnPart(smoke: boolean, log: (line: string) => void): { results: Record<string, unknown>; figures: Figure[] } {
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", "--import", "./bench/allow-server-only.ts", "bench/review-column-bench.ts", ...(smoke ? ["--smoke"] : [])],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  const last = run.stdout.trim().split("\n").at(-1) ?? "";
  if (run.status !== 0 || !last.startsWith("{")) throw new Error(`bench/review-column-bench.ts failed:\n${run.stderr.slice(-4000)}`);
  const results = JSON.parse(last) as Record<string, unknown> & { reviews: number; notes: number; rounds: number };
  log(
    `\nThe calls table's Review column: a 500-row page (route handlers, ${results.rounds} alternate rounds) with ${results.reviews.toLocaleString("en-US")} reviews and ${results.notes.toLocaleString("en-US")} notes in the store, every row marked`,
  );
  log(
    `${"engine".padEnd(12)} ${"page p50".padStart(8)} ${"p95".padStart(7)} ${"+marks p50".padStart(10)} ${"p95".padStart(7)} ${"added p50".padStart(9)} ${"p95".padStart(7)} ${"query p50".padStart(9)} ${"p95".padStart(7)}`,
  );
  const figures: Figure[] = [];
  for (const name of ["SQLite", "PostgreSQL"]) {
    const r = results[name] as EngineResult;
    if (r.skipped) {
      log(`${name.padEnd(12)} skipped: ${r.skipped}`);
      continue;
    }
    log(`${name.padEnd(12)} ${ms(r.pageMs)}    ${ms(r.pageWithMarksMs)}   ${ms(r.addedMs)}   ${ms(r.queryMs)}`);
    figures.push({ name: `Review marks, 500-row page, ${name}, p95`, unit: "ms", value: r.addedMs.p95, goal: { kind: "max", max: 5 } });
  }
  return { results, figures };
}
