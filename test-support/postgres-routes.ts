// The route handlers on a throwaway PostgreSQL and a demo service, for the tests that stop or
// freeze the database under them (skipped, with the reason, where it is not installed).
import { afterAll, beforeAll } from "vitest";
import { DEFAULT_DEMO_API_KEY, startTestService, type TestService } from "@/demo-service/test-support";
import { closeCurrentStore } from "@/lib/server/store/current-store";
import { startPostgres } from "@/scripts/engines";
import { saveEnv } from "./saved-env";

const KEYS = [
  "DATABASE_URL",
  "DASHBOARD_DATABASE_TIMEOUT_MS",
  "DASHBOARD_SESSION_SECRET",
  "DASHBOARD_AUTH",
  "CALL_RESULTS_API_BASE_URL",
  "CALL_RESULTS_API_KEY",
];

/**
 * Starts PostgreSQL and registers the file's hooks: before its tests the dashboard is pointed
 * at a database of its own (`name`), with a 1 s database timeout, sign-in as `auth` says, and
 * a demo service; after them everything is stopped and the environment put back.
 */
export async function routesOnPostgres(name: string, auth: { DASHBOARD_AUTH: string; DASHBOARD_SESSION_SECRET: string }) {
  const postgres = await startPostgres();
  const restoreEnv = saveEnv(KEYS);
  let svc: TestService | undefined;
  beforeAll(async () => {
    if ("skipped" in postgres) return;
    svc = await startTestService();
    Object.assign(process.env, {
      DATABASE_URL: await postgres.createDatabase(`${name}_${process.pid}`),
      ...auth,
      DASHBOARD_DATABASE_TIMEOUT_MS: "1000",
      CALL_RESULTS_API_BASE_URL: svc.url,
      CALL_RESULTS_API_KEY: DEFAULT_DEMO_API_KEY,
    });
  });
  afterAll(async () => {
    await closeCurrentStore();
    await svc?.stop();
    if (!("skipped" in postgres)) postgres.stop();
    restoreEnv();
  });
  return postgres;
}
