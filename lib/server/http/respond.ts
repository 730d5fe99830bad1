import "server-only";
import { DashboardError, type ErrorResponseBody } from "@/lib/errors";
import { DEFAULT_RETRY_AFTER_SECONDS } from "@/lib/retry-after";
import { ConfigError } from "../config";
import { isStoreUnreachable } from "../store/store-errors";

// The one error helper of the route handlers: any failure becomes `{ error, code,
// details? }` with a fitting status. Internals (stacks, upstream bodies, the key) stay
// in the server log, and even there only as a message.

export function toDashboardError(error: unknown): DashboardError {
  if (error instanceof DashboardError) return error;
  if (error instanceof ConfigError) return new DashboardError("internal_error", `The dashboard is misconfigured: ${error.message}`);
  if (isStoreUnreachable(error)) return new DashboardError("store_unavailable", "The dashboard's database cannot be reached just now. Try again in a moment.");
  return new DashboardError("internal_error", "The dashboard failed to handle this request. The server log has details.");
}

/** The error as a response; `requestId` goes into the body, so the error screens can show it. */
export function errorResponse(error: DashboardError, requestId?: string): Response {
  const headers: Record<string, string> = { "cache-control": "no-store" };
  if (error.code === "rate_limited" || error.code === "dashboard_busy")
    headers["retry-after"] = String(error.extra.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS);
  const body: ErrorResponseBody = { ...error.toBody(), ...(requestId ? { requestId } : {}) };
  return Response.json(body, { status: error.status, headers });
}
