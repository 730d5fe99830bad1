// Every request's id (docs/deployment.md#logs): in its log line, its `x-request-id`
// response header and its error body, and shown on the error screens as "Reference: …",
// so support can find the line behind a user's error. The front server (server/) picks
// it: the `x-request-id` a trusted proxy sent (DASHBOARD_TRUSTED_PROXIES), so one id
// follows the request through the proxy's log too, otherwise a new one. A client's own
// header is ignored, as it could name another request.
import { randomBytes } from "node:crypto";

export const REQUEST_ID_HEADER = "x-request-id";
/** The id as the front server hands it to Next (always overwritten there, and vouched for by the peer proof). */
export const PROVEN_REQUEST_ID_HEADER = "x-dashboard-request-id";
/** What an accepted id may look like: short, and nothing a log or a page would have to escape. */
const ACCEPTED = /^[A-Za-z0-9._:-]{1,128}$/;

export function newRequestId(): string {
  return randomBytes(8).toString("hex");
}

/** The request's id: the proxy's, when the peer is a trusted proxy and its id is well-formed; else a new one. */
export function chooseRequestId(peer: string, trustedProxies: readonly string[], sent: string | string[] | undefined): string {
  return typeof sent === "string" && trustedProxies.includes(peer) && ACCEPTED.test(sent) ? sent : newRequestId();
}
