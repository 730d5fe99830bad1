import "server-only";
import { Counter, Gauge } from "prom-client";
import { metricsRegistry } from "../metrics";
import { currentStore } from "../store/current-store";
import { indexConfig } from "./config";
import { indexStatus } from "./status";

// The call index's Prometheus metrics, on the dashboard's one registry: the sync's requests
// and errors as it makes them (on the instance that syncs), and the rows and the lag read
// from the store at each scrape (alike on every instance).

function build() {
  const registers = [metricsRegistry()];
  const status = () => currentStore().then((s) => indexStatus(s.db, indexConfig(), Date.now()));
  new Gauge({
    name: "dashboard_index_rows",
    help: "Calls in the call index (deleted ones left out).",
    registers,
    async collect() {
      this.set((await status()).rows);
    },
  });
  new Gauge({
    name: "dashboard_index_lag_seconds",
    help: "Seconds since the newest moment up to which the call index holds every call (-1 before its first tail).",
    registers,
    async collect() {
      this.set((await status()).lagSeconds ?? -1);
    },
  });
  return {
    requests: new Counter({ name: "dashboard_index_requests_total", help: "List requests the call index's sync sent to the service.", registers }),
    errors: new Counter({ name: "dashboard_index_errors_total", help: "Failed steps of the call index's sync (each retried by itself).", registers }),
  };
}

const global = globalThis as { __dashboardIndexMetrics?: ReturnType<typeof build> };
const metrics = () => (global.__dashboardIndexMetrics ??= build());

export function countIndexRequest(): void {
  metrics().requests.inc();
}

export function countIndexError(): void {
  metrics().errors.inc();
}

/** Registers the gauges at start, so every instance reports them, syncing or not. */
export function registerIndexMetrics(): void {
  metrics();
}
