// SIGTERM, as Kubernetes and Docker send it, then a grace period (docs/deployment.md):
// 1. readiness answers 503 at once (lib/server/health.ts), so a load balancer stops sending;
// 2. the listener closes: no new connection is accepted. Open keep-alive connections stay
//    until their next response, which says `connection: close`, so a balancer that checks
//    over one of them sees the 503;
// 3. requests in flight finish; shortly before DASHBOARD_SHUTDOWN_GRACE_SECONDS is up, what
//    still runs is stopped (an export ends with an error event, never a file offered as
//    complete), given a moment to say so;
// 4. the store's pool and Redis close, and the process exits 0.
import type http from "node:http";
import net from "node:net";
import { lifecycle } from "../lib/lifecycle";

const DEFAULT_GRACE_SECONDS = 25;
/** After the stop signal: how long a stopped response gets to send its last event. */
const LAST_WORDS_MS = 1000;

/** DASHBOARD_SHUTDOWN_GRACE_SECONDS, or a message naming what is wrong with it. */
export function graceSeconds(value: string | undefined): number | string {
  if (value === undefined || value.trim() === "") return DEFAULT_GRACE_SECONDS;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 3600 ? n : `DASHBOARD_SHUTDOWN_GRACE_SECONDS must be a whole number of seconds from 1 to 3600 (got "${value}")`;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function drainOnSignals(server: http.Server, graceMs: number, log: (message: string) => void): void {
  let inFlight = 0;
  let idle: (() => void) | undefined;
  server.on("request", (_req: http.IncomingMessage, res: http.ServerResponse) => {
    inFlight++;
    if (lifecycle().draining) res.setHeader("connection", "close");
    res.on("close", () => {
      inFlight--;
      if (inFlight === 0) idle?.();
    });
  });
  const allDone = () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => (idle = resolve)));

  let started = false;
  const shutdown = async (signal: string) => {
    if (started) return;
    started = true;
    const state = lifecycle();
    state.draining = true;
    log(`shutting down on ${signal}: ${inFlight} requests in flight, up to ${graceMs / 1000} s for them`);
    // net's close, not http's: http.Server#close also drops idle keep-alive connections at once.
    net.Server.prototype.close.call(server);
    const stopAt = Math.max(graceMs - 2 * LAST_WORDS_MS, graceMs / 2);
    const finished = await Promise.race([allDone().then(() => true), sleep(stopAt).then(() => false)]);
    if (!finished) {
      log(`grace period nearly over: stopping the ${inFlight} requests still running`);
      state.stopping.abort(new Error("the server is shutting down"));
      await Promise.race([allDone(), sleep(LAST_WORDS_MS)]);
    }
    server.closeAllConnections();
    for (const { name, close } of state.closers) {
      try {
        await Promise.race([close(), sleep(LAST_WORDS_MS)]);
      } catch (error) {
        log(`${name} did not close cleanly: ${(error as Error).message}`);
      }
    }
    log("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
