// Runs once when the Next server starts: a bad configuration, or a store that cannot be
// reached or migrated, stops it with a message naming the cause, instead of failing on
// the first request. Next only logs an error thrown here and serves on, hence the exit.
export async function register() {
  // Imported only in this branch, so the edge build of this file never sees the drivers.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { start } = await import("@/lib/server/startup");
  const { startTracing } = await import("@/lib/server/tracing/tracing");
  try {
    // First, so the spans of everything after (the store's migrations too) are exported.
    startTracing();
    await start();
  } catch (error) {
    const { log } = await import("@/lib/server/log/logger");
    log().fatal(`dashboard: not starting: ${(error as Error).message}`);
    process.exit(1);
  }
}
