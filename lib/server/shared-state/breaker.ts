// A circuit breaker for a shared dependency that can stall without dropping its connection
// (a Redis paused by the kernel, a full network buffer). Each call already has a timeout;
// the breaker stops every request from paying that timeout again while the stall lasts:
// after `failuresToOpen` failures in a row it opens, callers skip the dependency at once
// (they use this instance's memory), and a probe, never a user's request, decides when it
// may close again.

export type BreakerState = "closed" | "open";

export interface BreakerOptions {
  /** Consecutive failures that open the breaker. */
  failuresToOpen: number;
  /** How long it stays open before the next probe is due. */
  openForMs: number;
  now?: () => number;
}

export class Breaker {
  private failures = 0;
  private openUntil = 0;
  private opened = false;
  private readonly now: () => number;

  constructor(private readonly options: BreakerOptions) {
    this.now = options.now ?? (() => Date.now());
  }

  get state(): BreakerState {
    return this.opened ? "open" : "closed";
  }

  /** Whether callers should use the dependency now. */
  allows(): boolean {
    return !this.opened;
  }

  /** Whether a probe is due (the breaker is open and its wait is over). */
  probeDue(): boolean {
    return this.opened && this.now() >= this.openUntil;
  }

  succeeded(): void {
    this.failures = 0;
    this.opened = false;
  }

  /** Counts a failure; true when this one opened the breaker. */
  failed(): boolean {
    this.failures += 1;
    if (!this.opened && this.failures < this.options.failuresToOpen) return false;
    const opening = !this.opened;
    this.opened = true;
    this.openUntil = this.now() + this.options.openForMs;
    return opening;
  }
}
