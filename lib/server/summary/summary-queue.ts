import "server-only";
import { DashboardError } from "@/lib/errors";

// The summary's counts run a few at a time. Waiting counts queue per user and are taken
// in turn, one user after another, so one viewer's forty summaries do not stand between
// another user and theirs. A count asked by several summaries at once runs once; when
// every summary waiting for it has gone (its client gave up), it leaves the queue or is
// aborted upstream, so abandoned work stops costing everyone.

/** Who waits for a count: the user it is queued under, and the signal of their request. */
export interface Asker {
  user: string;
  signal?: AbortSignal;
  /** Called when a count this asker started goes upstream (joined and cached ones cost nothing). */
  onUpstream?: () => void;
}

interface Waiter {
  start: () => void;
}

interface Shared {
  promise: Promise<unknown>;
  controller: AbortController;
  askers: number;
}

export class CountQueue {
  private running = 0;
  private queued = 0;
  private readonly queues = new Map<string, Waiter[]>();
  /** Users with waiting counts, in the order they are served next. */
  private readonly turns: string[] = [];
  private readonly shared = new Map<string, Shared>();

  constructor(
    readonly maxRunning: number,
    /** Counts waiting beyond this are refused at once: a bounded queue, not a growing one. */
    private readonly maxQueued: number,
  ) {}

  /** The result of `work` for `key`, run once for every asker waiting for it at the time. */
  share<T>(key: string, asker: Asker, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    if (asker.signal?.aborted) return Promise.reject(asker.signal.reason);
    let entry = this.shared.get(key);
    if (!entry) {
      const controller = new AbortController();
      const promise = this.slot(asker.user, controller.signal)
        .then(async (release) => {
          try {
            asker.onUpstream?.();
            return await work(controller.signal);
          } finally {
            release();
          }
        })
        .finally(() => this.shared.delete(key));
      // Every asker may have left; the outcome then has no one to reach.
      promise.catch(() => undefined);
      entry = { promise, controller, askers: 0 };
      this.shared.set(key, entry);
    }
    const joined = entry;
    joined.askers++;
    return new Promise<T>((resolve, reject) => {
      let done = false;
      const leave = () => {
        if (done) return;
        done = true;
        if (--joined.askers === 0) joined.controller.abort(asker.signal?.reason);
        reject(asker.signal?.reason);
      };
      asker.signal?.addEventListener("abort", leave, { once: true });
      const settle = (finish: () => void) => {
        if (done) return;
        done = true;
        joined.askers--;
        asker.signal?.removeEventListener("abort", leave);
        finish();
      };
      joined.promise.then(
        (value) => settle(() => resolve(value as T)),
        (error) => settle(() => reject(error)),
      );
    });
  }

  /** Counts waiting for a turn, for everyone. */
  waiting(): number {
    return this.queued;
  }

  private slot(user: string, signal: AbortSignal): Promise<() => void> {
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.running--;
      this.next();
    };
    if (this.running < this.maxRunning && this.queued === 0) {
      this.running++;
      return Promise.resolve(release);
    }
    if (this.queued >= this.maxQueued) {
      return Promise.reject(
        new DashboardError("rate_limited", "Too many summaries are being counted at once. Try again in a moment.", { retryAfterSeconds: 5 }),
      );
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          signal.removeEventListener("abort", drop);
          this.running++;
          resolve(release);
        },
      };
      const drop = () => {
        const queue = this.queues.get(user);
        const i = queue?.indexOf(waiter) ?? -1;
        if (queue && i >= 0) {
          queue.splice(i, 1);
          this.queued--;
          if (queue.length === 0) this.forget(user);
        }
        reject(signal.reason);
      };
      const queue = this.queues.get(user);
      if (queue) queue.push(waiter);
      else {
        this.queues.set(user, [waiter]);
        this.turns.push(user);
      }
      this.queued++;
      signal.addEventListener("abort", drop, { once: true });
    });
  }

  private forget(user: string) {
    this.queues.delete(user);
    const i = this.turns.indexOf(user);
    if (i >= 0) this.turns.splice(i, 1);
  }

  /** Starts waiting counts, one user's first after another's, while there is room. */
  private next() {
    while (this.running < this.maxRunning) {
      const user = this.turns.shift();
      if (user === undefined) return;
      const queue = this.queues.get(user)!;
      const waiter = queue.shift()!;
      this.queued--;
      if (queue.length > 0) this.turns.push(user);
      else this.queues.delete(user);
      waiter.start();
    }
  }
}
