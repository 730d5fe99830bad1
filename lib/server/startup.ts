import "server-only";
import { authConfig } from "./auth/auth-config";
import { upstreamConfig } from "./config";
import { markInterruptedExports } from "./export/interrupted-exports";
import { liveIntervalSeconds } from "./live-config";
import { redisClient } from "./shared-state/redis-client";
import { startAuditPruning } from "./store/audit-pruning";
import { currentStore, storeLabel } from "./store/current-store";
import { storeConfig } from "./store/store-config";

/**
 * What the server does once at start (instrumentation.ts stops the process when this
 * throws): check the configuration, open and migrate the store, connect to Redis.
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
  // Exports a killed process left without an end get one ("interrupted"); a store away for a moment only delays it.
  await markInterruptedExports(store)
    .then((n) => n && console.log(`dashboard: ${n} export(s) left without an end by a stopped process are marked interrupted in the audit trail`))
    .catch((error: Error) => console.warn(JSON.stringify({ at: new Date().toISOString(), warning: "interrupted exports not marked", detail: error.message })));
  console.log(`dashboard: store: ${storeLabel()}`);
  // Connects now, so the log says at start whether Redis is reachable.
  redisClient();
  console.log(`dashboard: rate limits and sign-in throttles: ${shared.redis ? `Redis at ${shared.redis.safeUrl}` : "this process's memory"}`);
}
