import "server-only";
import { DashboardError } from "@/lib/errors";
import { DEFAULT_RETRY_AFTER_SECONDS } from "@/lib/retry-after";
import { observeBudgetWait } from "../metrics";
import { sharedPauseLeft, shareUpstreamPause, takeSharedToken } from "../shared-state/upstream-share";
import { inSpan } from "../tracing/spans";
import type { Classified } from "./classify";
import { BudgetFullError, type Priority, UpstreamBudget } from "./upstream-budget";

// The tokens a request to the Call Results Service waits for (lib/server/upstream/upstream.ts sends
// it): this process's budget, then the one all instances share, and the pause an upstream
// Retry-After puts on both.

// One budget per process for the one key (rebuilt when the configured rate changes).
let budget: UpstreamBudget | undefined;
function upstreamBudget(perSecond: number): UpstreamBudget {
  if (budget?.perSecond !== perSecond) budget = new UpstreamBudget(perSecond);
  return budget;
}

/** A rate limit the upstream reported holds back every later request, not only this one. */
export function honourRateLimit<T>(classified: Classified<T>): Classified<T> {
  if (classified.kind === "error" && classified.error.code === "rate_limited") {
    const seconds = classified.error.extra.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS;
    budget?.pause(seconds);
    void shareUpstreamPause(seconds);
  }
  return classified;
}

/** Tests start each case from a fresh budget, as a fresh process would. */
export function resetUpstreamBudget(): void {
  budget = undefined;
}

/**
 * Waits for the budget. While an upstream Retry-After holds, the request is refused at once
 * with the time left (the UI counts it down), rather than held open; a full queue is the
 * dashboard's own rate limit.
 */
export async function takeToken(perSecond: number, priority: Priority, signal: AbortSignal): Promise<void> {
  const local = upstreamBudget(perSecond);
  const paused = Math.max(local.pausedFor(), await sharedPauseLeft());
  if (paused > 0) {
    throw new DashboardError("rate_limited", "The Call Results Service is rate limiting requests. Wait a moment and try again.", {
      retryAfterSeconds: Math.ceil(paused / 1000),
    });
  }
  try {
    // This instance's queue decides the order; then the budget all instances share.
    const started = performance.now();
    await inSpan("upstream budget wait", { priority }, async () => {
      await local.acquire(priority, signal);
      await takeSharedToken(perSecond, signal);
    });
    observeBudgetWait(priority, (performance.now() - started) / 1000);
  } catch (error) {
    if (error instanceof BudgetFullError) {
      throw new DashboardError("rate_limited", "The dashboard is sending the Call Results Service all it allows. Try again in a moment.", {
        retryAfterSeconds: 2,
      });
    }
    throw error;
  }
}

/** The first token of a request, waited for at most the upstream's timeout, or a 503 dashboard_busy. */
export async function queueFor(config: { maxRequestsPerSecond: number; timeoutMs: number }, priority: Priority, signal?: AbortSignal): Promise<void> {
  const waited = AbortSignal.timeout(config.timeoutMs);
  try {
    await takeToken(config.maxRequestsPerSecond, priority, signal ? AbortSignal.any([signal, waited]) : waited);
  } catch (error) {
    if (!waited.aborted || signal?.aborted) throw error;
    throw new DashboardError(
      "dashboard_busy",
      "The dashboard has more requests for the Call Results Service than it may send just now. Try again in a moment.",
      {
        retryAfterSeconds: Math.max(1, Math.ceil(config.timeoutMs / 1000)),
      },
    );
  }
}

// Requests someone waits for (every priority but the call index's sync) in flight now, and
// when the last one started or ended. The sync sends nothing while one is in flight, nor
// until QUIET_MS after the last: the next request of someone active (a user paging, a live
// refresh) then finds the service and this process free, rather than busy with a page of
// 500 calls (issue #37). With 250 ms, a user's list p95 beside a backfill was 6-20x idle
// (bench, one request every 300 ms): the user waited behind the sync's page. Someone who
// works without a pause of a second holds the sync back until they pause.
const QUIET_MS = 1000;
let othersInFlight = 0;
let lastOtherAt = 0;
let whenIdle: (() => void)[] = [];

/** A request of a user or of background work starts; call the answer when it has ended. */
export function startOther(): () => void {
  othersInFlight++;
  lastOtherAt = Date.now();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    lastOtherAt = Date.now();
    if (--othersInFlight > 0) return;
    const waiting = whenIdle;
    whenIdle = [];
    for (const resolve of waiting) resolve();
  };
}

/** Resolves once no other request is in flight and none has been for QUIET_MS, or when the signal aborts. */
export async function othersDone(signal?: AbortSignal): Promise<void> {
  for (;;) {
    if (signal?.aborted) return;
    if (othersInFlight > 0) {
      await new Promise<void>((resolve) => {
        whenIdle.push(resolve);
        signal?.addEventListener("abort", () => resolve(), { once: true });
      });
      continue;
    }
    const quietFor = Date.now() - lastOtherAt;
    if (quietFor >= QUIET_MS) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, QUIET_MS - quietFor);
      signal?.addEventListener(
        "abort",
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    });
  }
}
