import "server-only";
import { ConfigError, cachedByEnv, envReader } from "../env";

// The Insights page's one setting: the bound under which a completed call is short. It must
// be one of the duration histogram's bounds, since the roll-ups count by bucket.
const SHORT_BOUNDS = [5, 10, 15, 20, 30, 45, 60, 90, 120];

export const insightsShortSeconds = cachedByEnv(["DASHBOARD_INSIGHTS_SHORT_SECONDS"], () => {
  const value = envReader(process.env).whole("DASHBOARD_INSIGHTS_SHORT_SECONDS", 10, 5, 120, "seconds");
  if (!SHORT_BOUNDS.includes(value)) throw new ConfigError(`DASHBOARD_INSIGHTS_SHORT_SECONDS must be one of ${SHORT_BOUNDS.join(", ")}, got "${value}".`);
  return value;
});
