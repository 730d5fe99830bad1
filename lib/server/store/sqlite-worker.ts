import "server-only";
import { Worker } from "node:worker_threads";
import {
  type CompiledQuery,
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
import { driverPath, WORKER_SOURCE } from "./sqlite-worker-source";

// A second SQLite connection to the store's file, in a worker thread of its own, for the call
// index's sync (issue #37). better-sqlite3 is synchronous: on the main thread a sync write
// (a page of 500 calls, its roll-ups, the WAL checkpoints its commits run) holds the event
// loop that serves users for as long as it takes. Here the main thread only compiles the
// queries, the same Kysely code as on the main connection; the worker runs them (a
// transaction's writes in one batch), and WAL lets the main connection read meanwhile. The worker runs at a lower CPU
// priority (nice 10, per thread, on Linux), so on a busy machine users' requests go first.
// Its code is evaluated from a string and loads better-sqlite3 by its resolved path, so the
// production build needs no bundled worker file (as lib/server/auth/hash-pool.ts).

// Statements that answer rows: sent at once, also inside a transaction.
const READS = /^\s*(select|with|pragma)\b/i;

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

/** One worker and its queries in flight; one that dies rejects them (a batch it was running is rolled back whole), and the next query starts a new one. */
class WorkerConnection implements DatabaseConnection {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, { resolve: (a: Answer) => void; reject: (e: Error) => void }>();
  private nextId = 0;
  /** An open transaction's writes, sent as one batch when it commits. */
  private batch: Array<{ sql: string; parameters: readonly unknown[] }> | undefined;

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

  private async send(message: { sql: string; parameters: readonly unknown[] } | { batch: unknown[] }): Promise<Answer> {
    this.worker ??= this.start();
    const worker = this.worker;
    const id = this.nextId++;
    const answer = await new Promise<Answer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...message });
    });
    if (answer.error) throw new SqliteWorkerError(answer.error.message, answer.error.code);
    return answer;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { sql, parameters } = query;
    if (this.batch && !READS.test(sql)) {
      if (/\breturning\b/i.test(sql)) throw new Error("the store's sync writer cannot answer a write's rows inside a transaction");
      this.batch.push({ sql, parameters });
      // Written at the commit: no counts to give yet.
      return { rows: [] };
    }
    const answer = await this.send({ sql, parameters });
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

  /**
   * A transaction holds SQLite's write lock only while the worker runs its writes, all in one
   * message at the commit; its reads go at once, outside it. Held across round trips to this
   * thread, the lock would stall the main connection's writes (better-sqlite3 waits for a lock
   * synchronously, so this thread could not send the transaction's rest: stuck until
   * busy_timeout). Its reads see the latest commit, not a snapshot: the sync is the one writer
   * of what it reads (the index and its roll-ups; one syncer per store, lease.ts).
   */
  begin(): void {
    this.batch = [];
  }

  async end(command: "commit" | "rollback"): Promise<void> {
    const batch = this.batch;
    this.batch = undefined;
    if (command === "commit" && batch && batch.length > 0) await this.send({ batch });
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
    this.connection.begin();
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
