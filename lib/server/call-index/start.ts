import "server-only";
import { log } from "../log/logger";
import type { Store } from "../store/database";
import { listCallResults } from "../upstream/upstream";
import { indexConfig } from "./config";
import { registerIndexMetrics } from "./metrics";
import { startSyncer } from "./syncer";

// Started once from the server's startup (lib/server/startup.ts): every instance runs a
// syncer, and the one holding the lease syncs. Its requests go through the one upstream
// client, at the budget's lowest priority ("sync"). On SIGTERM or SIGINT it stops and gives
// the lease up, so another instance takes over at once rather than when the lease runs out.

const global = globalThis as { __dashboardCallIndex?: true };

export function startCallIndex(store: Store): void {
  const config = indexConfig();
  if (!config.enabled) {
    log().info("dashboard: call index: off (DASHBOARD_INDEX=off)");
    return;
  }
  if (global.__dashboardCallIndex) return;
  global.__dashboardCallIndex = true;
  registerIndexMetrics();
  const syncer = startSyncer(store.syncDb(), config, { fetchPage: (query, signal) => listCallResults(query, {}, "sync", signal) });
  log().info(`dashboard: call index: on, ${config.days} days, new calls every ${config.pollMs / 1000} s`);
  const onSignal = (signal: NodeJS.Signals) => {
    const bounded = new Promise((resolve) => setTimeout(resolve, 2000).unref());
    void Promise.race([syncer.stop(), bounded]).finally(() => {
      // Another handler (Next's own) exits in its time; without one, this signal's exit is ours.
      if (process.listenerCount(signal) === 0) process.exit(signal === "SIGINT" ? 130 : 143);
    });
  };
  process.once("SIGTERM", onSignal);
  process.once("SIGINT", onSignal);
}
