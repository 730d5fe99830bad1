import "server-only";
import { newRequestId, PROVEN_REQUEST_ID_HEADER } from "@/lib/request-id";
import { provenPeer } from "../http/client-address";

// The id the front server gave this request (lib/request-id.ts), when it vouches for it (the
// same per-process proof as the peer address). Without the front server (next dev), one is
// made per Request object.

const made = new WeakMap<object, string>();

export function requestIdOf(get: (name: string) => string | null, owner?: object): string {
  const proven = provenPeer(get) !== null ? get(PROVEN_REQUEST_ID_HEADER) : null;
  if (proven) return proven;
  if (!owner) return newRequestId();
  const id = made.get(owner) ?? newRequestId();
  made.set(owner, id);
  return id;
}

export function requestId(request: Request): string {
  return requestIdOf((name) => request.headers.get(name), request);
}

/** The id of the page request being rendered (a server component's). */
export async function pageRequestId(): Promise<string> {
  const { headers } = await import("next/headers");
  const list = await headers();
  return requestIdOf((name) => list.get(name));
}
