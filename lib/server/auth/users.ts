import "server-only";
import type { SessionUser } from "@/lib/roles";
import { currentStore } from "../store/current-store";
import { findUser, putUser, removeUser, type StoredUser } from "../store/users";
import { compareInWorker, HASH_WORKERS, hashInWorker } from "./hash-pool";
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
// recent failures, waits in a queue of its own that the workers serve first; the rest
// (unknown names, addresses that have failed) wait behind it, and only after a cheap
// per-address and per-network token bucket let them in (sign-in-limits.ts).
export const HASH_CONCURRENCY = HASH_WORKERS;
export const HASH_QUEUE = 16;
let running = 0;
const waiting = { first: [] as Array<() => void>, rest: [] as Array<() => void> };

export class SignInBusy extends Error {}

async function bounded<T>(work: () => Promise<T>, first: boolean): Promise<T> {
  if (running >= HASH_CONCURRENCY) {
    const queue = first ? waiting.first : waiting.rest;
    if (queue.length >= HASH_QUEUE) throw new SignInBusy("too many sign-ins are being checked");
    await new Promise<void>((resolve) => queue.push(resolve));
  } else running += 1;
  try {
    return await work();
  } finally {
    // Hand the slot to the next waiter, the first queue's before the rest's, or free it.
    const next = waiting.first.shift() ?? waiting.rest.shift();
    if (next) next();
    else running -= 1;
  }
}

export interface SignInLane {
  /** The address is one the account signed in from, or has no recent failures. */
  vouched: boolean;
  /** Takes a token of the address's and its network's bucket; false when they are empty. */
  admit: () => Promise<boolean>;
}

export async function checkPassword(name: string, password: string, lane: SignInLane): Promise<SessionUser | null> {
  const user = await findUser((await currentStore()).db, name);
  const first = lane.vouched && user !== null;
  // Refused before any hashing: an unknown name or a failing address past its bucket.
  if (!first && !(await lane.admit())) throw new SignInBusy("this network is sending too many sign-ins");
  return bounded(async () => {
    dummyHash ??= await hashInWorker("not a password", 12);
    const ok = await compareInWorker(password, user?.passwordHash ?? dummyHash);
    return ok && user ? { name: user.name, role: user.role, id: user.id } : null;
  }, first);
}
