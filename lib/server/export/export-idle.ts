import "server-only";

// Issue #39: two downloaders reading at 300 B/s held all four export slots of an instance,
// and the admin's one-row export got 429 for the minute tested. An export waits for its
// reader between pages (the stream's pull); a reader that takes nothing for
// DASHBOARD_EXPORT_IDLE_SECONDS ends it with an error, and its slot is freed.

export const IDLE_MESSAGE = (ms: number) =>
  `The export was ended: nothing of it was read for ${Math.round(ms / 1000)} s, and its place is needed by others. Start it again.`;

/** A timer armed after each piece is handed over and disarmed when the reader asks for the next. */
export function idleWatch(ms: number, onIdle: () => void): { arm: () => void; disarm: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const disarm = () => clearTimeout(timer);
  return {
    arm: () => {
      disarm();
      timer = setTimeout(onIdle, ms);
      timer.unref();
    },
    disarm,
  };
}
