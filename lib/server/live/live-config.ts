import "server-only";
import { cachedByEnv, envReader } from "../env";

// How often a live view refreshes: DASHBOARD_LIVE_INTERVAL_SECONDS (default 5). The server
// reads it and hands it to the pages, so the browsers' refresh and the server's micro-cache
// of live list requests (live-list.ts) share one interval.
const LIVE_INTERVAL_DEFAULT_SECONDS = 5;

export const liveIntervalSeconds = cachedByEnv(["DASHBOARD_LIVE_INTERVAL_SECONDS"], () =>
  envReader(process.env).whole("DASHBOARD_LIVE_INTERVAL_SECONDS", LIVE_INTERVAL_DEFAULT_SECONDS, 1, 3600, "seconds"),
);
