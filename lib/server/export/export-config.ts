import "server-only";
import { cachedByEnv, envReader } from "../env";

const EXPORT_ENV = ["DASHBOARD_EXPORT_MAX_ROWS", "DASHBOARD_EXPORTS_PER_USER", "DASHBOARD_EXPORTS_PER_INSTANCE", "DASHBOARD_EXPORT_IDLE_SECONDS"] as const;

export interface ExportConfig {
  /** At most this many calls in one export. */
  maxRows: number;
  /** Exports one user may run at once on this instance. */
  perUser: number;
  /** Exports this instance runs at once, for everyone. */
  perInstance: number;
  /** An export whose reader takes nothing for this long ends with an error (its slot freed). */
  idleMs: number;
}

export const exportConfig = cachedByEnv(EXPORT_ENV, (): ExportConfig => {
  const read = envReader(process.env);
  return {
    maxRows: read.whole("DASHBOARD_EXPORT_MAX_ROWS", 1_000_000, 1, 10_000_000, "calls"),
    perUser: read.whole("DASHBOARD_EXPORTS_PER_USER", 2, 1, 100, "exports"),
    perInstance: read.whole("DASHBOARD_EXPORTS_PER_INSTANCE", 4, 1, 1_000, "exports"),
    idleMs: read.whole("DASHBOARD_EXPORT_IDLE_SECONDS", 30, 5, 3_600, "seconds") * 1000,
  };
});

/** At most this many calls in one export (DASHBOARD_EXPORT_MAX_ROWS). */
export const exportMaxRows = () => exportConfig().maxRows;
