import "server-only";
import { countUpstreamRateLimit, reportBudgetQueue } from "../metrics";

// The dashboard shares one API key, and so one upstream rate limit, among all its users.
// Every request that leaves with the key takes a token from this one budget first:
// CALL_RESULTS_API_MAX_REQUESTS_PER_SECOND, refilled evenly, with a burst of one second's
// worth. When tokens run short, what a user is waiting for (the list, a recording URL)
// goes before background work (summary counts, the chart, live refreshes, exports). An
// upstream 429 stops every request until its Retry-After has passed, not only the one
// that got it. The call index's sync ("sync") comes last, and only spends tokens beyond a
// reserve of half a second's worth, so a user who arrives finds tokens left.

export type Priority = "interactive" | "background" | "sync";
const ORDER: readonly Priority[] = ["interactive", "background", "sync"];

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class BudgetFullError extends Error {
  constructor() {
    super("too many requests are waiting for the upstream budget");
    this.name = "BudgetFullError";
  }
}

export class UpstreamBudget {
  private tokens: number;
  private refilledAt: number;
  private pausedUntil = 0;
  private readonly queues: Record<Priority, Waiter[]> = { interactive: [], background: [], sync: [] };
  /** Tokens the sync leaves for everyone else. */
  private readonly reserve: number;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly perSecond: number,
    private readonly now: () => number = Date.now,
    /** Waiters beyond this are refused at once: a bounded queue, not a growing one. */
    private readonly maxWaiting = 1000,
  ) {
    this.tokens = perSecond;
    this.reserve = Math.floor(perSecond / 2);
    this.refilledAt = now();
    // The process has one budget (lib/server/upstream/upstream.ts); the newest is the one in use.
    reportBudgetQueue(() => this.waiting());
  }

  /** Resolves when the request may go; rejects when the signal aborts or the queue is full. */
  acquire(priority: Priority, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    this.refill();
    const rank = ORDER.indexOf(priority);
    const nobodyAhead = ORDER.slice(0, rank + 1).every((p) => this.queues[p].length === 0);
    if (nobodyAhead && this.now() >= this.pausedUntil && this.tokens >= this.needs(priority)) {
      this.tokens -= 1;
      return Promise.resolve();
    }
    if (this.waiting() >= this.maxWaiting) return Promise.reject(new BudgetFullError());
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { resolve, reject };
      this.queues[priority].push(waiter);
      signal?.addEventListener(
        "abort",
        () => {
          const queue = this.queues[priority];
          const i = queue.indexOf(waiter);
          if (i >= 0) queue.splice(i, 1);
          reject(signal.reason);
        },
        { once: true },
      );
      this.schedule();
    });
  }

  /** The upstream said "rate limited": nobody goes before `seconds` have passed. */
  pause(seconds: number): void {
    const until = Math.max(this.pausedUntil, this.now() + seconds * 1000);
    // Counted by how much later requests may go: overlapping pauses are not counted twice.
    countUpstreamRateLimit((until - Math.max(this.pausedUntil, this.now())) / 1000);
    this.pausedUntil = until;
    this.tokens = 0;
    this.schedule();
  }

  /** How long the upstream's Retry-After still holds, in ms (0 when it does not). */
  pausedFor(): number {
    return Math.max(0, this.pausedUntil - this.now());
  }

  waiting(): number {
    return this.queues.interactive.length + this.queues.background.length + this.queues.sync.length;
  }

  private needs(priority: Priority): number {
    return priority === "sync" ? 1 + this.reserve : 1;
  }

  /** The first in line: interactive, then background, then the sync. */
  private next(): Priority | undefined {
    return ORDER.find((p) => this.queues[p].length > 0);
  }

  private refill() {
    const now = this.now();
    const from = Math.max(this.refilledAt, this.pausedUntil);
    if (now > from) this.tokens = Math.min(this.perSecond, this.tokens + ((now - from) / 1000) * this.perSecond);
    this.refilledAt = Math.max(now, this.refilledAt);
  }

  private drain() {
    this.timer = undefined;
    this.refill();
    for (let first = this.next(); first && this.now() >= this.pausedUntil && this.tokens >= this.needs(first); first = this.next()) {
      this.tokens -= 1;
      this.queues[first].shift()!.resolve();
    }
    this.schedule();
  }

  private schedule() {
    if (this.timer || this.waiting() === 0) return;
    const now = this.now();
    const need = this.needs(this.next()!);
    const untilToken = this.tokens >= need ? 0 : ((need - this.tokens) / this.perSecond) * 1000;
    const wait = Math.max(this.pausedUntil - now, 0) + untilToken;
    this.timer = setTimeout(() => this.drain(), Math.ceil(wait));
  }
}
