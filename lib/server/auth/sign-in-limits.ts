import "server-only";
import { sharedStateIdentity } from "../shared-state/redis-client";
import { createLimiter, type Limiter } from "../shared-state/limiter";

// The throttles of password sign-in, in Redis when REDIS_URL is set (shared by every
// instance), else in this process's memory (lib/server/shared-state/limiter.ts, which
// also says what happens while Redis is unreachable). Two keys, neither free for an
// attacker to vary:
// - the client address (lib/server/client-address.ts: the peer, or the chain walked from
//   the right over trusted proxies only), counted on every attempt before any hashing;
// - the account name, counted on every failure. A name is at most 64 characters, and how
//   many names one address can try is capped by the address limit; every entry expires
//   after the window, and the memory store caps its keys.
// Counting is atomic (the memory store increments in the same tick it is asked, Redis in
// one script), and a second attempt for an account already being checked in this process
// is refused, not queued, so parallel attempts cannot all read the same count. That claim
// is per process, like request coalescing: it only ever holds accounts being checked now.

const WINDOW_SECONDS = 15 * 60;
/** Attempts one address may make per window, failed or not. */
export const ADDRESS_ATTEMPTS = 30;
/** Failures after which an account is locked for the rest of the window. */
export const LOCKOUT_FAILURES = 10;

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

let limiters: { redis: string; byAddress: Limiter; failures: Limiter; locks: Limiter } | undefined;
function counters() {
  const redis = sharedStateIdentity();
  if (limiters?.redis !== redis) {
    limiters = {
      redis,
      byAddress: createLimiter({ keyPrefix: "sign-in-address", points: ADDRESS_ATTEMPTS, duration: WINDOW_SECONDS }),
      failures: createLimiter({ keyPrefix: "sign-in-failures", points: LOCKOUT_FAILURES * 10, duration: WINDOW_SECONDS }),
      locks: createLimiter({ keyPrefix: "sign-in-lock", points: 1, duration: 1 }),
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
  const { byAddress, failures, locks } = counters();
  try {
    const lock = await locks.get(name);
    if (lock && lock.consumedPoints > 1 && lock.msBeforeNext > 0) {
      checking.delete(name);
      return { reason: "locked", retryAfterSeconds: Math.ceil(lock.msBeforeNext / 1000) };
    }
    if (address !== null) {
      try {
        await byAddress.consume(address);
      } catch (limited) {
        checking.delete(name);
        return { reason: "locked", retryAfterSeconds: Math.ceil(((limited as { msBeforeNext?: number }).msBeforeNext ?? 1000) / 1000) };
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
          await failures.delete(name);
          if (address !== null) await byAddress.reward(address, 1);
          return;
        }
        const count = (await failures.penalty(name, 1)).consumedPoints;
        const seconds = lockSeconds(count);
        if (seconds > 0) await locks.block(name, seconds);
      } finally {
        checking.delete(name);
      }
    },
    cancel: () => checking.delete(name),
  };
}
