// The embedded demo Call Results Service: a faithful, separate implementation of
// docs/call-results-api.md over plain node:http. It shares only the contract module
// (lib/call-results) with the dashboard. This file starts and stops it and sends each
// request to the part that answers it.
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { handleAdmin } from "./admin";
import { ERRORS, sendJson } from "./answers";
import { createApi } from "./api";
import { AudioCache } from "./audio-cache";
import { DEMO_PATHS } from "./client";
import type { DemoConfig } from "./config";
import { serveConsole } from "./console-page";
import { parseFaults } from "./faults";
import { NewCallRate } from "./new-call-rate";
import { PendingTasks } from "./pending-tasks";
import { serveRecording } from "./recordings";
import { RequestLog } from "./request-log";
import type { ServiceState } from "./service-state";
import { DemoStore } from "./store";

export interface DemoService {
  url: string;
  close(): Promise<void>;
}

export async function startDemoService(config: DemoConfig, log: (line: string) => void = console.log): Promise<DemoService> {
  const store = DemoStore.open({ dataDir: config.dataDir, seed: config.seed, calls: config.calls, log });
  store.live.endAbandoned();
  if (config.liveCalls > 0) store.live.tick(config.liveCalls);
  const ticker = setInterval(() => store.live.tick(config.liveCalls), config.liveTickMs);
  ticker.unref();
  const newCalls = new NewCallRate(() => store.live.start(1));
  newCalls.set(config.newCallsPerMinute);

  const state: ServiceState = {
    config,
    store,
    audio: new AudioCache(config.dataDir, config.audioCacheMb * 1024 * 1024),
    secret: config.signingSecret ?? randomBytes(32).toString("hex"),
    faults: parseFaults(config.faults),
    publicUrl: config.publicUrl ?? "",
    log,
  };
  const pending = new PendingTasks(config.pendingSeconds);
  const requests = new RequestLog();
  const api = createApi(state, pending);

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://demo.invalid");
    let segments: string[];
    try {
      segments = url.pathname.split("/").slice(1).map(decodeURIComponent);
    } catch {
      segments = [];
    }
    if (!url.pathname.startsWith("/__demo/")) requests.record(req, res);
    try {
      if (url.pathname === DEMO_PATHS.health) return sendJson(res, { status: 200, body: { ok: true } });
      if (await handleAdmin(state, { pending, requests, newCalls }, req, res, url.pathname)) return;
      if (segments[0] === "api" && segments[1] === "v1" && segments[2] === "call-results") return await api.handle(req, res, url, segments);
      if (segments[0] === "recordings" && segments.length === 2 && segments[1]!.endsWith(".wav")) {
        return serveRecording(state, req, res, url, segments[1]!.slice(0, -4));
      }
      if (segments[0] === "console" && segments[1] === "projects" && segments[3] === "calls" && segments.length === 5) {
        return serveConsole(state, res, segments[2]!, segments[4]!);
      }
      return sendJson(res, ERRORS.notFound);
    } catch (error) {
      log(`demo-service: internal error on ${req.method} ${url.pathname}: ${(error as Error).stack ?? error}`);
      if (!res.headersSent) sendJson(res, ERRORS.internal);
      else res.destroy();
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const hostForUrl = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  const url = `http://${hostForUrl.includes(":") ? `[${hostForUrl}]` : hostForUrl}:${address.port}`;
  if (!state.publicUrl) state.publicUrl = url;

  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(ticker);
        newCalls.stop();
        api.close();
        server.closeAllConnections();
        server.close(() => {
          store.close();
          resolve();
        });
      }),
  };
}
