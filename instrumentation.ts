// Runs once when the Next server starts: a bad configuration stops it with a message
// naming the variable at fault, instead of failing on the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { upstreamConfig } = await import("@/lib/server/config");
  const config = upstreamConfig();
  console.log(
    config.mode === "demo"
      ? `dashboard: using the embedded demo Call Results Service at ${config.baseUrl}`
      : `dashboard: using the Call Results Service at ${config.baseUrl}`,
  );
}
