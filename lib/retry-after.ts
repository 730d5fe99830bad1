// Apart from lib/errors.ts, whose table of codes and wordings the browser needs only when an
// error shows: the countdowns of the summary and the live view import this alone.

/** How long to wait before retrying when a rate limit or a busy answer does not say (no Retry-After). */
export const DEFAULT_RETRY_AFTER_SECONDS = 5;
