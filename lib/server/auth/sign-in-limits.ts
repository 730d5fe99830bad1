import "server-only";
import { addressKey } from "../http/client-address";
import { countSignInLock } from "../metrics";
import { createLimiter, type Limiter } from "../shared-state/limiter";
import { sharedStateIdentity } from "../shared-state/redis-client";
import { currentStore } from "../store/current-store";
import { isKnownAddress, rememberAddress } from "../store/known-addresses";
import type { SignInLane } from "./users";

// The throttles of password sign-in, in Redis when REDIS_URL is set (shared by every
// instance), else in this process's memory (lib/server/shared-state/limiter.ts, which
// also says what happens while Redis is unreachable). Keys, none free for an attacker to
// vary (an address is the peer, or the chain walked over trusted proxies only; an IPv6
// address counts by its /64, the block one subscriber usually holds):
// - the client address, counted on every attempt before any hashing;
// - the account AND the address, counted on every failure: the slow-down and the lock
//   hold for that pair. A stranger guessing an account locks himself out of it, not its
//   owner, who signs in from elsewhere;
// - the account, counted on failures from addresses it has never signed in from: past
//   ACCOUNT_STRANGER_FAILURES in a window (a guesser rotating addresses) the account is
//   closed to new addresses for the rest of the window, while addresses it signed in from
//   before (remembered KNOWN_DAYS) still sign in. There is no second factor here, so a
//   correct password from a new address waits out that window too; docs/security.md says so.
// Counting is atomic (the memory store increments in the same tick it is asked, Redis in
// one script), and a second attempt for an account already being checked in this process
// is refused, not queued, so parallel attempts cannot all read the same count. That claim
// is per process, like request coalescing: it only ever holds accounts being checked now.
// Known addresses are kept in the store too (migration 012), so a Redis restart does not
// forget them. Which queue an attempt takes to the hashing workers, and the token buckets
// that refuse the rest before hashing under a flood: users.ts.

const WINDOW_SECONDS = 15 * 60;
/** Attempts one address may make per window, failed or not. */
export const ADDRESS_ATTEMPTS = 30;
/** Failures from one address after which the account is locked for that address for the rest of the window. */
export const LOCKOUT_FAILURES = 10;
/** Failures from addresses an account never signed in from, after which it is closed to new addresses for the window. */
export const ACCOUNT_STRANGER_FAILURES = 50;
const KNOWN_DAYS = 30;
/** Unvouched attempts (unknown names, failing addresses) let through to hashing per minute, per address and per network (/24, IPv6 /64). */
const UNVOUCHED_PER_ADDRESS = 30;
export const UNVOUCHED_PER_NETWORK = 60;

/** The network an address belongs to: its /24 for IPv4 (an IPv6 key is already its /64). */
const networkKey = (where: string) => (/^\d+\.\d+\.\d+\.\d+$/.test(where) ? `${where.slice(0, where.lastIndexOf("."))}.0/24` : where);

/**
 * How long an account waits after its n-th failure in a row: nothing for the first two,
 * then 1 s after the third, doubling with each further failure up to 30 s, and after
 * LOCKOUT_FAILURES the whole window.
 */
export function lockSeconds(failures: number): number {
  if (failures >= LOCKOUT_FAILURES) return WINDOW_SECONDS;
  if (failures < 3) return 0;
  return Math.min(30, 2 ** (failures - 3));
}

type Limiters = Record<"byAddress" | "failures" | "locks" | "strangers" | "known" | "addressFailures" | "unvouched" | "network", Limiter>;
let limiters: ({ redis: string } & Limiters) | undefined;
function counters() {
  const redis = sharedStateIdentity();
  if (limiters?.redis !== redis) {
    limiters = {
      redis,
      byAddress: createLimiter({ keyPrefix: "sign-in-address", points: ADDRESS_ATTEMPTS, duration: WINDOW_SECONDS }),
      failures: createLimiter({ keyPrefix: "sign-in-failures", points: LOCKOUT_FAILURES * 10, duration: WINDOW_SECONDS }),
      locks: createLimiter({ keyPrefix: "sign-in-lock", points: 1, duration: 1 }),
      strangers: createLimiter({ keyPrefix: "sign-in-strangers", points: ACCOUNT_STRANGER_FAILURES, duration: WINDOW_SECONDS }),
      known: createLimiter({ keyPrefix: "sign-in-known", points: 1, duration: KNOWN_DAYS * 86_400 }),
      addressFailures: createLimiter({ keyPrefix: "sign-in-address-failures", points: 1_000_000, duration: WINDOW_SECONDS }),
      unvouched: createLimiter({ keyPrefix: "sign-in-unvouched", points: UNVOUCHED_PER_ADDRESS, duration: 60 }),
      network: createLimiter({ keyPrefix: "sign-in-network", points: UNVOUCHED_PER_NETWORK, duration: 60 }),
    };
  }
  return limiters;
}
const checking = new Set<string>();

