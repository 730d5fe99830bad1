import "server-only";
import {
  API_KEY_HEADER,
  API_PATHS,
  type ListQuery,
  type ListResponse,
  listQueryToSearchParams,
  listResponseSchema,
  type Pending,
  type RecordingInfo,
  recordingResponseSchema,
} from "@/lib/call-results";
import { hasIndexFilters } from "@/lib/call-results/index-filters";
import { DashboardError } from "@/lib/errors";
import { upstreamConfig } from "../config";
import { checkPathId } from "../http/path-params";
import { readCapped } from "../http/request-body";
import { timeUpstream } from "../metrics";
import { inSpan } from "../tracing/spans";
import { classify, type RawAnswer } from "./classify";
import type { Priority } from "./upstream-budget";
import { honourRateLimit, othersDone, queueFor, startOther, takeToken } from "./upstream-tokens";

// The server-only client of the Call Results Service: the only code that sends the key.

export { resetUpstreamBudget } from "./upstream-tokens";

/** What the route handlers log about the upstream side of a request. */
export interface UpstreamTrace {
  upstreamStatus?: number;
  attempts?: number;
}

// A list page of 500 calls is about 400 KB; anything far larger is not a sane answer.
const MAX_RESPONSE_BYTES = 8 * 1024 * 1024;
const BACKOFF_MS = [150, 450]; // the wait before each retry, so two retries

class Retryable extends Error {}

const tooLarge = () =>
  new DashboardError("bad_upstream_response", `The Call Results Service sent more than ${MAX_RESPONSE_BYTES / 1024 / 1024} MB; the answer was refused.`);

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
    throw signal.aborted ? error : new Retryable("network error");
  }
  // A connection dropped mid-answer (the service restarted, or closed a kept-alive socket as the request went out) is tried again.
  const text = await readCapped(response.body, response.headers.get("content-length"), MAX_RESPONSE_BYTES).catch((error: unknown) => {
    throw signal.aborted ? error : new Retryable("connection dropped");
  });
  if (text === null) throw tooLarge();
  return { status: response.status, text, retryAfter: response.headers.get("retry-after") };
}

/** GET with a timeout over all attempts, retrying network errors and 5xx (never 4xx or 429); the index's sync waits until nobody else's request is in flight. */
async function get(pathAndQuery: string, trace: UpstreamTrace, priority: Priority, signal?: AbortSignal): Promise<RawAnswer> {
  if (priority === "sync") return othersDone(signal).then(() => attempts(pathAndQuery, trace, priority, signal));
  const ended = startOther();
  return attempts(pathAndQuery, trace, priority, signal).finally(ended);
}

async function attempts(pathAndQuery: string, trace: UpstreamTrace, priority: Priority, signal?: AbortSignal): Promise<RawAnswer> {
  const config = upstreamConfig();
  const url = `${config.baseUrl}${pathAndQuery}`;
  // The service's timeout starts once the first request may leave: waiting in our own
  // budget queue is our busy state (503 with Retry-After), never the service timing out.
  let timeout: AbortSignal | undefined;
  let combined: AbortSignal = signal ?? new AbortController().signal;
  for (let i = 0; ; i++) {
    trace.attempts = i + 1;
    try {
      // Every attempt, retries included, spends from the one budget.
      if (timeout) await takeToken(config.maxRequestsPerSecond, priority, combined);
      else {
        await queueFor(config, priority, signal);
        timeout = AbortSignal.timeout(config.timeoutMs);
        combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
      }
      // Named by the operation, not the path, which holds ids: span names stay few.
      const path = pathAndQuery.split("?")[0]!;
      const operation = path.endsWith("/audio") ? (path.includes("/by-call-task/") ? "recording by task" : "recording by call") : "list";
      const answer = await inSpan(`upstream GET ${operation}`, { "http.request.method": "GET", "url.path": path, attempt: i + 1 }, async (span) => {
        const raw = await timeUpstream(combined, () => attempt(url, config.apiKey, combined));
        span.setAttribute("http.response.status_code", raw.status);
        // A rate limit's wait: every later request is held back for it (upstream-tokens.ts).
        if (raw.retryAfter) span.setAttribute("http.response.header.retry-after", raw.retryAfter);
        return raw;
      });
      trace.upstreamStatus = answer.status;
      if (answer.status >= 500 && i < BACKOFF_MS.length) throw new Retryable(`HTTP ${answer.status}`);
      return answer;
    } catch (error) {
      if (timeout?.aborted) {
        throw new DashboardError("upstream_timeout", `The Call Results Service did not answer within ${config.timeoutMs / 1000} s. Try again in a moment.`);
      }
      if (signal?.aborted) throw error;
      if (!(error instanceof Retryable)) throw error;
      if (i >= BACKOFF_MS.length) {
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

function listAnswer(answer: RawAnswer, trace: UpstreamTrace): ListResponse {
  const classified = honourRateLimit(classify(answer, listResponseSchema, { operation: "list" }));
  if (classified.kind === "error") throw Object.assign(classified.error, { trace });
  if (classified.kind === "pending") throw unexpectedPending();
  return classified.data;
}

// Identical list requests in flight at the same moment share one upstream call.
const inFlight = new Map<string, Promise<{ result: ListResponse; trace: UpstreamTrace }>>();

/** `priority`: "background" for work no one is looking at yet (summary counts, exports); `signal`: work of its own that may be abandoned (a summary's count), sharing no flight. */
export async function listCallResults(
  query: ListQuery,
  trace: UpstreamTrace = {},
  priority: Priority = "interactive",
  signal?: AbortSignal,
): Promise<ListResponse> {
  // A relative range is the dashboard's own state, and the index's filters mean nothing to the
  // service: sent, the one would silently mean all time, the others be ignored and widen the answer.
  if (query.created) throw new Error("listCallResults: resolve the relative created range first (resolveCreated)");
  if (hasIndexFilters(query)) throw new Error("listCallResults: a view with the index's filters is served by the call index");
  // Rebuilt from the parsed query: only the spec's parameters ever go upstream.
  const search = listQueryToSearchParams(query).toString();
  const path = `${API_PATHS.list}${search ? `?${search}` : ""}`;
  if (signal) return listAnswer(await get(path, trace, priority, signal), trace);
  // A background request never joins (or lends its queue place to) an interactive one.
  const flightKey = `${priority} ${path}`;
  let shared = inFlight.get(flightKey);
  if (!shared) {
    shared = (async () => {
      const own: UpstreamTrace = {};
      return { result: listAnswer(await get(path, own, priority), own), trace: own };
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
