// Fresh stores on both engines for suites that run unchanged on SQLite and PostgreSQL (the
// call index's): SQLite always, PostgreSQL on a throwaway cluster from scripts/engines.ts,
// reported as skipped, with the reason, where it is not installed.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach } from "vitest";
import { openStore, type Store } from "@/lib/server/store/database";
import type { DatabaseConfig } from "@/lib/server/store/store-config";
import { type PostgresEngine, type Skipped, startPostgres } from "@/scripts/engines";

export interface StoreEngine {
  title: string;
  skipped?: string;
  /** A fresh, empty store location on this engine. */
  fresh: () => Promise<DatabaseConfig>;
}

let databases = 0;

/** Starts PostgreSQL (or says why not); `stop` ends it. */
export async function storeEngines(prefix: string): Promise<{ engines: StoreEngine[]; stop: () => void }> {
  const postgres: PostgresEngine | Skipped = await startPostgres();
  const engines: StoreEngine[] = [
    {
      title: "on SQLite",
      fresh: async () => ({ engine: "sqlite", file: path.join(fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`)), "dashboard.sqlite") }),
    },
    {
      title: "on PostgreSQL",
      skipped: "skipped" in postgres ? postgres.skipped : undefined,
      fresh: async () => {
        if ("skipped" in postgres) throw new Error(postgres.skipped);
        const url = await postgres.createDatabase(`${prefix.replace(/\W/g, "_")}_${process.pid}_${++databases}`);
        return { engine: "postgres", url, safeUrl: url.replace(/:[^:@/]*@/, ":***@"), timeoutMs: 5000 };
      },
    },
  ];
  return { engines, stop: () => ("skipped" in postgres ? undefined : postgres.stop()) };
}

/**
 * Inside a suite of `engine`: a function that opens a fresh store on it, each closed after
 * the test that opened it.
 */
export function freshStores(engine: StoreEngine): () => Promise<Store> {
  const opened: Store[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((s) => s.close()));
  });
  return async () => {
    const store = await openTestStore(await engine.fresh());
    opened.push(store);
    return store;
  };
}

/** Opens (and migrates) a store at a location from `fresh`, with no legacy files. */
export function openTestStore(config: DatabaseConfig): Promise<Store> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "store-legacy-"));
  return openStore(config, { legacy: { usersFile: path.join(dir, "users.json"), dataDir: dir }, log: () => {} });
}
