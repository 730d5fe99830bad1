import "server-only";
import { authConfig } from "./auth/auth-config";
import { startCallIndex } from "./call-index/start";
import { upstreamConfig } from "./config";
import { liveIntervalSeconds } from "./live-config";
import { redisClient } from "./shared-state/redis-client";
import { startAuditPruning } from "./store/audit-pruning";
import { currentStore, storeLabel } from "./store/current-store";
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
  console.log(
    config.mode === "demo"
      ? `dashboard: using the embedded demo Call Results Service at ${config.baseUrl}`
      : `dashboard: using the Call Results Service at ${config.baseUrl}`,
  );
  if (auth.mode === "off" && config.mode === "upstream") {
    console.warn(
      "\n!!! dashboard: NO SIGN-IN IS CONFIGURED. Anyone who can reach this dashboard can list calls and play\n" +
        "!!! recordings of the real Call Results Service. Set DASHBOARD_AUTH=local (see README), or\n" +
        "!!! DASHBOARD_AUTH=none to accept this on purpose.\n",
    );
  }
  const store = await currentStore();
  startAuditPruning(store);
  // The call index fills and refreshes itself in the background (issue #37).
  startCallIndex(store);
  console.log(`dashboard: store: ${storeLabel()}`);
  // Connects now, so the log says at start whether Redis is reachable.
  redisClient();
  console.log(`dashboard: rate limits and sign-in throttles: ${shared.redis ? `Redis at ${shared.redis.safeUrl}` : "this process's memory"}`);
}