export type Refusal = { reason: "locked" | "busy"; retryAfterSeconds: number };
export interface Attempt {
  /** Counts the outcome: a success clears the account's failures, a failure may lock it. */
  finish: (ok: boolean) => Promise<void>;
  /** The password was never checked (the server was busy): nothing is counted. */
  cancel: () => void;
  /** Which queue the check takes, and the buckets of the unvouched. */
  lane: SignInLane;
}

/** Known for this account: in Redis (or memory), else in the store; a store away answers no. */
async function knownFor(known: Limiter, pair: string, name: string, where: string): Promise<boolean> {
  if ((await known.get(pair)) !== null) return true;
  return isKnownAddress((await currentStore()).db, name, where).catch(() => false);
}

/**
 * Takes the right to check one password for `name` from `address` (null when the address
 * is unknown: then only the account limit applies). A refusal says how long to wait.
 * Call `finish` with the outcome once the password has been checked, or `cancel`.
 */
export async function beginAttempt(name: string, address: string | null): Promise<Refusal | Attempt> {
  // Claimed before anything is awaited, so two parallel attempts cannot both pass.
  if (checking.has(name)) return { reason: "busy", retryAfterSeconds: 1 };
  checking.add(name);
  const { byAddress, failures, locks, strangers, known, addressFailures, unvouched, network } = counters();
  // Without a known address, the pair is the account and "unknown": such attempts share one lock.
  const where = address === null ? "unknown" : addressKey(address);
  const pair = `${name}|${where}`;
  const refuse = (ms: number): Refusal => {
    checking.delete(name);
    return { reason: "locked", retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) };
  };
  let familiar = false;
  let clean = false;
  try {
    const lock = await locks.get(pair);
    if (lock && lock.consumedPoints > 1 && lock.msBeforeNext > 0) return refuse(lock.msBeforeNext);
    familiar = address !== null && (await knownFor(known, pair, name, where));
    clean = address !== null && !(await addressFailures.get(where))?.consumedPoints;
    if (!familiar) {
      const tried = await strangers.get(name);
      if (tried && tried.consumedPoints >= ACCOUNT_STRANGER_FAILURES && tried.msBeforeNext > 0) return refuse(tried.msBeforeNext);
    }
    if (address !== null) {
      try {
        await byAddress.consume(where);
      } catch (limited) {
        return refuse((limited as { msBeforeNext?: number }).msBeforeNext ?? 1000);
      }
    }
  } catch (error) {
    checking.delete(name);
    throw error;
  }
  return {
    finish: async (ok) => {
      try {
        if (ok) {
          await failures.delete(pair);
          if (address !== null) {
            await byAddress.reward(where, 1);
            // Remembering is a convenience for the owner: a full memory store only means this address is not remembered.
            await known.set(pair, 1, KNOWN_DAYS * 86_400).catch(() => undefined);
            await rememberAddress((await currentStore()).db, name, where).catch(() => undefined);
          }
          return;
        }
        const count = (await failures.penalty(pair, 1)).consumedPoints;
        const seconds = lockSeconds(count);
        if (seconds > 0) {
          await locks.block(pair, seconds);
          countSignInLock();
        }
        if (!familiar) await strangers.penalty(name, 1);
        if (address !== null) await addressFailures.penalty(where, 1);
      } finally {
        checking.delete(name);
      }
    },
    cancel: () => checking.delete(name),
    lane: {
      vouched: familiar || clean,
      admit: async () => {
        const take = (limiter: Limiter, key: string) =>
          limiter.consume(key).then(
            () => true,
            () => false,
          );
        return address === null || ((await take(unvouched, where)) && (await take(network, networkKey(where))));
      },
    },
  };
}
