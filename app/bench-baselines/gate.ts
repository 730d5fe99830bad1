import { notFound } from "next/navigation";
import { connection } from "next/server";

/**
 * The bench's baseline pages exist only in a build made with BENCH_BASELINES=1 (their files
 * are named page.bench.tsx, a page extension next.config.ts adds only then), and answer
 * only when the server runs with it too: a normal build does not have them, and a normal
 * start of a bench build answers 404.
 */
export async function requireBenchBaselines(): Promise<void> {
  await connection(); // read the variable per request, never at build time
  if (process.env.BENCH_BASELINES !== "1") notFound();
}
