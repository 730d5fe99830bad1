// The one fetch helper for the dashboard's own API. Bodies are trusted to match the
// contract: the route handlers validated them already, and zod stays out of the client
// bundle. Every failure is an ApiError carrying the server's code and message, which name
// what is wrong (a taken name, a rate limit and when to retry).
import type { DashboardErrorCode, ErrorResponseBody } from "@/lib/errors";
import { actionKey } from "./action-keys";

export class ApiError extends Error {
  constructor(
    readonly code: DashboardErrorCode,
    message: string,
    readonly status: number,
    readonly retryAfterSeconds?: number,
    /** The server's id of the failed request, for support ("Reference: …"). */
    readonly requestId?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

const UNREACHABLE = "The dashboard could not be reached. Check your connection and try again.";

/** The ApiError for a response that is not ok, from its JSON body when it has one. */
export function errorOf(response: Response, body: Partial<ErrorResponseBody> | null, fallback?: string): ApiError {
  const retryAfter = Number(response.headers.get("retry-after") ?? Number.NaN);
  return new ApiError(
    body?.code ?? "internal_error",
    body?.error ?? fallback ?? `The dashboard answered HTTP ${response.status}.`,
    response.status,
    Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : undefined,
    body?.requestId ?? response.headers.get("x-request-id") ?? undefined,
  );
}

/**
 * A request to the dashboard's API: `body` is sent as JSON; a 204 answers undefined. A write
 * (any method but GET, unless `read` says it only reads) carries its action's Idempotency-Key.
 * Its code is in the first load: a write sent only after a chunk loads would be lost when the
 * user navigates away at once (e2e/saved-views.spec.ts, clearing the start view).
 */
export async function requestJson<T>(path: string, options: { method?: string; body?: unknown; signal?: AbortSignal; read?: boolean } = {}): Promise<T> {
  const { method = "GET", body, signal } = options;
  const json = body === undefined ? undefined : JSON.stringify(body);
  const action = method === "GET" || options.read ? null : actionKey(method, path, json);
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      headers: {
        accept: "application/json",
        ...(json === undefined ? {} : { "content-type": "application/json" }),
        ...(action ? { "idempotency-key": action.key } : {}),
      },
      body: json,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError("upstream_error", UNREACHABLE, 0);
  }
  action?.settle(response.status);
  if (response.status === 204) return undefined as T;
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    throw new ApiError("internal_error", `The dashboard answered HTTP ${response.status} without a readable body.`, response.status);
  }
  if (!response.ok) throw errorOf(response, answer as Partial<ErrorResponseBody>);
  return answer as T;
}
