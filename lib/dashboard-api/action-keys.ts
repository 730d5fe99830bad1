// The Idempotency-Key of each write the browser sends (issue #39). One user action is one
// key; the same action sent again after it got no answer, or a 5xx (the dashboard's
// database stalled: the change may or may not have been saved), carries the same key, and
// the server then answers what it answered the first time instead of saving it twice. The
// "same action" is the same method, path and body; once the action has an answer, the
// next one gets a new key.

const MAX_PENDING = 100;
const pending = new Map<string, string>();

/** The key for this write: the one of its unanswered earlier attempt, or a new one. */
export function actionKey(method: string, path: string, body: string | undefined): { key: string; settle: (status: number) => void } {
  const action = `${method} ${path}\n${body ?? ""}`;
  let key = pending.get(action);
  if (!key) {
    key = crypto.randomUUID();
    pending.set(action, key);
    // Bounded: the oldest unanswered action forgets its key first.
    if (pending.size > MAX_PENDING) pending.delete(pending.keys().next().value as string);
  }
  const held = key;
  return {
    key,
    // Kept for a retry after no answer (0) or a server failure; an answer ends the action.
    settle: (status) => {
      if (status > 0 && status < 500 && pending.get(action) === held) pending.delete(action);
    },
  };
}
