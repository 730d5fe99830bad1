import "server-only";
import type { StoreDb } from "../store/database";
import { backfillDone, backfillStep } from "./backfill";
import type { IndexConfig } from "./config";
import { type FetchPage, recordError, type SyncContext, SyncInterrupted, sleep } from "./context";
import { SyncLease } from "./lease";
import { lookback, prune, reconcile } from "./reconcile";
import { readState } from "./state";
import { hotSet, tail } from "./tail";

// The syncer: one loop, one request at a time, on whichever instance holds the lease. Each
// turn does the most urgent due work: the tail and the hot set every poll, else the next
// backfill window, else the daily prune, the lookback and the hourly reconciliation; then
// it sleeps until something is due. The lease is renewed on a timer of its own, so a long
// window does not let it lapse.

export interface Syncer {
  /** Ends the loop (the current request is abandoned), and gives the lease up unless `release` is false (a crash, in tests). */
  stop: (options?: { release?: boolean }) => Promise<void>;
  readonly lease: SyncLease;
}

export interface SyncerOptions {
  fetchPage: FetchPage;
  now?: () => number;
  log?: (line: Record<string, unknown>) => void;
}

type Due = Record<"tail" | "prune" | "lookback" | "reconcile", number>;

async function firstDue(ctx: SyncContext): Promise<Due> {
  const at = async (key: "prune" | "lookback" | "reconcile", every: number) => ((await readState(ctx.db, key))?.atMs ?? -every) + every;
  const { config } = ctx;
  return {
    tail: 0,
    prune: await at("prune", config.pruneEveryMs),
    lookback: await at("lookback", config.lookbackEveryMs),
    reconcile: await at("reconcile", config.reconcileEveryMs),
  };
}

/** One turn: answers how long to sleep before the next. */
async function turn(ctx: SyncContext, due: Due, log: NonNullable<SyncerOptions["log"]>): Promise<number> {
  const { config } = ctx;
  const now = ctx.now();
  if (now >= due.tail) {
    due.tail = now + config.pollMs;
    await tail(ctx);
    await hotSet(ctx);
    return 0;
  }
  if (!(await backfillDone(ctx))) {
    await backfillStep(ctx);
    return 0;
  }
  if (now >= due.prune) {
    due.prune = now + config.pruneEveryMs;
    log({ info: "call index retention", removed: await prune(ctx) });
    return 0;
  }
  if (now >= due.lookback) {
    due.lookback = now + config.lookbackEveryMs;
    await lookback(ctx);
    return 0;
  }
  if (now >= due.reconcile) {
    due.reconcile = now + config.reconcileEveryMs;
    log({ info: "call index reconciliation", ...(await reconcile(ctx)) });
    return 0;
  }
  return Math.max(0, Math.min(due.tail, due.prune, due.lookback, due.reconcile) - ctx.now());
}

export function startSyncer(db: StoreDb, config: IndexConfig, options: SyncerOptions): Syncer {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line) => console.log(JSON.stringify({ at: new Date().toISOString(), ...line })));
  const lease = new SyncLease(db, config.leaseMs, now);
  const controller = new AbortController();
  const ctx: SyncContext = { db, config, fetchPage: options.fetchPage, signal: controller.signal, now, mayWrite: () => lease.holds() };
  const claim = () =>
    lease.claim().catch((error: Error) => {
      log({ warning: "call index lease", detail: error.message });
      return false;
    });
  const renewal = setInterval(() => void (lease.holds() && claim()), config.leaseMs / 3);
  renewal.unref?.();
  const loop = (async () => {
    let due: Due | undefined;
    let token = 0;
    while (!controller.signal.aborted) {
      if (!lease.holds()) {
        due = undefined;
        if (!(await claim())) {
          await sleep(Math.min(config.pollMs, config.leaseMs / 3), controller.signal);
          continue;
        }
        if (lease.token !== token) log({ info: "call index: this instance syncs", token: lease.token });
        token = lease.token;
      }
      try {
        due ??= await firstDue(ctx);
        await sleep(await turn(ctx, due, log), controller.signal);
      } catch (error) {
        if (error instanceof SyncInterrupted) continue;
        // A store away for a moment, or a bug: said, and tried again after a pause.
        await recordError(ctx, error);
        log({ warning: "call index sync failed", detail: (error as Error).message });
        await sleep(config.retryMs, controller.signal);
      }
    }
  })();
  return {
    lease,
    async stop({ release = true } = {}) {
      controller.abort();
      clearInterval(renewal);
      await loop;
      if (release) await lease.release().catch(() => undefined);
    },
  };
}
