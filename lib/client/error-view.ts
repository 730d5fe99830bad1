// Any failure of a browser request, as the error views show it: a dashboard code, a
// message, and when to retry a rate limit.

import { ApiError } from "@/lib/dashboard-api/fetch";
import type { DashboardErrorCode } from "@/lib/errors";

export interface ErrorView {
  code: DashboardErrorCode;
  message: string;
  retryAfterSeconds?: number;
  /** The failed request's id, shown as "Reference: …" so support can find its log line. */
  requestId?: string;
}

export function toErrorView(error: unknown, fallback = "The request failed. Try again."): ErrorView {
  if (error instanceof ApiError) return { code: error.code, message: error.message, retryAfterSeconds: error.retryAfterSeconds, requestId: error.requestId };
  return { code: "internal_error", message: fallback };
}
