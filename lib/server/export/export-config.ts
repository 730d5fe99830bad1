import "server-only";
import { cachedByEnv, envReader } from "../env";

/** At most this many calls in one export (DASHBOARD_EXPORT_MAX_ROWS). */
export const exportMaxRows = cachedByEnv(["DASHBOARD_EXPORT_MAX_ROWS"], () =>
  envReader(process.env).whole("DASHBOARD_EXPORT_MAX_ROWS", 100_000, 1, 1_000_000, "calls"),
);
