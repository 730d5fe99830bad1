// `npm start` serves the dashboard from here: Next in this process, behind a plain HTTP
// server that tells it the real peer address. Next itself only fills x-forwarded-for
// when it is absent, so a client could forge that header; x-dashboard-peer is always
// overwritten here, and carries a per-process proof that lib/server/client-address.ts
// checks, so the header means nothing when Next runs without this server. The audit
// trail, the sign-in limits and DASHBOARD_AUTH=proxy all read the address from there.
import { randomBytes } from "node:crypto";
import http from "node:http";
import next from "next";

const port = Number(process.env.PORT ?? 3000);
const proof = randomBytes(32).toString("hex");
(globalThis as { __dashboardPeerProof?: string }).__dashboardPeerProof = proof;

const app = next({ dev: false, dir: process.cwd() });
await app.prepare();
const handle = app.getRequestHandler();

http
  .createServer((req, res) => {
    req.headers["x-dashboard-peer"] = (req.socket.remoteAddress ?? "").replace(/^::ffff:/, "");
    req.headers["x-dashboard-peer-proof"] = proof;
    void handle(req, res);
  })
  .listen(port, () => console.log(`dashboard: http://localhost:${port}`));
