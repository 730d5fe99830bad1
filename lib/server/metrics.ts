import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { DashboardError } from "@/lib/errors";
import { ConfigError, cachedByEnv, envReader } from "./env";
import { errorResponse } from "./http/respond";
import { redisState } from "./shared-state/redis-client";

// Prometheus metrics of this instance (GET /api/metrics), each instance scraped on its own.
// The functions below are the one way the server reports what happened, cheap enough for
// every request. On globalThis: Next bundles instrumentation.ts apart from the route
// handlers, and a second registry would split the counts (and register names twice).

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

function build() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  let budgetQueue: () => number = () => 0;
  const metrics = {
    registry,
    requests: new Histogram({
      name: "dashboard_http_request_duration_seconds",
      help: "API requests by route and status, until the response's headers (its _count is the number of requests).",
      labelNames: ["route", "status"],
      buckets: SECONDS,
      registers,
    }),
    upstream: new Histogram({
      name: "dashboard_upstream_request_duration_seconds",
      help: "Requests to the Call Results Service by outcome (its HTTP status, network or timeout), each attempt on its own.",
      labelNames: ["status"],
      buckets: SECONDS,
      registers,
    }),
    rateLimited: new Counter({ name: "dashboard_upstream_rate_limited_total", help: "Upstream 429 answers.", registers }),
    paused: new Counter({
      name: "dashboard_upstream_paused_seconds_total",
      help: "Time every upstream request was held back by the service's Retry-After.",
      registers,
    }),
    budgetWait: new Histogram({
      name: "dashboard_upstream_budget_wait_seconds",
      help: "Time a request waited for the upstream budget (this instance's queue, then the budget instances share).",
      labelNames: ["priority"],
      buckets: SECONDS,
      registers,
    }),
    cache: new Counter({
      name: "dashboard_cache_lookups_total",
      help: "Shared cache lookups by cache and result (hit or miss).",
      labelNames: ["cache", "result"],
      registers,
    }),
    inFlight: new Gauge({ name: "dashboard_in_flight", help: "Exports and summaries being made now.", labelNames: ["kind"], registers }),
    signIns: new Counter({
      name: "dashboard_sign_ins_total",
      help: "Local sign-in attempts by outcome: signed_in, wrong (name or password), locked, busy (refused before a password was checked).",
      labelNames: ["outcome"],
      registers,
    }),
    locks: new Counter({ name: "dashboard_sign_in_locks_total", help: "Accounts locked for an address after failed sign-ins.", registers }),
    audit: new Counter({ name: "dashboard_audit_entries_total", help: "Audit entries written or folded.", labelNames: ["result"], registers }),
    setBudgetQueue: (source: () => number) => {
      budgetQueue = source;
    },
  };
  new Gauge({
    name: "dashboard_upstream_budget_waiting",
    help: "Requests waiting for the upstream budget now.",
    registers,
    collect() {
      this.set(budgetQueue());
    },
  });
  new Gauge({
    name: "dashboard_redis_state",
    help: "How this instance reaches Redis: 1 on the state it is in (ok, breaker open or disconnected: counting in its own memory; not configured).",
    labelNames: ["state"],
    registers,
    collect() {
      const now = redisState();
      for (const state of ["ok", "breaker open", "disconnected", "not configured"] as const)
        this.set({ state: state.replace(" ", "_") }, state === now ? 1 : 0);
    },
  });
  new Gauge({
    name: "dashboard_dependency_up",
    help: "The readiness check's view of each dependency (1 ok, 0 failing), as /api/health/ready gives it.",
    labelNames: ["dependency"],
    registers,
    async collect() {
      if (!readiness) return;
      const { checks } = await readiness();
      this.set({ dependency: "database" }, checks.database.status === "ok" ? 1 : 0);
      this.set({ dependency: "upstream" }, checks.upstream.status === "ok" ? 1 : 0);
      if (checks.redis.status !== "not configured") this.set({ dependency: "redis" }, checks.redis.status === "ok" ? 1 : 0);
    },
  });
  return metrics;
}

