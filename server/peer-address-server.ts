// `npm start` serves the dashboard from here: Next in this process, behind a plain HTTP
// server that tells it the real peer address. Next itself only fills x-forwarded-for
// when it is absent, so a client could forge that header; x-dashboard-peer is always
// overwritten here, and carries a per-process proof that lib/server/client-address.ts
// checks, so the header means nothing when Next runs without this server. The audit
// trail, the sign-in limits and DASHBOARD_AUTH=proxy all read the address from there.
import { randomBytes } from "node:crypto";
import http from "node:http";
import { DashboardError } from "../lib/errors";
import { drainOnSignals, graceSeconds } from "./graceful-shutdown";
import { prepareNext } from "./next-app";

const port = Number(process.env.PORT ?? 3000);
const proof = randomBytes(32).toString("hex");
(globalThis as { __dashboardPeerProof?: string }).__dashboardPeerProof = proof;

const grace = graceSeconds(process.env.DASHBOARD_SHUTDOWN_GRACE_SECONDS);
if (typeof grace === "string") {
  console.error(`dashboard: not starting: ${grace}`);
  process.exit(1);
}
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
  const refused = refusal(req);
  if (refused) {
    res.writeHead(refused.error.status, { "content-type": "application/json", "cache-control": "no-store", ...refused.headers });
    res.end(JSON.stringify(refused.error.toBody()));
    return;
  }
  req.headers["x-dashboard-peer"] = (req.socket.remoteAddress ?? "").replace(/^::ffff:/, "");
  req.headers["x-dashboard-peer-proof"] = proof;
  void handle(req, res);
});
drainOnSignals(server, grace * 1000, (message) => console.log(`dashboard: ${message}`));
server.listen(port, () => console.log(`dashboard: http://localhost:${port}`));
