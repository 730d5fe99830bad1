// Runs once when the Next server starts: a bad configuration stops it with a message
// naming the variable at fault, instead of failing on the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { upstreamConfig } = await import("@/lib/server/config");
  const { authConfig } = await import("@/lib/server/auth/auth-config");
  const { liveIntervalSeconds } = await import("@/lib/server/live-config");
  const config = upstreamConfig();
  const auth = authConfig();
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
}
