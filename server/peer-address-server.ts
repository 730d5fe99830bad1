// `npm start` serves the dashboard from here: Next in this process, behind a plain HTTP
// server that tells it the real peer address. Next itself only fills x-forwarded-for
// when it is absent, so a client could forge that header; x-dashboard-peer is always
// overwritten here, and carries a per-process proof that lib/server/http/client-address.ts
// checks, so the header means nothing when Next runs without this server. The audit
// trail, the sign-in limits and DASHBOARD_AUTH=proxy all read the address from there.
// It also gives every request its id (lib/request-id.ts), and stops gracefully on SIGTERM
// (server/graceful-shutdown.ts).
import { randomBytes } from "node:crypto";
import http from "node:http";
import { DashboardError } from "../lib/errors";
import { createLogger } from "../lib/log/create-logger";
import { chooseRequestId, PROVEN_REQUEST_ID_HEADER, REQUEST_ID_HEADER } from "../lib/request-id";
import { frontSettings } from "./front-settings";
import { drainOnSignals } from "./graceful-shutdown";
import { loadEnvFiles, prepareNext } from "./next-app";

loadEnvFiles();
const settings = frontSettings(process.env);
if ("problem" in settings) {
  createLogger().fatal(`dashboard: not starting: ${settings.problem}`);
  process.exit(1);
}
const log = createLogger({ level: settings.logLevel, format: settings.logFormat });
const proof = randomBytes(32).toString("hex");
(globalThis as { __dashboardPeerProof?: string }).__dashboardPeerProof = proof;
const { handle } = await prepareNext();

// Refused here, before Next meets them: Next fails on TRACE with a 500 and a logged stack
// (the Fetch standard forbids it), and the dashboard uses no next/image, so its optimiser
// would only answer errors for whatever URL a caller tries.
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
function refusal(req: http.IncomingMessage): { error: DashboardError; headers: Record<string, string> } | null {
  if (!METHODS.includes(req.method ?? "")) {
    const error = new DashboardError("method_not_allowed", `The method ${(req.method ?? "").slice(0, 16)} is not allowed here.`);
    return { error, headers: { allow: METHODS.join(", ") } };
  }
  if ((req.url ?? "").split("?")[0] === "/_next/image")
    return { error: new DashboardError("invalid_request", "This dashboard serves no optimised images."), headers: {} };
  return null;
}

const server = http.createServer((req, res) => {
  const peer = (req.socket.remoteAddress ?? "").replace(/^::ffff:/, "");
  const id = chooseRequestId(peer, settings.trustedProxies, req.headers[REQUEST_ID_HEADER]);
  res.setHeader(REQUEST_ID_HEADER, id);
  const refused = refusal(req);
  if (refused) {
    res.writeHead(refused.error.status, { "content-type": "application/json", "cache-control": "no-store", ...refused.headers });
    res.end(JSON.stringify({ ...refused.error.toBody(), requestId: id }));
    return;
  }
  req.headers["x-dashboard-peer"] = peer;
  req.headers["x-dashboard-peer-proof"] = proof;
  req.headers[PROVEN_REQUEST_ID_HEADER] = id;
  void handle(req, res);
});
drainOnSignals(server, settings.graceMs, (message) => log.info(`dashboard: ${message}`));
server.listen(settings.port, () => log.info(`dashboard: http://localhost:${settings.port}`));
