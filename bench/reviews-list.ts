// The Reviews list's part of `npm run bench` (with --only store): bench/reviews-list-bench.ts
// in a process of its own under the server-only stub, /api/reviews timed with 1 M notes in
// the store on each engine (goal: p95 ≤ 100 ms for the list as it opens, its pages, a
// reviewer's list and a month's list, issue #39).
import { spawnSync } from "node:child_process";
import type { Figure } from "./figures";

interface Timing {
  p50: number;
  p95: number;
  total: number;
}
const LISTS = ["first", "page40", "reviewer", "month"] as const;
const ms = (t: Timing) => `${t.p50.toFixed(1).padStart(7)} ${t.p95.toFixed(1).padStart(7)}`;

export function reviewsListPart(smoke: boolean, log: (line: string) => void): { results: Record<string, unknown>; figures: Figure[] } {
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", "--import", "./bench/allow-server-only.ts", "bench/reviews-list-bench.ts", ...(smoke ? ["--smoke"] : [])],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  const last = run.stdout.trim().split("\n").at(-1) ?? "";
  if (run.status !== 0 || !last.startsWith("{")) throw new Error(`bench/reviews-list-bench.ts failed:\n${run.stderr.slice(-4000)}`);
  const results = JSON.parse(last) as Record<string, unknown> & { notes: number; calls: number; rounds: number };
  log(
    `\nThe Reviews list, GET /api/reviews (route handler, ${results.rounds} rounds each) with ${results.notes.toLocaleString("en-US")} notes on ${results.calls.toLocaleString("en-US")} calls in the store (goal: p95 ≤ 100 ms for each list, a reviewer's and a month's included; before migration 019 a reviewer's was 77 / 271 ms and a month's 1.3 s / 0.8 s on SQLite / PostgreSQL)`,
  );
  log(`${"engine".padEnd(12)} ${LISTS.map((name) => `${`${name} p50`.padStart(13)} ${"p95".padStart(7)}`).join(" ")}`);
  const figures: Figure[] = [];
  for (const name of ["SQLite", "PostgreSQL"]) {
    const r = results[name] as { skipped?: string } & Record<(typeof LISTS)[number], Timing>;
    if (r.skipped) {
      log(`${name.padEnd(12)} skipped: ${r.skipped}`);
      continue;
    }
    log(`${name.padEnd(12)} ${LISTS.map((list) => `      ${ms(r[list])}`).join(" ")}`);
    figures.push({
      name: `Reviews list, 1 M notes, ${name}, p95`,
      unit: "ms",
      value: Math.max(...LISTS.map((list) => r[list].p95)),
      goal: { kind: "max", max: 100 },
    });
  }
  return { results, figures };
}
