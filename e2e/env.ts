// Ports of the e2e servers: their own, so a dashboard you are running on 3000/3100 is left alone.
// Each Playwright worker has a stack of its own (a dashboard, its demo service and its data),
// so specs that set the demo's faults or count its calls never see another worker's doing.
// E2E_WORKERS (default 1) is how many; stack i sits STACK_STRIDE·i ports above the first.
export const E2E_WORKERS = Math.max(1, Math.trunc(Number(process.env.E2E_WORKERS ?? 1)) || 1);
const STACK_STRIDE = 100;
/** This process's stack: Playwright numbers its workers' slots in TEST_PARALLEL_INDEX; the runner itself is 0. */
const STACK = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3300);
const FIRST_DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? 3310);
/** Stack i's dashboard and demo ports (the config starts every stack). */
export function stackPorts(i: number): { port: string; demoPort: string } {
  return { port: String(FIRST_PORT + STACK_STRIDE * i), demoPort: String(FIRST_DEMO_PORT + STACK_STRIDE * i) };
}
export const E2E_PORT = stackPorts(STACK).port;
const E2E_DEMO_PORT = stackPorts(STACK).demoPort;
export const DEMO_URL = `http://127.0.0.1:${E2E_DEMO_PORT}`;
// A distinctive key for the e2e demo service, so a leak of it anywhere is unmistakable.
export const DEMO_KEY = "e2e_demo_key_7f3a9c1d5b2e";
/** Ports for the dashboards a spec starts itself, counted up from E2E_PORT (offsets below STACK_STRIDE) so parallel runs can move all of them. */
export function e2ePort(offset: number): number {
  if (offset < 20 || offset >= STACK_STRIDE) throw new Error(`e2ePort(${offset}): offsets run from 20 to ${STACK_STRIDE - 1}, inside this worker's stack`);
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
