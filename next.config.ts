import type { NextConfig } from "next";

/**
 * The page extensions of a build. `npm run bench` builds with BENCH_BASELINES=1, which adds
 * `bench.tsx`: the baseline pages (app/bench-baselines/**\/page.bench.tsx) are routes only
 * then. Any other build does not compile them at all.
 */
export function pageExtensions(env: Record<string, string | undefined>): string[] {
  const extensions = ["tsx", "ts", "jsx", "js"];
  return env.BENCH_BASELINES === "1" ? ["bench.tsx", ...extensions] : extensions;
}

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // One self-contained folder per build: only the files the server needs, node_modules
  // included, which scripts/build.ts turns into the artifact (docs/deployment.md).
  output: "standalone",
  reactStrictMode: true,
  pageExtensions: pageExtensions(process.env),
  // The bench's build only: source maps of the browser's chunks, which name the module of
  // every part of a chunk, so the bench can tell our own code's bytes from the libraries'
  // (bench/js-origin.ts). Turbopack's chunk files carry numeric module ids only.
  productionBrowserSourceMaps: process.env.BENCH_BASELINES === "1",
  // Two root layouts (app/(dashboard) and the bench baselines'): unmatched URLs get
  // app/global-not-found.tsx, which brings the dashboard's chrome itself.
  experimental: {
    globalNotFound: true,
    // Fewer, larger browser chunks: Turbopack's default (no more than one chunk under 50 KB of
    // source) split the calls page's first load into 13 scripts, and our code into two chunks
    // of ~41 and ~50 modules that gzip compressed apart. At 300 KB it is 8 scripts, 187.2 KB
    // gzip instead of 190.5 (ours 28.6 KB instead of 30.1); a call's page 163.9 KB instead of
    // 166.3 and the reviews page 158.2 instead of 160.0; and the three pages visited in turn
    // fetch 213.9 KB in 10 scripts instead of 218.0 KB in 17. (Measured with the bench's
    // first-load count, bench/page-metrics.ts.) The cost: chunks loaded on demand now carry
    // copies of shared modules the page already has, so the first Play fetches the player's
    // controls in 14.9 KB gzip instead of 8.6 (Play to playing, local: 180-250 ms either
    // way). At 120 KB the copies are the same and the first load gains less (ours 28.5 KB).
    turbopackChunking: { minChunkSize: 300_000 },
  },
  // The store's drivers (better-sqlite3 is native), the Redis client and the metrics: loaded from
  // node_modules at run time, not bundled, so instrumentation.ts and the route handlers
  // share one copy of each.
  serverExternalPackages: [
    "better-sqlite3",
    "pg",
    "ioredis",
    "prom-client",
    "pino",
    // One copy of the OpenTelemetry API and SDK, shared with Next's own request spans.
    "@opentelemetry/api",
    "@opentelemetry/sdk-trace-node",
    "@opentelemetry/exporter-trace-otlp-http",
    "@opentelemetry/resources",
  ],
  // Loaded by path in the hashing workers (lib/server/auth/hash-pool.ts), which the standalone
  // output's tracing cannot see: copied into the artifact by name.
  outputFileTracingIncludes: { "/**": ["./node_modules/bcryptjs/**/*"] },
};

export default nextConfig;
