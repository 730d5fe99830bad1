// What the route handlers' tests share: they run the real handlers and store (and, where
// they fetch, a demo service over HTTP) under local sign-in with the test secret, with a
// store of their own for each test (a fresh folder, the store reopened) and a per-user rate
// limit no test reaches. The environment is put back after the file.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { DEFAULT_DEMO_API_KEY, startTestService, type TestService } from "@/demo-service/test-support";
import { UPSTREAM_ENV } from "@/lib/server/env";
import { closeCurrentStore } from "@/lib/server/store/current-store";
import { TEST_SESSION_SECRET } from "./route-requests";
import { saveEnv } from "./saved-env";

const BASE = ["DASHBOARD_AUTH", "DASHBOARD_SESSION_SECRET", "DASHBOARD_DATA_DIR", "DASHBOARD_RATE_LIMIT_PER_MINUTE"];
// The key is named only in lib/server (UPSTREAM_ENV), the one place that reads it.
const UPSTREAM = [UPSTREAM_ENV.baseUrl, UPSTREAM_ENV.apiKey];

/**
 * Registers the hooks; call it at the top of a test file, before its own beforeEach (which
 * then runs on the fresh store). `service`: a demo service for the file, started with these
 * variables. `env`: more variables set before each test; `unset`: variables removed then.
 * Returns the demo service (once started).
 */
export function routeTestEnv(options: { name: string; service?: Record<string, string>; env?: Record<string, string>; unset?: string[] }): () => TestService {
  const restoreEnv = saveEnv([...BASE, ...UPSTREAM, ...Object.keys(options.env ?? {}), ...(options.unset ?? [])]);
  let svc: TestService | undefined;
  if (options.service) {
    const serviceEnv = options.service;
    beforeAll(async () => {
      svc = await startTestService(serviceEnv);
    });
  }
  beforeEach(async () => {
    await closeCurrentStore();
    Object.assign(process.env, {
      DASHBOARD_AUTH: "local",
      DASHBOARD_SESSION_SECRET: TEST_SESSION_SECRET,
      DASHBOARD_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), `${options.name}-`)),
      DASHBOARD_RATE_LIMIT_PER_MINUTE: "100000",
      ...(svc && { [UPSTREAM_ENV.baseUrl]: svc.url, [UPSTREAM_ENV.apiKey]: DEFAULT_DEMO_API_KEY }),
      ...options.env,
    });
    for (const name of options.unset ?? []) delete process.env[name];
  });
  afterAll(async () => {
    await closeCurrentStore();
    await svc?.stop();
    restoreEnv();
  });
  return () => {
    if (!svc) throw new Error("routeTestEnv: no demo service was asked for");
    return svc;
  };
}
