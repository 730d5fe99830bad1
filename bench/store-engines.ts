// The two store engines a store bench runs on: SQLite in a fresh folder, and PostgreSQL in
// a fresh database of a throwaway server (scripts/engines.ts), or why it was skipped.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
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
