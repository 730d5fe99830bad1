import "server-only";
import { isIP } from "node:net";
import { authConfig } from "./auth/auth-config";

// Who is at the other end of a request, for the audit trail and the sign-in limits.
// X-Forwarded-For alone is whatever the client wrote (Next only fills it when absent), so
// the address starts from the peer that server/peer-address-server.ts proves, and
// X-Forwarded-For is read only when that peer is one of DASHBOARD_TRUSTED_PROXIES: then
// the chain is walked from the right, past trusted proxies, to the first address a
// trusted proxy saw. Without the peer-address server (next dev, a bare next start) the
// address is "unknown".

/** The peer address, when the peer-address server of this process vouches for it. */
export function provenPeer(get: (name: string) => string | null): string | null {
  const proof = (globalThis as { __dashboardPeerProof?: string }).__dashboardPeerProof;
  if (!proof || get("x-dashboard-peer-proof") !== proof) return null;
  return get("x-dashboard-peer") || null;
}

export function clientAddressOf(get: (name: string) => string | null): string {
  const peer = provenPeer(get);
  if (!peer) return "unknown";
  const trusted = authConfig().proxy.trusted;
  if (!trusted.includes(peer)) return peer;
  const chain = (get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = chain[i]!;
    if (trusted.includes(hop)) continue;
    // A trusted proxy appends the address it saw; anything else is not an address.
    return isIP(hop) ? hop : "invalid";
  }
  return peer;
}

export function clientAddress(request: Request): string {
  return clientAddressOf((n) => request.headers.get(n));
}
