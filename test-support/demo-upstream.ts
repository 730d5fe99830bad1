// For test files that send the dashboard's upstream requests to a demo service of their
// own: started once per file, the key and URL set before each test with the upstream
// budget reset and the request log emptied, and all put back afterwards.
import { afterAll, beforeAll, beforeEach } from "vitest";
import { demoClient } from "@/demo-service/client";
import { DEFAULT_DEMO_API_KEY, startTestService, type TestService } from "@/demo-service/test-support";
import { resetUpstreamBudget } from "@/lib/server/upstream";
import { saveEnv } from "./saved-env";

/** Installs the hooks; the returned function gives the running service (inside tests and hooks). */
export function withDemoUpstream(env: Record<string, string> = {}): () => TestService {
  let svc: TestService | undefined;
  const restoreEnv = saveEnv(["CALL_RESULTS_API_BASE_URL", "CALL_RESULTS_API_KEY", ...Object.keys(env)]);
  beforeAll(async () => {
    svc = await startTestService();
  });
  afterAll(async () => {
    await svc?.stop();
    restoreEnv();
  });
  beforeEach(async () => {
    process.env.CALL_RESULTS_API_BASE_URL = svc!.url;
    process.env.CALL_RESULTS_API_KEY = DEFAULT_DEMO_API_KEY;
    Object.assign(process.env, env);
    resetUpstreamBudget();
    await demoClient(svc!.url).clearRequests();
  });
  return () => svc!;
}
