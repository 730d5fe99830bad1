// Which Call Results Service the dashboard talks to, decided in one place for the code
// outside lib/server (start script, CSP, test and bench servers). lib/server/config.ts
// validates the full configuration, key included; nothing here reads the key.

/** Where the embedded demo service listens, and its first project's key, when nothing else is set. */
export const DEMO_SERVICE_DEFAULT_PORT = 3100;
export const DEFAULT_DEMO_API_KEY = "demo_key_acme_local_only";

/** The embedded demo service is used when no real service's base URL is set. */
export function usesDemoService(env: Record<string, string | undefined>): boolean {
  return !env.CALL_RESULTS_API_BASE_URL?.trim();
}

/** Environment overrides that blank every CALL_RESULTS_* variable, so a child process runs on the demo service. */
export function demoServiceEnv(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.keys(env)
      .filter((k) => k.startsWith("CALL_RESULTS_"))
      .map((k) => [k, ""]),
  );
}
