// The health checks on the embedded engines (SQLite, no Redis): no sign-in, each
// dependency named with ok or failing; readiness (/api/health/ready, and /api/health) fails
// only on the store, so a failing upstream, which every instance shares, does not pull
// them all out of rotation. The shared engines are covered by e2e/instances.spec.ts.
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { GET as liveRoute } from "@/app/api/health/live/route";
import { GET as readyRoute } from "@/app/api/health/ready/route";
import { GET as healthRoute } from "@/app/api/health/route";
import { DEFAULT_DEMO_API_KEY } from "@/demo-service/test-support";
import { UPSTREAM_ENV } from "@/lib/server/env";
import { routeTestEnv } from "@/test-support/route-env";

// Sign-in on (the health check must not need it), no shared engines.
routeTestEnv({ name: "health", service: {}, unset: ["REDIS_URL", "DATABASE_URL"] });

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
      process.env[UPSTREAM_ENV.apiKey] = "a-key-the-service-refuses";
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
      process.env[UPSTREAM_ENV.apiKey] = DEFAULT_DEMO_API_KEY;
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
    // Each test has a data folder of its own again (routeTestEnv).
    process.env.DASHBOARD_DATA_DIR = blocker;
    try {
      // Past the reuse of the earlier answers, which the real clock timed.
      const { status, body } = await check(later);
      expect(status).toBe(503);
      expect(body.status).toBe("failing");
      expect(body.checks.database.status).toBe("failing");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("GET /api/health/live", () => {
  it("answers 200 without asking any dependency, even with the upstream refusing", async () => {
    process.env[UPSTREAM_ENV.apiKey] = "a-key-the-service-refuses";
    try {
      const r = await liveRoute(new NextRequest("http://dashboard.test/api/health/live"));
      expect(r.status).toBe(200);
      expect(await r.json()).toEqual({ status: "ok" });
    } finally {
      process.env[UPSTREAM_ENV.apiKey] = DEFAULT_DEMO_API_KEY;
    }
  });
});
