import "server-only";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { Kysely, type LogEvent, PostgresDialect, SqliteDialect, sql } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { ConfigError } from "../env";
import { log as serverLog } from "../log/logger";
import { pastSpan } from "../tracing/spans";
import { boundedPool } from "./bounded-pool";
import { type LegacyFiles, storeMigrations } from "./migrations";
import type { StoreSchema } from "./schema";
import { sqliteWorkerDb } from "./sqlite-worker";
import type { DatabaseConfig } from "./store-config";

// Opens the one store on its engine: connects (PostgreSQL: a bounded retry, since the
// database may start a moment after the dashboard), applies the migrations, and hands
// out the Kysely instance every query of lib/server/store/ goes through.

export type StoreDb = Kysely<StoreSchema>;

export interface Store {
  db: StoreDb;
  engine: DatabaseConfig["engine"];
  close: () => Promise<void>;
  /**
   * Where the call index's sync reads and writes: on SQLite a connection of its own in a
   * worker thread (sqlite-worker.ts), opened on first use, so its writes never hold the event
   * loop; on PostgreSQL `db`, whose queries never did.
   */
  syncDb: () => StoreDb;
}

export class StoreStartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StoreStartError";
  }
}

export interface OpenOptions {
  legacy: LegacyFiles;
  /** How long to keep trying to reach PostgreSQL before giving up. */
  connectWithinMs?: number;
  log?: (message: string) => void;
}

const INT8_OID = 20;

function postgresDb(url: string, timeoutMs: number): StoreDb {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A PostgreSQL that stops answering (a paused process, a stalled network) would hold a
    // request for as long as it stalls. Waiting for a connection and the query share one
    // deadline instead (bounded-pool.ts: each query's client-side timeout, since a stalled
    // server cannot enforce its own statement_timeout, which is set too for a server that is
    // merely slow).
    connectionTimeoutMillis: timeoutMs,
    statement_timeout: timeoutMs,
    // count(*) and bigserial ids are int8, which pg hands back as strings; every value
    // here (row counts, ids, milliseconds since the epoch) fits a double exactly.
    types: {
      getTypeParser: (oid: number, format?: "text" | "binary") => (oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format)),
    } as pg.CustomTypesConfig,
  });
  // An idle connection dropped by the server (PostgreSQL restarted) must not crash the
  // process; the pool opens a new one on the next query.
  pool.on("error", (error) => serverLog().warn({ detail: error.message }, "database connection lost"));
  return new Kysely<StoreSchema>({ dialect: new PostgresDialect({ pool: boundedPool(pool, timeoutMs) }), log: querySpans("postgresql") });
}

/** A span per query, told by Kysely once it ended (its text has placeholders, never the values). */
function querySpans(system: string) {
  return (event: LogEvent) => {
    const text = event.query.sql;
    const attributes = { "db.system.name": system, "db.query.text": text.slice(0, 2000) };
    pastSpan(
      `store ${text.split(" ", 1)[0]!.toLowerCase()}`,
      Date.now() - event.queryDurationMillis,
      event.queryDurationMillis,
      attributes,
      event.level === "error" ? event.error : undefined,
    );
  };
}

function sqliteDb(file: string): StoreDb {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const handle = new Database(file);
  handle.pragma("journal_mode = WAL");
  handle.pragma("synchronous = NORMAL");
  // A second process on the same file (`npm run user:add` beside the server) waits for
  // the writer instead of failing at once.
  handle.pragma("busy_timeout = 5000");
  return new Kysely<StoreSchema>({ dialect: new SqliteDialect({ database: handle }), log: querySpans("sqlite") });
}

async function reachable(db: StoreDb, config: DatabaseConfig, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  let wait = 250;
  for (;;) {
    try {
      await sql`select 1`.execute(db);
      return;
    } catch (error) {
      if (Date.now() + wait > deadline) {
        const where = config.engine === "postgres" ? config.safeUrl : config.file;
        // pg's messages name the host and user at most, never the password.
        throw new StoreStartError(`cannot reach the database at ${where} (gave up after ${Math.round(withinMs / 1000)} s): ${(error as Error).message}`);
      }
      await new Promise((r) => setTimeout(r, wait));
      wait = Math.min(wait * 2, 2000);
    }
  }
}

/** Connects and migrates; a StoreStartError says what went wrong, without the password. */
export async function openStore(config: DatabaseConfig, options: OpenOptions): Promise<Store> {
  const log = options.log ?? ((m: string) => serverLog().info(m));
  const db = config.engine === "postgres" ? postgresDb(config.url, config.timeoutMs) : sqliteDb(config.file);
  try {
    await reachable(db, config, options.connectWithinMs ?? 30_000);
    // Unordered: features land on separate branches, so a store may have applied 017 before a
    // 015 merged later; each migration touches only its own tables, so any order is safe.
    const migrator = new Migrator({
      db,
      allowUnorderedMigrations: true,
      provider: { getMigrations: async () => storeMigrations(config.engine, options.legacy, log) },
    });
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((r) => r.status === "Error");
    if (error) {
      throw new StoreStartError(
        `the store's migration ${failed ? `"${failed.migrationName}" ` : ""}failed, so the dashboard did not start: ${(error as Error).message ?? String(error)}`,
      );
    }
    for (const r of results ?? []) log(`store: applied migration ${r.migrationName}`);
  } catch (error) {
    await db.destroy().catch(() => undefined);
    if (error instanceof StoreStartError || error instanceof ConfigError) throw error;
    throw new StoreStartError(`the store could not be opened: ${(error as Error).message}`);
  }
  if (config.engine === "postgres") return { db, engine: config.engine, close: () => db.destroy(), syncDb: () => db };
  let sync: StoreDb | undefined;
  return {
    db,
    engine: config.engine,
    syncDb: () => (sync ??= sqliteWorkerDb(config.file).db),
    close: async () => {
      await sync?.destroy();
      await db.destroy();
    },
  };
}
