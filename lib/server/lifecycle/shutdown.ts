import "server-only";
import { lifecycle } from "@/lib/lifecycle";

// The server code's side of a graceful shutdown (server/graceful-shutdown.ts runs it).

/** True once SIGTERM arrived: readiness answers 503, so a load balancer stops sending. */
export function isDraining(): boolean {
  return lifecycle().draining;
}

/** Aborted when the grace period is nearly over; a long response ends with an error event then. */
export function stoppingSignal(): AbortSignal {
  return lifecycle().stopping.signal;
}

/** Registers what closes at the end of a shutdown, once per name (a second call replaces it). */
export function onShutdown(name: string, close: () => Promise<void> | void): void {
  const { closers } = lifecycle();
  const at = closers.findIndex((c) => c.name === name);
  if (at >= 0) closers.splice(at, 1);
  closers.push({ name, close });
}
