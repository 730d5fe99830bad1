import "server-only";
import { dashboardConfig } from "../config";
import { log } from "../log/logger";
import { pruneAudit } from "./audit";
import type { Store } from "./database";

// Audit retention runs on a timer in the background, never in a request: once at start,
// then hourly. Every instance has the timer; on PostgreSQL an advisory lock lets one
// prune at a time and the others skip their turn (store/audit.ts).

const EVERY_MS = 3_600_000;

export function startAuditPruning(store: Store): void {
  const run = () =>
    pruneAudit(store, dashboardConfig().auditRetentionDays)
      .then((removed) => {
        if (removed) log().info({ removed }, "audit retention");
      })
      // A database away for a moment only delays pruning to the next turn.
      .catch((error: Error) => log().warn({ detail: error.message }, "audit pruning failed"));
  void run();
  setInterval(run, EVERY_MS).unref();
}
