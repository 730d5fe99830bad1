// The demo's switch for arriving calls: at `perMinute` calls a minute (in each project) new
// calls start, so that a live view has something to show. 0 turns it off. Set from
// DEMO_NEW_CALLS_PER_MINUTE at start and through PUT /__demo/live while running.

export const MAX_NEW_CALLS_PER_MINUTE = 600;

export class NewCallRate {
  private timer: ReturnType<typeof setInterval> | undefined;
  private current = 0;

  constructor(private readonly startOne: () => void) {}

  get perMinute(): number {
    return this.current;
  }

  set(perMinute: number): void {
    if (!Number.isInteger(perMinute) || perMinute < 0 || perMinute > MAX_NEW_CALLS_PER_MINUTE) {
      throw new RangeError(`newCallsPerMinute must be a whole number from 0 to ${MAX_NEW_CALLS_PER_MINUTE}`);
    }
    this.stop();
    this.current = perMinute;
    if (perMinute === 0) return;
    this.timer = setInterval(this.startOne, 60_000 / perMinute);
    // The switch alone never keeps the process alive.
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.current = 0;
  }
}
