// The call index's state (GET /api/index/status): its response type, declared once for the
// route that answers it (lib/server/call-index/status.ts) and the coverage line that shows it.
import { queryOptions } from "@tanstack/react-query";
import { requestJson } from "./fetch";
import { DASHBOARD_PATHS } from "./paths";

export interface IndexStatus {
  /** False with DASHBOARD_INDEX=off: every other field is then empty. */
  enabled: boolean;
  /** How many days back the index reaches and keeps (DASHBOARD_INDEX_DAYS). */
  retentionDays: number;
  /** The oldest creation time the index holds completely (ISO); null before the first window is read. */
  coverageFrom: string | null;
  /** Up to when it holds every call: the last tail's end (ISO); null before the first tail. */
  coverageTo: string | null;
  /** Calls in the index, deleted ones left out. */
  rows: number;
  /** When the last tail finished (ISO); null before the first. */
  lastTailAt: string | null;
  /** Seconds from coverageTo to now: how old the newest news in the index may be. */
  lagSeconds: number | null;
  backfill: {
    done: boolean;
    /** 0–100, by the span of time walked so far. */
    percent: number;
    /** Seconds left at the rate of the walk so far; null until there is a rate. */
    etaSeconds: number | null;
  };
  /** The sync's last failure (it retries by itself); null when it has not failed. */
  lastError: { at: string; message: string } | null;
  /** True while an instance holds the syncer's lease. */
  syncing: boolean;
}

/** The index's coverage, freshness and backfill progress. */
export const indexStatusOptions = () =>
  queryOptions({
    queryKey: ["index-status"] as const,
    queryFn: ({ signal }) => requestJson<IndexStatus>(DASHBOARD_PATHS.indexStatus, { signal }),
    // The tail runs every few seconds; asking more often gains nothing.
    staleTime: 5_000,
  });
