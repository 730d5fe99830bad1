import "server-only";
import {
  API_KEY_HEADER,
  API_PATHS,
  listQueryToSearchParams,
  listResponseSchema,
  recordingResponseSchema,
  type ListQuery,
  type ListResponse,
  type Pending,
  type RecordingInfo,
} from "@/lib/call-results";
import { DashboardError } from "@/lib/errors";
import { type Classified, classify, type RawAnswer } from "./classify";
import { shareUpstreamPause, sharedPauseLeft, takeSharedToken } from "./shared-state/upstream-share";
import { BudgetFullError, type Priority, UpstreamBudget } from "./upstream-budget";
import { upstreamConfig } from "./config";
import { observeBudgetWait, timeUpstream } from "./metrics";
import { checkPathId } from "./path-params";
import { readCapped } from "./read-capped";

// The server-only client of the Call Results Service: the only code that sends the key.

/** What the route handlers log about the upstream side of a request. */
export interface UpstreamTrace {
  upstreamStatus?: number;
  attempts?: number;
}

// A list page of 500 calls is about 400 KB; anything far larger is not a sane answer.
export const MAX_RESPONSE_BYTES = 8 * 1024 * 1024;
const MAX_RETRIES = 2;
const BACKOFF_MS = [150, 450];

class Retryable extends Error {}

function tooLarge() {
  return new DashboardError("bad_upstream_response", `The Call Results Service sent more than ${MAX_RESPONSE_BYTES / 1024 / 1024} MB; the answer was refused.`);
}

async function attempt(url: string, apiKey: string, signal: AbortSignal): Promise<RawAnswer> {
  let response: Response;
  try {
    // A fresh request: no header, cookie or credential of the caller is forwarded.
    response = await fetch(url, {
      method: "GET",
      headers: { accept: "application/json", [API_KEY_HEADER]: apiKey },
      redirect: "error",
      cache: "no-store",
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new Retryable("network error");
  }
  const text = await readCapped(response.body, response.headers.get("content-length"), MAX_RESPONSE_BYTES);
  if (text === null) throw tooLarge();
  return { status: response.status, text, retryAfter: response.headers.get("retry-after") };
}

// One budget per process for the one key (rebuilt when the configured rate changes).
let budget: UpstreamBudget | undefined;
function upstreamBudget(perSecond: number): UpstreamBudget {
  if (budget?.perSecond !== perSecond) budget = new UpstreamBudget(perSecond);
  return budget;
}

/** A rate limit the upstream reported holds back every later request, not only this one. */
function honourRateLimit<T>(classified: Classified<T>): Classified<T> {
  if (classified.kind === "error" && classified.error.code === "rate_limited") {
    const seconds = classified.error.extra.retryAfterSeconds ?? 5;
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
async function takeToken(perSecond: number, priority: Priority, signal: AbortSignal): Promise<void> {
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
    await local.acquire(priority, signal);
    await takeSharedToken(perSecond, signal);
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

/** GET with a timeout over all attempts, retrying network errors and 5xx (never 4xx or 429). */
async function get(pathAndQuery: string, trace: UpstreamTrace, priority: Priority, signal?: AbortSignal): Promise<RawAnswer> {
  const config = upstreamConfig();
  const timeout = AbortSignal.timeout(config.timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const url = `${config.baseUrl}${pathAndQuery}`;
  for (let i = 0; ; i++) {
    trace.attempts = i + 1;
    try {
      // Every attempt, retries included, spends from the one budget.
      await takeToken(config.maxRequestsPerSecond, priority, combined);
      const answer = await timeUpstream(combined, () => attempt(url, config.apiKey, combined));
      trace.upstreamStatus = answer.status;
      if (answer.status >= 500 && i < MAX_RETRIES) throw new Retryable(`HTTP ${answer.status}`);
      return answer;
    } catch (error) {
      if (timeout.aborted) {
        throw new DashboardError("upstream_timeout", `The Call Results Service did not answer within ${config.timeoutMs / 1000} s. Try again in a moment.`);
      }
      if (signal?.aborted) throw error;
      if (!(error instanceof Retryable)) throw error;
      if (i >= MAX_RETRIES) {
        throw new DashboardError(
          "upstream_error",
          "The Call Results Service could not be reached. Check that it is running and that CALL_RESULTS_API_BASE_URL is right.",
        );
      }
      // Jitter spreads retries from many requests so they do not arrive together.
      const wait = BACKOFF_MS[i]! * (0.5 + Math.random());
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, wait);
        combined.addEventListener(
          "abort",
          () => {
            clearTimeout(timer);
            reject(combined.reason);
          },
          { once: true },
        );
      }).catch(() => undefined);
    }
  }
}

// Identical list requests in flight at the same moment share one upstream call.
const inFlight = new Map<string, Promise<{ result: ListResponse; trace: UpstreamTrace }>>();

/** `priority`: "background" for work no one is looking at yet (summary counts, exports). */
export async function listCallResults(query: ListQuery, trace: UpstreamTrace = {}, priority: Priority = "interactive"): Promise<ListResponse> {
  // Rebuilt from the parsed query: only the spec's parameters ever go upstream.
  const search = listQueryToSearchParams(query).toString();
  const path = `${API_PATHS.list}${search ? `?${search}` : ""}`;
  // A background request never joins (or lends its queue place to) an interactive one.
  const flightKey = `${priority} ${path}`;
  let shared = inFlight.get(flightKey);
  if (!shared) {
    shared = (async () => {
      const own: UpstreamTrace = {};
      const answer = await get(path, own, priority);
      const classified = honourRateLimit(classify(answer, listResponseSchema, { operation: "list" }));
      if (classified.kind === "error") throw Object.assign(classified.error, { trace: own });
      if (classified.kind === "pending") throw unexpectedPending();
      return { result: classified.data, trace: own };
    })().finally(() => inFlight.delete(flightKey));
    inFlight.set(flightKey, shared);
  }
  try {
    const { result, trace: own } = await shared;
    Object.assign(trace, own);
    return result;
  } catch (error) {
    const own = (error as { trace?: UpstreamTrace }).trace;
    if (own) Object.assign(trace, own);
    throw error;
  }
}

export async function recordingByCallId(callId: string, trace: UpstreamTrace = {}): Promise<RecordingInfo> {
  const id = checkPathId("callId", callId);
  const answer = await get(API_PATHS.recordingByCall(id), trace, "interactive");
  const classified = honourRateLimit(classify(answer, recordingResponseSchema, { operation: "recording-by-call" }));
  if (classified.kind === "error") throw classified.error;
  if (classified.kind === "pending") throw unexpectedPending();
  return classified.data.data;
}

export async function recordingByCallTaskId(
  callTaskId: string,
  trace: UpstreamTrace = {},
): Promise<{ kind: "ready"; recording: RecordingInfo } | { kind: "pending"; pending: Pending }> {
  const id = checkPathId("callTaskId", callTaskId);
  const answer = await get(API_PATHS.recordingByTask(id), trace, "interactive");
  const classified = honourRateLimit(classify(answer, recordingResponseSchema, { operation: "recording-by-task" }));
  if (classified.kind === "error") throw classified.error;
  if (classified.kind === "pending") return { kind: "pending", pending: classified.pending };
  return { kind: "ready", recording: classified.data.data };
}

function unexpectedPending() {
  return new DashboardError("bad_upstream_response", "The Call Results Service answered “pending” where no such answer is defined.");
}
