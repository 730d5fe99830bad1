// The two store engines a store bench runs on: SQLite in a fresh folder, and PostgreSQL in
// a fresh database of a throwaway server (scripts/engines.ts), or why it was skipped; the
// environment in which the benches call the route handlers in-process; and the loop that
// measures each engine in turn through the dashboard's own current store.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEFAULT_DEMO_API_KEY, type TestService } from "../demo-service/test-support";
import { closeCurrentStore, currentStore } from "../lib/server/store/current-store";
import type { Store } from "../lib/server/store/database";
import type { DatabaseConfig } from "../lib/server/store/store-config";
import type { startPostgres } from "../scripts/engines";

export type BenchEngine = { name: string; config: DatabaseConfig | null; skipped?: string };

export async function benchEngines(postgres: Awaited<ReturnType<typeof startPostgres>>, name: string): Promise<BenchEngine[]> {
  return [
    { name: "SQLite", config: { engine: "sqlite", file: path.join(fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`)), "dashboard.sqlite") } },
    "skipped" in postgres
      ? { name: "PostgreSQL", config: null, skipped: postgres.skipped }
      : { name: "PostgreSQL", config: { engine: "postgres", url: await postgres.createDatabase(name.replace(/-/g, "_")), safeUrl: "", timeoutMs: 5000 } },
  ];
}

/** The route handlers, called in this process, answer from this demo service: no sign-in, and neither the upstream budget's pacing nor the per-user rate limit in the way. */
export function routeHandlersOn(svc: Pick<TestService, "url">): void {
  Object.assign(process.env, {
    DASHBOARD_AUTH: "none",
    DASHBOARD_SESSION_SECRET: "bench-session-secret-of-32-characters-or-more",
    // Demo mode, pointed at the bench's own demo service: no real service's key is set here.
    DEMO_SERVICE_PORT: new URL(svc.url).port,
    DEMO_API_KEY: DEFAULT_DEMO_API_KEY,
    CALL_RESULTS_API_MAX_REQUESTS_PER_SECOND: "1000000",
    DASHBOARD_RATE_LIMIT_PER_MINUTE: "100000",
  });
}

/**
 * Runs `measure` on each engine in turn, on the dashboard's current store opened on it (as the
 * route handlers open it: DATABASE_URL, or DASHBOARD_DATA_DIR for SQLite), and gives its
 * figures, or why it was skipped, by engine name.
 */
export async function measureEachEngine(
  engines: BenchEngine[],
  measure: (store: Store, config: DatabaseConfig) => Promise<unknown>,
): Promise<Record<string, unknown>> {
  const results: Record<string, unknown> = {};
  for (const { name, config, skipped } of engines) {
    if (!config) {
      results[name] = { skipped };
      continue;
    }
    if (config.engine === "postgres") process.env.DATABASE_URL = config.url;
    else {
      delete process.env.DATABASE_URL;
      process.env.DASHBOARD_DATA_DIR = path.dirname(config.file);
    }
    await closeCurrentStore();
    results[name] = await measure(await currentStore(), config);
  }
  return results;
}
