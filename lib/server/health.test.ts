// The health checks on the embedded engines (SQLite, no Redis): no sign-in, each
// dependency named with ok or failing; readiness (/api/health/ready, and /api/health) fails
// only on the store, so a failing upstream, which every instance shares, does not pull
// them all out of rotation. The shared engines are covered by e2e/instances.spec.ts.
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as liveRoute } from "@/app/api/health/live/route";
import { GET as readyRoute } from "@/app/api/health/ready/route";
import { GET as healthRoute } from "@/app/api/health/route";
import { DEFAULT_DEMO_API_KEY, startTestService, type TestService } from "@/demo-service/test-support";
import { saveEnv } from "@/test-support/saved-env";

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

describe("GET /api/health/ready and /api/health", () => {
  it("answers 200 without a session when every dependency is ok, and reports a failing upstream as degraded, still 200", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      expect(await check(Date.UTC(2026, 0, 1))).toEqual({
        status: 200,
        body: { status: "ok", checks: { upstream: { status: "ok" }, database: { status: "ok", engine: "sqlite" }, redis: { status: "not configured" } } },
      });
      process.env.CALL_RESULTS_API_KEY = "a-key-the-service-refuses";
      // A new answer once the reused one is 2 s old.
      expect(await check(Date.UTC(2026, 0, 1, 0, 0, 3))).toEqual({
        status: 200,
        body: {
          status: "degraded",
          checks: { upstream: { status: "failing" }, database: { status: "ok", engine: "sqlite" }, redis: { status: "not configured" } },
        },
      });
    } finally {
      vi.useRealTimers();
      process.env.CALL_RESULTS_API_KEY = DEFAULT_DEMO_API_KEY;
    }
  });

  it("answers the same on both names", async () => {
    const [a, b] = await Promise.all([
      healthRoute(new NextRequest("http://dashboard.test/api/health")),
      readyRoute(new NextRequest("http://dashboard.test/api/health/ready")),
    ]);
    expect(a.status).toBe(b.status);
    expect(await a.json()).toEqual(await b.json());
  });

  it("answers 503 when the store cannot be reached", async () => {
    const later = Date.now() + 600_000;
    vi.useFakeTimers({ toFake: ["Date"] });
    const fs = await import("node:fs");
    const os = await import("node:os");
    const path = await import("node:path");
    // A data folder under a file: SQLite cannot open its database there.
    const blocker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "health-")), "not-a-folder");
    fs.writeFileSync(blocker, "");
    const saved = process.env.DASHBOARD_DATA_DIR;
    process.env.DASHBOARD_DATA_DIR = blocker;
    try {
      // Past the reuse of the earlier answers, which the real clock timed.
      const { status, body } = await check(later);
      expect(status).toBe(503);
      expect(body.status).toBe("failing");
      expect(body.checks.database.status).toBe("failing");
    } finally {
      vi.useRealTimers();
      if (saved === undefined) delete process.env.DASHBOARD_DATA_DIR;
      else process.env.DASHBOARD_DATA_DIR = saved;
    }
  });
});

describe("GET /api/health/live", () => {
  it("answers 200 without asking any dependency, even with the upstream refusing", async () => {
    process.env.CALL_RESULTS_API_KEY = "a-key-the-service-refuses";
    try {
      const r = await liveRoute(new NextRequest("http://dashboard.test/api/health/live"));
      expect(r.status).toBe(200);
      expect(await r.json()).toEqual({ status: "ok" });
    } finally {
      process.env.CALL_RESULTS_API_KEY = DEFAULT_DEMO_API_KEY;
    }
  });
});
