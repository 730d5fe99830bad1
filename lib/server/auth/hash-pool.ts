import "server-only";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";

// bcrypt at cost 12 in pure JS is ~200 ms of CPU per check. Run on the main thread it
// stops every other request for that long, and a flood of sign-ins stalls the whole
// server however few run at once. So hashing runs in worker threads: one fewer than the
// machine's cores (at least one, at most four), each doing one at a time. The worker's
// code is evaluated from a string and loads bcryptjs by its resolved path, so the
// production build needs no bundled worker file.

const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const bcrypt = require(workerData.bcrypt);
parentPort.on("message", ({ id, op, password, salt }) => {
  try {
    const result = op === "compare" ? bcrypt.compareSync(password, salt) : bcrypt.hashSync(password, salt);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

export const HASH_WORKERS = Math.max(1, Math.min(4, availableParallelism() - 1));

interface Job {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  jobs: Map<number, Job>;
}

let slots: Slot[] = [];
let nextId = 0;
let turn = 0;

function bcryptPath(): string {
  // Resolved at run time from the app's folder, where node_modules is: the artifact's, which
  // its front server names (server/next-app.ts), since it may be started from anywhere;
  // otherwise the project's.
  const appDir = (globalThis as { __dashboardAppDir?: string }).__dashboardAppDir ?? process.cwd();
  return createRequire(path.join(appDir, "package.json")).resolve("bcryptjs");
}

function spawn(): Slot {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { bcrypt: bcryptPath() } });
  // The pool never keeps the process alive by itself (scripts, tests).
  worker.unref();
  const slot: Slot = { worker, jobs: new Map() };
  worker.on("message", ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
    const job = slot.jobs.get(id);
    slot.jobs.delete(id);
    if (error !== undefined) job?.reject(new Error(error));
    else job?.resolve(result);
  });
  const fail = (error: Error) => {
    for (const job of slot.jobs.values()) job.reject(error);
    slot.jobs.clear();
    slots = slots.filter((s) => s !== slot);
  };
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`the hashing worker exited with code ${code}`)));
  return slot;
}

function run<T>(op: "compare" | "hash", password: string, salt: string | number): Promise<T> {
  while (slots.length < HASH_WORKERS) slots.push(spawn());
  // Callers bound their own concurrency to HASH_WORKERS (users.ts), so round robin keeps one job per worker.
  const slot = slots[turn++ % slots.length]!;
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    slot.jobs.set(id, { resolve: resolve as (value: unknown) => void, reject });
    slot.worker.postMessage({ id, op, password, salt });
  });
}

/** bcrypt's compare, off the main thread. */
export const compareInWorker = (password: string, hash: string) => run<boolean>("compare", password, hash);
/** bcrypt's hash at `rounds`, off the main thread. */
export const hashInWorker = (password: string, rounds: number) => run<string>("hash", password, rounds);
