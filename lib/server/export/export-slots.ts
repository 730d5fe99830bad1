import "server-only";
import { DashboardError } from "@/lib/errors";

// Exports running on this instance, by user. An export holds its slot from its start to
// its end (finished, failed or cancelled), and one more than the caps allow is refused at
// once with a 429 that says which cap is full, rather than queued behind the others.

const running = new Map<string, number>();
let total = 0;

export function exportsRunning(): number {
  return total;
}

/** Takes a slot for `user`, or throws a 429 DashboardError; the returned function gives it back (once). */
export function takeExportSlot(user: string, caps: { perUser: number; perInstance: number }): () => void {
  const mine = running.get(user) ?? 0;
  if (mine >= caps.perUser) {
    throw new DashboardError(
      "rate_limited",
      `You already have ${mine} ${mine === 1 ? "export" : "exports"} running, the most one user may run at once. Wait for one to finish or cancel it.`,
      { retryAfterSeconds: 10 },
    );
  }
  if (total >= caps.perInstance) {
    throw new DashboardError("rate_limited", `The dashboard is running ${total} exports, all it runs at once. Try again in a minute.`, {
      retryAfterSeconds: 30,
    });
  }
  running.set(user, mine + 1);
  total++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    total--;
    const left = (running.get(user) ?? 1) - 1;
    if (left > 0) running.set(user, left);
    else running.delete(user);
  };
}