// The readiness check (health.ts) comes from the route: health.ts reaches upstream.ts, which this module times.
type Readiness = () => Promise<{ checks: Record<"database" | "upstream" | "redis", { status: string }> }>;
let readiness: Readiness | undefined;
const global = globalThis as { __dashboardMetrics?: ReturnType<typeof build> };
const metrics = () => (global.__dashboardMetrics ??= build());

/** An API request answered (apiRoute). */
export function observeRequest(route: string, status: number, seconds: number): void {
  metrics().requests.observe({ route, status: String(status) }, seconds);
}

/** One attempt at the upstream: its HTTP status, or "network" / "timeout" when none came. */
function observeUpstream(status: number | "network" | "timeout", seconds: number): void {
  metrics().upstream.observe({ status: String(status) }, seconds);
}

/** Times one attempt at the upstream: its HTTP status, or "timeout" (the signal aborted) or "network" when it failed. */
export async function timeUpstream<T extends { status: number }>(signal: AbortSignal, attempt: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  try {
    const answer = await attempt();
    observeUpstream(answer.status, seconds());
    return answer;
  } catch (error) {
    observeUpstream(signal.aborted ? "timeout" : "network", seconds());
    throw error;
  }
}

/** An upstream 429, and how much later every request may now go because of its Retry-After. */
export function countUpstreamRateLimit(pausedSeconds: number): void {
  metrics().rateLimited.inc();
  if (pausedSeconds > 0) metrics().paused.inc(pausedSeconds);
}

export function observeBudgetWait(priority: string, seconds: number): void {
  metrics().budgetWait.observe({ priority }, seconds);
}

/** Where the upstream budget's queue length is read at each scrape. */
export function reportBudgetQueue(source: () => number): void {
  metrics().setBudgetQueue(source);
}

export function countCacheLookup(cache: string, hit: boolean): void {
  metrics().cache.inc({ cache, result: hit ? "hit" : "miss" });
}

/** An export or summary started; call the returned function once when it ends (further calls do nothing). */
export function startInFlight(kind: "export" | "summary"): () => void {
  metrics().inFlight.inc({ kind });
  let ended = false;
  return () => {
    if (!ended) metrics().inFlight.dec({ kind });
    ended = true;
  };
}

export const countSignIn = (outcome: "signed_in" | "wrong" | "locked" | "busy"): void => metrics().signIns.inc({ outcome });

export const countSignInLock = (): void => metrics().locks.inc();
export const countAuditEntry = (result: "written" | "folded"): void => metrics().audit.inc({ result });

/** The one registry, for a feature's own metrics (call-index/metrics.ts). */
export const metricsRegistry = (): Registry => metrics().registry;

const MIN_TOKEN_LENGTH = 16;
const metricsToken = cachedByEnv(["DASHBOARD_METRICS_TOKEN"], () => {
  const token = envReader(process.env).text("DASHBOARD_METRICS_TOKEN");
  if (token && token.length < MIN_TOKEN_LENGTH) throw new ConfigError(`DASHBOARD_METRICS_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters.`);
  return token;
});

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * GET /api/metrics: not there (404) unless DASHBOARD_METRICS_TOKEN is set, then only for
 * a bearer of it. Compared as digests in constant time, so neither the token's content nor
 * its length shows in the time the answer takes.
 */
export async function metricsResponse(request: Request, checkReadiness: Readiness): Promise<Response> {
  const token = metricsToken();
  if (!token) throw new DashboardError("not_found", "Metrics are off: set DASHBOARD_METRICS_TOKEN to turn them on.");
  const given = /^Bearer (.+)$/i.exec(request.headers.get("authorization") ?? "")?.[1]?.trim() ?? "";
  if (!timingSafeEqual(digest(given), digest(token))) {
    const refused = errorResponse(new DashboardError("unauthenticated", "The metrics need the bearer token set in DASHBOARD_METRICS_TOKEN."));
    refused.headers.set("www-authenticate", 'Bearer realm="metrics"');
    return refused;
  }
  readiness = checkReadiness;
  const { registry } = metrics();
  return new Response(await registry.metrics(), { headers: { "content-type": registry.contentType, "cache-control": "no-store" } });
}
