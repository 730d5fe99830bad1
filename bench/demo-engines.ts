// The setting of the benches that call the route handlers in this process (the Reviews list,
// the review column): PostgreSQL on a throwaway server, and the demo service in a process of
// its own, as a real service is (in this process, its work for each page, and the garbage of
// it, fell on the request measured next). All of it stopped afterwards, whatever happened.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEMO_PATHS } from "../demo-service/client";
import { DEFAULT_DEMO_API_KEY } from "../demo-service/test-support";
import { closeCurrentStore } from "../lib/server/store/current-store";
import type { Store } from "../lib/server/store/database";
import type { DatabaseConfig } from "../lib/server/store/store-config";
import { freePort, startPostgres } from "../scripts/engines";
import { demoServiceUrl, spawnDemoService, waitForUrl } from "./servers";
import { benchEngines, measureEachEngine, routeHandlersOn } from "./store-engines";

/**
 * Runs `measure` on each engine (measureEachEngine), the route handlers answering from a demo
 * service of `calls` calls; `name` names the stores and the demo's folder.
 */
export async function measureBesideDemo(
  name: string,
  calls: number,
  measure: (store: Store, config: DatabaseConfig) => Promise<unknown>,
): Promise<Record<string, unknown>> {
  const postgres = await startPostgres();
  const demoPort = await freePort();
  const demoDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-demo-`));
  const demo = spawnDemoService({
    port: demoPort,
    calls,
    dataDir: demoDir,
    env: { ...process.env, DEMO_API_KEY: DEFAULT_DEMO_API_KEY, DEMO_LIVE_CALLS: "0", DEMO_PENDING_SECONDS: "0" },
  });
  const svc = { url: demoServiceUrl(demoPort) };
  const log = console.log;
  try {
    const engines = await benchEngines(postgres, name);
    await waitForUrl(`${svc.url}${DEMO_PATHS.health}`, 120_000);
    routeHandlersOn(svc);
    return await measureEachEngine(engines, measure);
  } finally {
    // A measure that failed while the route's log lines were silenced leaves them silenced.
    console.log = log;
    await closeCurrentStore();
    demo.kill();
    fs.rmSync(demoDir, { recursive: true, force: true });
    if (!("skipped" in postgres)) postgres.stop();
  }
}
