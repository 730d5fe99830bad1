import "server-only";
import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";
import type { StoreSchema } from "./schema";
import { WORKER_SOURCE } from "./sqlite-worker-source";

// A second SQLite connection to the store's file, in a worker thread of its own, for the call
// index's sync (issue #37). better-sqlite3 is synchronous: on the main thread a sync write
// (a page of 500 calls, its roll-ups, the WAL checkpoints its commits run) holds the event
// loop that serves users for as long as it takes. Here the main thread only compiles the
// queries, the same Kysely code as on the main connection; the worker runs them, one at a
// time, and WAL lets the main connection read meanwhile. The worker runs at a lower CPU
// priority (nice 10, per thread, on Linux), so on a busy machine users' requests go first.
// Its code is evaluated from a string and loads better-sqlite3 by its resolved path, so the
// production build needs no bundled worker file (as lib/server/auth/hash-pool.ts).

interface Answer {
  id: number;
  rows?: unknown[];
  changes?: number;
  insertId?: number | bigint;
  error?: { message: string; code?: string };
}

/** An error the worker's SQLite raised, with its code (SQLITE_BUSY, SQLITE_CONSTRAINT…) as better-sqlite3 gives it. */
export class SqliteWorkerError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = "SqliteWorkerError";
  }
}

function driverPath(): string {
  // As hash-pool.ts: node_modules of the app's folder (the artifact's), else the project's.
  const appDir = (globalThis as { __dashboardAppDir?: string }).__dashboardAppDir ?? process.cwd();
  return createRequire(path.join(appDir, "package.json")).resolve("better-sqlite3");
}

/**
 * One worker and its queries in flight. A worker that dies (or fails to start) rejects what it
 * had, and the next query starts a new one: the caller's transaction is lost (SQLite rolls
 * it back), never half-applied, and the sync retries its step.
 */
class WorkerConnection implements DatabaseConnection {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, { resolve: (a: Answer) => void; reject: (e: Error) => void }>();
  private nextId = 0;
  /** The worker an open transaction began on: its later queries must never run on another. */
  private transactionOn: Worker | undefined;

  constructor(private readonly file: string) {}

  private start(): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver: driverPath(), file: this.file, nice: 10 } });
    // It never keeps the process alive by itself (scripts, tests).
    worker.unref();
    worker.on("message", (answer: Answer) => {
      const job = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      job?.resolve(answer);
    });
    const fail = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      for (const job of this.pending.values()) job.reject(error);
      this.pending.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new SqliteWorkerError(`the store's sync writer exited (code ${code})`)));
    return worker;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.transactionOn && this.transactionOn !== this.worker) throw new SqliteWorkerError("the store's sync writer exited during a transaction");
    this.worker ??= this.start();
    const worker = this.worker;
    const id = this.nextId++;
    const answer = await new Promise<Answer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, sql: query.sql, parameters: query.parameters });
    });
    if (answer.error) throw new SqliteWorkerError(answer.error.message, answer.error.code);
    if (answer.rows) return { rows: answer.rows as R[] };
    return {
      rows: [],
      numAffectedRows: answer.changes === undefined ? undefined : BigInt(answer.changes),
      insertId: answer.insertId === undefined ? undefined : BigInt(answer.insertId),
    };
  }

  // biome-ignore lint/correctness/useYield: the sync never streams; Kysely's interface asks for the method.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("the store's sync writer does not stream queries");
  }

  async begin(): Promise<void> {
    await this.executeQuery(CompiledQuery.raw("begin"));
    this.transactionOn = this.worker;
  }

  async end(command: "commit" | "rollback"): Promise<void> {
    const lost = this.transactionOn !== undefined && this.transactionOn !== this.worker;
    this.transactionOn = undefined;
    // A worker that died took its transaction with it (SQLite rolled it back): nothing to end.
    if (lost && command === "rollback") return;
    if (lost) throw new SqliteWorkerError("the store's sync writer exited during a transaction");
    await this.executeQuery(CompiledQuery.raw(command));
  }

  /** The worker of the moment, for tests that stop it as a crash would. */
  current(): Worker | undefined {
    return this.worker;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }
}

/** Kysely's SQLite driver, its one connection in a worker; a transaction holds the connection until it ends. */
class WorkerDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;

  constructor(readonly connection: WorkerConnection) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    // One at a time, in order: a transaction's queries never interleave with another's.
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise((resolve) => {
      release = resolve;
    });
    await previous;
    this.release = release;
    return this.connection;
  }

  async releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = undefined;
    release?.();
  }

  async beginTransaction(): Promise<void> {
    await this.connection.begin();
  }

  async commitTransaction(): Promise<void> {
    await this.connection.end("commit");
  }

  async rollbackTransaction(): Promise<void> {
    await this.connection.end("rollback");
  }

  async destroy(): Promise<void> {
    await this.connection.close();
  }
}

/** A Kysely instance over the store's SQLite file whose queries run in a worker thread; `worker()` is the thread of the moment. */
export function sqliteWorkerDb(file: string): { db: Kysely<StoreSchema>; worker: () => Worker | undefined } {
  const connection = new WorkerConnection(file);
  const dialect: Dialect = {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new WorkerDriver(connection),
    createQueryCompiler: () => new SqliteQueryCompiler(),
    createIntrospector: (db) => new SqliteIntrospector(db),
  };
  return { db: new Kysely<StoreSchema>({ dialect }), worker: () => connection.current() };
}
