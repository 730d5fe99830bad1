// The process's shutdown state, shared by the front server (server/, which receives
// SIGTERM) and the server code Next bundles (lib/server/, which must answer readiness with
// 503, end running exports and close its pools). Next bundles them apart, so the one
// object lives on globalThis, like the store and the Redis client.

export interface Lifecycle {
  /** Set on SIGTERM: readiness answers 503 from then on. */
  draining: boolean;
  /** Aborted when the grace period is nearly over: long requests (exports) end with an error. */
  stopping: AbortController;
  /** What closes at the end (the store's pool, Redis), each run once. */
  closers: Array<{ name: string; close: () => Promise<void> | void }>;
}

export function lifecycle(): Lifecycle {
  const holder = globalThis as { __dashboardLifecycle?: Lifecycle };
  holder.__dashboardLifecycle ??= { draining: false, stopping: new AbortController(), closers: [] };
  return holder.__dashboardLifecycle;
}
