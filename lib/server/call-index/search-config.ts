import "server-only";
import { cachedByEnv, envReader } from "../env";

// Whether the local call index is on (DASHBOARD_INDEX, default on). Off, the calls view has
// none of the index's filters and works from the service alone, as before the index.
export const indexOn = cachedByEnv(["DASHBOARD_INDEX"], () => envReader(process.env).oneOf("DASHBOARD_INDEX", ["on", "off"] as const, "on") === "on");
