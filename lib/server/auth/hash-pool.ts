import "server-only";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";

// bcrypt at cost 12 in pure JS is ~200 ms of CPU per check. Run on the main thread it
// stops every other request for that long, and a flood of sign-ins stalls the whole
// server however few run at once. So hashing runs in worker threads, each doing one at a
// time: the shared pool, one fewer than the machine's cores (at least one, at most four),
// and one more worker kept for the sign-ins users.ts vouches for (an account's known
// address, an address with no recent failures). Under a flood the shared workers are busy
// with strangers' checks, and the owner's check waited for one of them to end before its
// own began: 6.2 s at p95 (issue #39) where a check took 2 s. The shared workers also run
// at the lowest CPU priority (nice 19, per thread, on Linux), so the strangers' checks give
// way to the owner's check and to every other request. The worker's code is evaluated from
// a string and loads bcryptjs by its resolved path, so the production build needs no
// bundled worker file.

const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const bcrypt = require(workerData.bcrypt);
if (workerData.nice) {
  try {
    // This thread's id, which Linux's setpriority takes as a thread's own (elsewhere: left as it is).
    const tid = Number(require("node:fs").readlinkSync("/proc/thread-self").split("/").pop());
    require("node:os").setPriority(tid, workerData.nice);
  } catch {}
}
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
/** The shared workers, and the one kept for vouched sign-ins. */
export type HashPool = "shared" | "vouched";
const POOL_SIZE: Record<HashPool, number> = { shared: HASH_WORKERS, vouched: 1 };
const POOL_NICE: Record<HashPool, number> = { shared: 19, vouched: 0 };

interface Job {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  jobs: Map<number, Job>;
}

const pools: Record<HashPool, { slots: Slot[]; turn: number }> = { shared: { slots: [], turn: 0 }, vouched: { slots: [], turn: 0 } };
let nextId = 0;

function bcryptPath(): string {
  // Resolved at run time from the app's folder, where node_modules is: the artifact's, which
  // its front server names (server/next-app.ts), since it may be started from anywhere;
  // otherwise the project's.
  const appDir = (globalThis as { __dashboardAppDir?: string }).__dashboardAppDir ?? process.cwd();
  return createRequire(path.join(appDir, "package.json")).resolve("bcryptjs");
}

function spawn(pool: HashPool): Slot {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { bcrypt: bcryptPath(), nice: POOL_NICE[pool] } });
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
    pools[pool].slots = pools[pool].slots.filter((s) => s !== slot);
  };
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`the hashing worker exited with code ${code}`)));
  return slot;
}

function run<T>(op: "compare" | "hash", password: string, salt: string | number, pool: HashPool): Promise<T> {
  const { slots } = pools[pool];
  while (slots.length < POOL_SIZE[pool]) slots.push(spawn(pool));
  // Callers bound their own concurrency to each pool's size (users.ts), so round robin keeps one job per worker.
  const slot = slots[pools[pool].turn++ % slots.length]!;
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    slot.jobs.set(id, { resolve: resolve as (value: unknown) => void, reject });
    slot.worker.postMessage({ id, op, password, salt });
  });
}

/** bcrypt's compare, off the main thread, in the shared workers or the vouched sign-ins' own. */
export const compareInWorker = (password: string, hash: string, pool: HashPool = "shared") => run<boolean>("compare", password, hash, pool);
/** bcrypt's hash at `rounds`, off the main thread. */
export const hashInWorker = (password: string, rounds: number) => run<string>("hash", password, rounds, "shared");
