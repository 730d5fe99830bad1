// SIGTERM with a list and an export in flight (docs/deployment.md#graceful-shutdown): readiness
// answers 503 at once over a connection already open, no new connection is accepted, the
// list finishes, the export still running at the end of the grace period ends with an error
// event (never a "done"), and the process exits 0.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_SERVER_LOG, e2ePort } from "./env";
import { clearFaults, setFaults, spawnDashboard } from "./support";

const PORT = e2ePort(80);
let server: ChildProcess | undefined;

test.afterAll(async () => {
  if (server?.exitCode === null) server.kill("SIGKILL");
  await clearFaults();
});

/** GET over one keep-alive connection (the agent's only socket), as a load balancer's checks go. */
function getOver(agent: http.Agent, urlPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: PORT, path: urlPath, agent }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      })
      .on("error", reject);
  });
}

test("SIGTERM: ready turns 503 at once, no new connection, the list finishes, the export ends with an error event, exit 0", async () => {
  test.setTimeout(60_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-shutdown-"));
  const url = await spawnDashboard(PORT, { DASHBOARD_DATA_DIR: dataDir, DASHBOARD_SHUTDOWN_GRACE_SECONDS: "4" }, (child) => (server = child));
  const exited = new Promise<number | null>((resolve) => server!.on("exit", (code) => resolve(code)));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  expect(await getOver(agent, "/api/health/ready")).toBe(200);

  // Every upstream page takes 1.5 s: the list is in flight for that long, and the export
  // (20,000 calls in pages of 500) would need a minute.
  await setFaults({ latencyMs: 1500, operations: ["list"] });
  const exportResponse = await fetch(`${url}/api/export?format=csv`);
  expect(exportResponse.status).toBe(200);
  const exportBody = exportResponse.text();
  // Sent after the export's headers, so it is still waiting on the upstream at SIGTERM.
  const list = fetch(`${url}/api/call-results?pageSize=5`);
  await new Promise((r) => setTimeout(r, 300));

  server!.kill("SIGTERM");
  await expect.poll(() => getOver(agent, "/api/health/ready")).toBe(503);
  // A new connection (fetch's pool may hold an open one, which the server still answers).
  await expect(getOver(new http.Agent({ keepAlive: false }), "/api/health/live")).rejects.toThrow(/ECONNREFUSED/);

  const listed = await list;
  expect(listed.status).toBe(200);
  expect(((await listed.json()) as { data: unknown[] }).data).toHaveLength(5);

  const events = (await exportBody)
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { type: string; code?: string; message?: string });
  expect(events[0]!.type).toBe("start");
  expect(events.some((e) => e.type === "done")).toBe(false);
  expect(events.at(-1)).toMatchObject({ type: "error", code: "shutting_down", message: expect.stringContaining("this file is incomplete") });

  expect(await exited).toBe(0);
  expect(fs.readFileSync(E2E_SERVER_LOG, "utf8")).toMatch(/shutting down on SIGTERM: 2 requests in flight[\s\S]*stopped/);
});
