// What can be checked of the container recipe without pulling images (these machines
// cannot): compose.yaml parses, its dashboards name only variables lib/server/env-vars.ts
// declares, and the Dockerfile's shape (the paths it copies are checked against a built
// artifact in e2e/artifact.spec.ts, where one exists).
import fs from "node:fs";
import { expect, test } from "vitest";
import { parse } from "yaml";
import { ENV_VARS } from "@/lib/server/env-vars";

const declared = new Set<string>(ENV_VARS.map((v) => v.name));
const compose = parse(fs.readFileSync("compose.yaml", "utf8"), { merge: true }) as {
  services: Record<string, { build?: string; image?: string; environment?: Record<string, string>; volumes?: string[]; stop_grace_period?: string }>;
};
const dashboards = Object.entries(compose.services).filter(([, s]) => s.build === ".");

test("compose.yaml: PostgreSQL, Redis, two dashboards built here and a proxy in front", () => {
  expect(dashboards.map(([name]) => name)).toEqual(["dashboard-1", "dashboard-2"]);
  const images = Object.values(compose.services).map((s) => s.image?.split(":")[0]);
  expect(images).toEqual(expect.arrayContaining(["postgres", "redis", "caddy"]));
  for (const [, s] of dashboards) {
    expect(s.environment).toMatchObject({ REDIS_URL: "redis://redis:6379", DASHBOARD_DATA_DIR: "/data" });
    expect(s.environment?.DATABASE_URL).toBeDefined();
    expect(s.volumes?.[0]).toMatch(/:\/data$/);
    // Docker's SIGKILL must come after the dashboard's own grace period.
    expect(Number.parseInt(s.stop_grace_period ?? "10", 10)).toBeGreaterThan(Number(s.environment?.DASHBOARD_SHUTDOWN_GRACE_SECONDS ?? 25));
  }
});

test("compose.yaml's dashboards set and interpolate only variables lib/server/env-vars.ts declares", () => {
  for (const [name, s] of dashboards) {
    for (const [variable, value] of Object.entries(s.environment ?? {})) {
      expect(declared.has(variable), `${name} sets ${variable}`).toBe(true);
      for (const [, used] of String(value).matchAll(/\$\{(\w+)/g)) expect(declared.has(used!), `${name}'s ${variable} uses \${${used}}`).toBe(true);
    }
  }
});

test("the Dockerfile: multi-stage from node:24-slim, a non-root user, the health check on /api/health/live, the data folder a volume", () => {
  const dockerfile = fs.readFileSync("Dockerfile", "utf8");
  const stages = [...dockerfile.matchAll(/^FROM (\S+)(?: AS (\w+))?/gm)].map((m) => [m[1], m[2]]);
  expect(stages[0]).toEqual(["node:24-slim", "base"]);
  expect(stages.map(([, name]) => name)).toEqual(["base", "deps", "builder", "runner"]);
  expect(dockerfile).toMatch(/^USER dashboard$/m);
  expect(dockerfile).toMatch(/^HEALTHCHECK [\s\S]*\/api\/health\/live/m);
  expect(dockerfile).toMatch(/DASHBOARD_DATA_DIR=\/data/);
  expect(dockerfile).toMatch(/^VOLUME \["\/data"\]$/m);
  expect(dockerfile).toMatch(/^CMD \["node", "server.js"\]$/m);
});
