import "server-only";
import {
  listQueryToSearchParams,
  listResponseSchema,
  recordingResponseSchema,
  type ListQuery,
  type ListResponse,
  type Pending,
  type RecordingInfo,
} from "@/lib/call-results";
import { DashboardError } from "@/lib/errors";
import { classify, type RawAnswer } from "./classify";
import { upstreamConfig } from "./config";
import { checkPathId } from "./path-params";

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

async function readCapped(response: Response): Promise<string> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > MAX_RESPONSE_BYTES) throw tooLarge();
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_RESPONSE_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

function tooLarge() {
  return new DashboardError("bad_upstream_response", `The Call Results Service sent more than ${MAX_RESPONSE_BYTES / 1024 / 1024} MB; the answer was refused.`);
}

async function attempt(url: string, apiKey: string, signal: AbortSignal): Promise<RawAnswer> {
  let response: Response;
  try {
    // A fresh request: no header, cookie or credential of the caller is forwarded.
    response = await fetch(url, {
      method: "GET",
      headers: { accept: "application/json", "x-api-key": apiKey },
      redirect: "error",
      cache: "no-store",
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new Retryable("network error");
  }
  return { status: response.status, text: await readCapped(response), retryAfter: response.headers.get("retry-after") };
}

/** GET with a timeout over all attempts, retrying network errors and 5xx (never 4xx or 429). */
async function get(pathAndQuery: string, trace: UpstreamTrace, signal?: AbortSignal): Promise<RawAnswer> {
  const config = upstreamConfig();
  const timeout = AbortSignal.timeout(config.timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const url = `${config.baseUrl}${pathAndQuery}`;
  for (let i = 0; ; i++) {
    trace.attempts = i + 1;
    try {
      const answer = await attempt(url, config.apiKey, combined);
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

export async function listCallResults(query: ListQuery, trace: UpstreamTrace = {}): Promise<ListResponse> {
  // Rebuilt from the parsed query: only the spec's parameters ever go upstream.
  const search = listQueryToSearchParams(query).toString();
  const path = `/api/v1/call-results${search ? `?${search}` : ""}`;
  let shared = inFlight.get(path);
  if (!shared) {
    shared = (async () => {
      const own: UpstreamTrace = {};
      const answer = await get(path, own);
      const classified = classify(answer, listResponseSchema, { operation: "list" });
      if (classified.kind === "error") throw Object.assign(classified.error, { trace: own });
      if (classified.kind === "pending") throw unexpectedPending();
      return { result: classified.data, trace: own };
    })().finally(() => inFlight.delete(path));
    inFlight.set(path, shared);
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
  const answer = await get(`/api/v1/call-results/${encodeURIComponent(id)}/audio`, trace);
  const classified = classify(answer, recordingResponseSchema, { operation: "recording-by-call" });
  if (classified.kind === "error") throw classified.error;
  if (classified.kind === "pending") throw unexpectedPending();
  return classified.data.data;
}

export async function recordingByCallTaskId(
  callTaskId: string,
  trace: UpstreamTrace = {},
): Promise<{ kind: "ready"; recording: RecordingInfo } | { kind: "pending"; pending: Pending }> {
  const id = checkPathId("callTaskId", callTaskId);
  const answer = await get(`/api/v1/call-results/by-call-task/${encodeURIComponent(id)}/audio`, trace);
  const classified = classify(answer, recordingResponseSchema, { operation: "recording-by-task" });
  if (classified.kind === "error") throw classified.error;
  if (classified.kind === "pending") return { kind: "pending", pending: classified.pending };
  return { kind: "ready", recording: classified.data.data };
}

function unexpectedPending() {
  return new DashboardError("bad_upstream_response", "The Call Results Service answered “pending” where no such answer is defined.");
}

/**
 * The list operation relayed as is: no validation, classification, retries or
 * coalescing. Only the benchmark uses it (BENCH_PASSTHROUGH=1), as the baseline that the
 * real route's overhead is measured against.
 */
export async function passthroughList(search: string): Promise<Response> {
  const config = upstreamConfig();
  const response = await fetch(`${config.baseUrl}/api/v1/call-results${search}`, {
    headers: { accept: "application/json", "x-api-key": config.apiKey },
    // Like every request that carries the key: a redirect would carry it elsewhere.
    redirect: "error",
    cache: "no-store",
  });
  return new Response(await response.text(), { status: response.status, headers: { "content-type": "application/json" } });
}
