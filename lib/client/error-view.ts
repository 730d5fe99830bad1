// Any failure of a browser request, as the error views show it: a dashboard code, a
// message, and when to retry a rate limit.
import type { DashboardErrorCode } from "@/lib/errors";
import { ApiError } from "@/lib/dashboard-api/fetch";

export interface ErrorView {
  code: DashboardErrorCode;
  message: string;
  retryAfterSeconds?: number;
}

export function toErrorView(error: unknown, fallback = "The request failed. Try again."): ErrorView {
  if (error instanceof ApiError) return { code: error.code, message: error.message, retryAfterSeconds: error.retryAfterSeconds };
  return { code: "internal_error", message: fallback };
}
