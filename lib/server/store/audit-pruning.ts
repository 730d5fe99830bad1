import "server-only";
import { dashboardConfig } from "../config";
import { log } from "../log/logger";
import { pruneAudit } from "./audit";
import type { Store } from "./database";
import { pruneAnswers } from "./idempotency-keys";
import { pruneKnownAddresses } from "./known-addresses";

// Audit retention runs on a timer in the background, never in a request: once at start,
// then hourly. Every instance has the timer; on PostgreSQL an advisory lock lets one
// prune at a time and the others skip their turn (store/audit.ts). The idempotency keys'
// first answers (24 h) are pruned on the same timer.

const EVERY_MS = 3_600_000;

export function startAuditPruning(store: Store): void {
  const run = () =>
    pruneAudit(store, dashboardConfig().auditRetentionDays)
      .then((removed) => {
        if (removed) log().info({ removed }, "audit retention");
      })
      // A database away for a moment only delays pruning to the next turn.
      .catch((error: Error) => log().warn({ detail: error.message }, "audit pruning failed"));
  const prune = () => {
    void run();
    for (const [what, prune] of [
      ["idempotency keys", pruneAnswers],
      ["known sign-in addresses", pruneKnownAddresses],
    ] as const)
      void prune(store.db).catch((error: Error) => log().warn({ detail: error.message }, `pruning ${what} failed`));
  };
  prune();
  setInterval(prune, EVERY_MS).unref();
}
