import "server-only";
import { isIP } from "node:net";
import { dashboardConfig } from "../config";

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

function clientAddressOf(get: (name: string) => string | null): string {
  const peer = provenPeer(get);
  if (!peer) return "unknown";
  const trusted = dashboardConfig().trustedProxies;
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

/** The eight groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  if (isIP(address) !== 6) return null;
  const [head = "", tail] = address.toLowerCase().split("::");
  const part = (text: string) => (text ? text.split(":") : []);
  const left = part(head);
  const right = part(tail ?? "");
  // An embedded IPv4 tail (::ffff:192.0.2.1) is two groups.
  const last = right.length > 0 ? right : left;
  if (last.at(-1)?.includes(".")) {
    const [a, b, c, d] = last.pop()!.split(".").map(Number) as [number, number, number, number];
    last.push(((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const fill = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...fill, ...right].map((g) => g.padStart(4, "0"));
}

/**
 * What a limit keyed by address counts by: an IPv4 address whole, an IPv6 address by its
 * /64, since one subscriber usually holds a whole /64 and could otherwise take a fresh
 * address for every attempt.
 */
export function addressKey(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  // An IPv4-mapped address is the IPv4 client it maps.
  if (groups.slice(0, 6).join(":") === "0000:0000:0000:0000:0000:ffff") {
    const [hi, lo] = [Number.parseInt(groups[6]!, 16), Number.parseInt(groups[7]!, 16)];
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join(".");
  }
  return `${groups.slice(0, 4).join(":")}::/64`;
}
