import "server-only";
import { authConfig } from "./auth/auth-config";
import { indexConfig } from "./call-index/config";
import { startCallIndex } from "./call-index/start";
import { upstreamConfig } from "./config";
import { markInterruptedExports } from "./export/interrupted-exports";
import { onShutdown } from "./lifecycle/shutdown";
import { liveIntervalSeconds } from "./live/live-config";
import { log, logConfig } from "./log/logger";
import { startWeeklyRuns } from "./quality/weekly-runs";
import { closeRedisClient, redisClient } from "./shared-state/redis-client";
import { startAuditPruning } from "./store/audit-pruning";
import { closeCurrentStore, currentStore, storeLabel } from "./store/current-store";
import { storeConfig } from "./store/store-config";

/**
 * What the server does once at start (instrumentation.ts stops the process when this
 * throws): check the configuration, open and migrate the store, start the call index's
 * sync, connect to Redis.
 */
export async function start(): Promise<void> {
  const config = upstreamConfig();
  const auth = authConfig();
  const shared = storeConfig();
  liveIntervalSeconds();
  logConfig();
  log().info(
    config.mode === "demo"
      ? `dashboard: using the embedded demo Call Results Service at ${config.baseUrl}`
      : `dashboard: using the Call Results Service at ${config.baseUrl}`,
  );
  if (auth.mode === "off" && config.mode === "upstream") {
    log().warn(
      "\n!!! dashboard: NO SIGN-IN IS CONFIGURED. Anyone who can reach this dashboard can list calls and play\n" +
        "!!! recordings of the real Call Results Service. Set DASHBOARD_AUTH=local (see README), or\n" +
        "!!! DASHBOARD_AUTH=none to accept this on purpose.\n",
    );
  }
  const store = await currentStore();
  startAuditPruning(store);
  // Exports a killed process left without an end get one ("interrupted"); a store away for a moment only delays it.
  await markInterruptedExports(store)
    .then((n) => n && log().info(`dashboard: ${n} export(s) left without an end by a stopped process are marked interrupted in the audit trail`))
    .catch((error: Error) => log().warn({ detail: error.message }, "interrupted exports not marked"));
  // The call index fills and refreshes itself in the background (issue #37).
  startCallIndex(store);
  // Weekly sampling plans draw from the index (issue #41).
  if (indexConfig().enabled) startWeeklyRuns(store);
  log().info(`dashboard: store: ${storeLabel()}`);
  // Connects now, so the log says at start whether Redis is reachable.
  redisClient();
  // The last steps of a graceful shutdown (server/graceful-shutdown.ts), once requests are done.
  onShutdown("store", closeCurrentStore);
  onShutdown("redis", closeRedisClient);
  log().info(`dashboard: rate limits and sign-in throttles: ${shared.redis ? `Redis at ${shared.redis.safeUrl}` : "this process's memory"}`);
}
