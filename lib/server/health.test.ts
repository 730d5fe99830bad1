// GET /api/health on the embedded engines (SQLite, no Redis): no sign-in, each
// dependency named with ok or failing, 200 only when all are ok. The shared engines are
// covered by e2e/instances.spec.ts.
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as healthRoute } from "@/app/api/health/route";
import { DEFAULT_DEMO_API_KEY, startTestService, type TestService } from "@/demo-service/test-support";
import { saveEnv } from "@/lib/test/saved-env";

const KEYS = ["DASHBOARD_AUTH", "DASHBOARD_SESSION_SECRET", "CALL_RESULTS_API_BASE_URL", "CALL_RESULTS_API_KEY", "REDIS_URL", "DATABASE_URL"] as const;
const restoreEnv = saveEnv(KEYS);
let svc: TestService;

beforeAll(async () => {
  svc = await startTestService();
  for (const k of KEYS) delete process.env[k];
  Object.assign(process.env, {
    // Sign-in on: the health check must not need it.
    DASHBOARD_AUTH: "local",
    DASHBOARD_SESSION_SECRET: "a-session-secret-of-32-characters-or-more",
    CALL_RESULTS_API_BASE_URL: svc.url,
    CALL_RESULTS_API_KEY: DEFAULT_DEMO_API_KEY,
  });
});
afterAll(async () => {
  await svc.stop();
  restoreEnv();
});

const check = async (at: number) => {
  vi.setSystemTime(at);
  const r = await healthRoute(new NextRequest("http://dashboard.test/api/health"));
  return { status: r.status, body: await r.json() };
};

describe("GET /api/health", () => {
  it("answers 200 without a session when every dependency is ok, and 503 naming the one that fails", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      expect(await check(Date.UTC(2026, 0, 1))).toEqual({
        status: 200,
        body: { status: "ok", checks: { upstream: { status: "ok" }, database: { status: "ok", engine: "sqlite" }, redis: { status: "not configured" } } },
      });
      process.env.CALL_RESULTS_API_KEY = "a-key-the-service-refuses";
      // A new answer once the reused one is 2 s old.
      expect(await check(Date.UTC(2026, 0, 1, 0, 0, 3))).toEqual({
        status: 503,
        body: {
          status: "failing",
          checks: { upstream: { status: "failing" }, database: { status: "ok", engine: "sqlite" }, redis: { status: "not configured" } },
        },
      });
    } finally {
      vi.useRealTimers();
      process.env.CALL_RESULTS_API_KEY = DEFAULT_DEMO_API_KEY;
    }
  });
});
