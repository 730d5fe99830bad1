// When to ask again while the service is still creating a call task's result: after 2 s,
// growing by half each time up to 30 s, for at most 5 minutes; then the user decides
// whether to go on.
const FIRST_DELAY_MS = 2_000;
const MAX_DELAY_MS = 30_000;
export const GIVE_UP_AFTER_MS = 5 * 60_000;

/** The wait after the n-th pending answer (n from 1). */
export function pollDelay(pendingAnswers: number): number {
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 1.5 ** Math.max(0, pendingAnswers - 1));
}

/** The wait before the next ask, or false once polling has gone on long enough. */
export function nextPoll(startedAt: number, lastAnswerAt: number, pendingAnswers: number): number | false {
  return lastAnswerAt - startedAt >= GIVE_UP_AFTER_MS ? false : pollDelay(pendingAnswers);
}
