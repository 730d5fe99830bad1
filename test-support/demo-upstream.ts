// For test files that send the dashboard's upstream requests to a demo service of their
// own: started once per file, the key and URL set before each test with the upstream
// budget reset and the request log emptied, and all put back afterwards.
import { afterAll, beforeAll, beforeEach } from "vitest";
import { demoClient } from "@/demo-service/client";
import { DEFAULT_DEMO_API_KEY, startTestService, type TestService } from "@/demo-service/test-support";
import { UPSTREAM_ENV } from "@/lib/server/env";
import { resetUpstreamBudget } from "@/lib/server/upstream/upstream";
import { saveEnv } from "./saved-env";

/** Installs the hooks (`serviceEnv`: the demo's own DEMO_* settings); the returned function gives the running service (inside tests and hooks). */
export function withDemoUpstream(env: Record<string, string> = {}, serviceEnv: Record<string, string> = {}): () => TestService {
  let svc: TestService | undefined;
  const restoreEnv = saveEnv([UPSTREAM_ENV.baseUrl, UPSTREAM_ENV.apiKey, ...Object.keys(env)]);
  beforeAll(async () => {
    svc = await startTestService(serviceEnv);
  });
  afterAll(async () => {
    await svc?.stop();
    restoreEnv();
  });
  beforeEach(async () => {
    // The key is named only in lib/server (UPSTREAM_ENV), the one place that reads it.
    process.env[UPSTREAM_ENV.baseUrl] = svc!.url;
    process.env[UPSTREAM_ENV.apiKey] = DEFAULT_DEMO_API_KEY;
    Object.assign(process.env, env);
    resetUpstreamBudget();
    await demoClient(svc!.url).clearRequests();
  });
  return () => svc!;
}
