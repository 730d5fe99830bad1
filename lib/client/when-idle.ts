// Work the user has not asked for yet (the next page, the player's code) waits until the
// browser is idle, so it never delays the first frames and input after a page load.

/** Runs `task` once the browser is idle, or after `timeoutMs` at the latest; returns a cancel function. */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  // Safari has no requestIdleCallback.
  const id = setTimeout(task, timeoutMs);
  return () => clearTimeout(id);
}
