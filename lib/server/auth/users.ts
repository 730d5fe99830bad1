import "server-only";
import type { SessionUser } from "@/lib/roles";
import { currentStore } from "../store/current-store";
import { findUser, putUser, removeUser, type StoredUser } from "../store/users";
import { compareInWorker, HASH_WORKERS, type HashPool, hashInWorker } from "./hash-pool";
import { revokeSessions } from "./session-generations";

// Local users, kept in the store (lib/server/store/users.ts), written by `npm run
// user:add` and `npm run user:delete` through saveUser and deleteUser. Hashes are bcrypt
// (cost 12).

/** What `npm run user:add` accepts as a name; nothing else can be a local user. */
export const USER_NAME_PATTERN = /^[A-Za-z0-9._@-]{1,64}$/;

/** Adds or replaces a user. A replaced user's sessions end at once: the role may have changed. */
export async function saveUser(user: Omit<StoredUser, "id">): Promise<void> {
  await putUser((await currentStore()).db, user);
  await revokeSessions(user.name);
}

/** Removes a user and ends their sessions at once; false when there was no such user. */
export async function deleteUser(name: string): Promise<boolean> {
  const existed = await removeUser((await currentStore()).db, name);
  await revokeSessions(name);
  return existed;
}

// Compared against when the name is unknown, so both cases take as long.
let dummyHash: string | undefined;

// Checks run in the hashing workers (hash-pool.ts), at most one per worker at a time, and
// at most HASH_QUEUE wait in each of two queues: the global bound on sign-in work. Beyond
// it an attempt is refused at once as busy (429), without hashing, so a flood of sign-ins
// costs the server no more than its workers' share of the CPU. A flood must not deny a
// known user (issue #39: 16 of 17 of the admin's sign-ins were refused during a 40-address
// flood): an account's sign-in from an address it used before, or from an address with no
// recent failures, is vouched for. It takes the worker kept for the vouched when that one is
// free, so it never waits for a stranger's check to end; else a shared worker, or the head
// of a queue of its own that every worker serves first. The rest (unknown names, addresses
// that have failed) take only the shared workers, wait behind the vouched, and only after
// a cheap per-address and per-network token bucket let them in (sign-in-limits.ts).
export const HASH_CONCURRENCY = HASH_WORKERS;
export const HASH_QUEUE = 16;
const WORKERS: Record<HashPool, number> = { shared: HASH_CONCURRENCY, vouched: 1 };
const running: Record<HashPool, number> = { shared: 0, vouched: 0 };
const waiting = { first: [] as Array<(pool: HashPool) => void>, rest: [] as Array<(pool: HashPool) => void> };

export class SignInBusy extends Error {}

/** A free worker's pool (the vouched try theirs first), or a place in the lane's queue until one is handed over. */
function takeWorker(first: boolean): HashPool | Promise<HashPool> {
  for (const pool of first ? (["vouched", "shared"] as const) : (["shared"] as const))
    if (running[pool] < WORKERS[pool]) {
      running[pool] += 1;
      return pool;
    }
  const queue = first ? waiting.first : waiting.rest;
  if (queue.length >= HASH_QUEUE) throw new SignInBusy("too many sign-ins are being checked");
  return new Promise<HashPool>((resolve) => queue.push(resolve));
}

/** Hands the worker to the next waiter, the first queue's before the rest's (the vouched worker: only the first's), or frees it. */
function freeWorker(pool: HashPool): void {
  const next = waiting.first.shift() ?? (pool === "shared" ? waiting.rest.shift() : undefined);
  if (next) next(pool);
  else running[pool] -= 1;
}

async function bounded<T>(work: (pool: HashPool) => Promise<T>, first: boolean, timing?: SignInTiming): Promise<T> {
  const asked = performance.now();
  const pool = await takeWorker(first);
  if (timing) timing.queueMs = performance.now() - asked;
  try {
    return await work(pool);
  } finally {
    freeWorker(pool);
  }
}

export interface SignInLane {
  /** The address is one the account signed in from, or has no recent failures. */
  vouched: boolean;
  /** Takes a token of the address's and its network's bucket; false when they are empty. */
  admit: () => Promise<boolean>;
}

/** Where a check's time went (ms), for the response's Server-Timing (the bench reads it): waiting for a worker, and the hash. */
export interface SignInTiming {
  queueMs: number;
  hashMs: number;
}

export async function checkPassword(name: string, password: string, lane: SignInLane, timing?: SignInTiming): Promise<SessionUser | null> {
  const user = await findUser((await currentStore()).db, name);
  const first = lane.vouched && user !== null;
  // Refused before any hashing: an unknown name or a failing address past its bucket.
  if (!first && !(await lane.admit())) throw new SignInBusy("this network is sending too many sign-ins");
  return bounded(
    async (pool) => {
      const started = performance.now();
      // Only a name no user has compares against the dummy, so a known user's check never
      // waits for the dummy's hashing (in the shared workers, behind a stranger's check).
      if (!user) dummyHash ??= await hashInWorker("not a password", 12);
      const hash = user?.passwordHash ?? (dummyHash as string);
      const ok = await compareInWorker(password, hash, pool);
      if (timing) timing.hashMs = performance.now() - started;
      return ok && user ? { name: user.name, role: user.role, id: user.id } : null;
    },
    first,
    timing,
  );
}
