import "server-only";
import { cachedByEnv, envReader } from "../env";

// The call index's settings: four from the environment (lib/server/env-vars.ts), the rest
// fixed here, all in one object so that tests can run a sync with short times.

export interface IndexConfig {
  enabled: boolean;
  /** DASHBOARD_INDEX_DAYS: how far back the backfill reaches, and what is kept. */
  days: number;
  /** DASHBOARD_INDEX_POLL_SECONDS, in ms: how often the tail and the hot set run. */
  pollMs: number;
  /** DASHBOARD_INDEX_LOOKBACK_HOURS, in ms: the span the lookback re-walks. */
  lookbackMs: number;
  /** How often the lookback re-walks that span. */
  lookbackEveryMs: number;
  /** How far before the tail's watermark each tail starts (≥ 60 s: calls stamped late, clocks apart). */
  overlapMs: number;
  /** How long after it ended a call whose result or recording is not ready is re-read. */
  giveUpMs: number;
  /** How often per-day totals are compared with the service's. */
  reconcileEveryMs: number;
  /** How often rows older than the retention are deleted. */
  pruneEveryMs: number;
  /** The backfill's first window; a window with more calls than splitAbove is halved. */
  windowMs: number;
  splitAbove: number;
  pageSize: number;
  /** How long the syncer's lease lasts unless renewed; another instance takes over after it. */
  leaseMs: number;
  /** After a failure (429, 5xx, a stall), the wait before trying again when the answer names none. */
  retryMs: number;
}

const HOUR = 3_600_000;

export const indexConfig = cachedByEnv(["DASHBOARD_INDEX", "DASHBOARD_INDEX_DAYS", "DASHBOARD_INDEX_POLL_SECONDS", "DASHBOARD_INDEX_LOOKBACK_HOURS"], () => {
  const read = envReader(process.env);
  return {
    enabled: read.oneOf("DASHBOARD_INDEX", ["on", "off"], "on") === "on",
    days: read.whole("DASHBOARD_INDEX_DAYS", 90, 1, 3650, "days"),
    pollMs: read.whole("DASHBOARD_INDEX_POLL_SECONDS", 5, 1, 3600, "seconds") * 1000,
    lookbackMs: read.whole("DASHBOARD_INDEX_LOOKBACK_HOURS", 24, 1, 720, "hours") * HOUR,
    lookbackEveryMs: 10 * 60_000,
    overlapMs: 60_000,
    giveUpMs: HOUR,
    reconcileEveryMs: HOUR,
    pruneEveryMs: 24 * HOUR,
    windowMs: 24 * HOUR,
    splitAbove: 10_000,
    pageSize: 500,
    leaseMs: 15_000,
    retryMs: 5_000,
  } satisfies IndexConfig;
});
