import "server-only";
import { DashboardError } from "@/lib/errors";
import { log } from "../log/logger";

// Waits between the tries to record a completed export: a store that drops for a moment
// (a failover, a restart) still gets the row, and the user still gets the file.
const COMPLETED_RETRY_MS = [250, 1_000, 3_000];

/**
 * Records a completed export through `write` (the route's audit()), retried while the store
 * is down. When it cannot be written, the log says so (with `what`: who, and the entry's
 * details) and the export ends as failed: the file is not offered as complete.
 */
export async function recordCompleted(
  write: () => Promise<void>,
  what: { user: string; details: string },
  signal: AbortSignal,
  retryMs = COMPLETED_RETRY_MS,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await write();
      return;
    } catch (error) {
      if (attempt >= retryMs.length || signal.aborted) {
        log().error(
          { user: what.user, details: what.details, attempts: attempt + 1, detail: (error as Error).message },
          "export read every row, but its completed audit entry could not be written; the file was not offered",
        );
        throw new DashboardError(
          "store_unavailable",
          "Every call was read, but the audit trail cannot be written just now, so the file is not offered. Try again in a moment.",
        );
      }
      await new Promise((resolve) => setTimeout(resolve, retryMs[attempt]));
    }
  }
}
