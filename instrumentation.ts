// Runs once when the Next server starts: a bad configuration stops it with a message
// naming the variable at fault, instead of failing on the first request; so does a store
// that cannot be reached or migrated.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { upstreamConfig } = await import("@/lib/server/config");
  const { authConfig } = await import("@/lib/server/auth/auth-config");
  const { storeConfig } = await import("@/lib/server/store/store-config");
  const config = upstreamConfig();
  const auth = authConfig();
  const shared = storeConfig();
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
  const { currentStore, storeLabel } = await import("@/lib/server/store/current-store");
  const { startAuditPruning } = await import("@/lib/server/store/audit-pruning");
  const { redisClient } = await import("@/lib/server/shared-state/redis-client");
  try {
    startAuditPruning(await currentStore());
  } catch (error) {
    console.error(`dashboard: not starting: ${(error as Error).message}`);
    process.exit(1);
  }
  console.log(`dashboard: store: ${storeLabel()}`);
  // Connects now, so the log says at start whether Redis is reachable.
  redisClient();
  console.log(`dashboard: rate limits and sign-in throttles: ${shared.redis ? `Redis at ${shared.redis.safeUrl}` : "this process's memory"}`);
}
