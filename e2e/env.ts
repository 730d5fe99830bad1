// Ports of the e2e servers: their own, so a dashboard you are running on 3000/3100 is left alone.
export const E2E_PORT = process.env.E2E_PORT ?? "3300";
export const E2E_DEMO_PORT = process.env.E2E_DEMO_PORT ?? "3310";
export const DEMO_URL = `http://127.0.0.1:${E2E_DEMO_PORT}`;
// A distinctive key for the e2e demo service, so a leak of it anywhere is unmistakable.
export const DEMO_KEY = "e2e_demo_key_7f3a9c1d5b2e";
/** Ports for the dashboards a spec starts itself, counted up from E2E_PORT so parallel runs can move all of them. */
export function e2ePort(offset: number): number {
  return Number(E2E_PORT) + offset;
}
/**
 * Where the output of the e2e servers goes (their JSON request log lines among it), so it
 * does not run between the test results. `npm test` names a file of its own, scans it
 * for secrets and prints its tail when a test fails.
 */
export const E2E_SERVER_LOG = process.env.E2E_SERVER_LOG ?? ".data/e2e/servers.log";
/** DASHBOARD_LIVE_INTERVAL_SECONDS of the e2e web server. */
export const LIVE_INTERVAL_SECONDS = 2;
