"use client";
import { Notice } from "@/components/ui/notice";
import { useCountdown } from "@/lib/client/use-countdown";
import { DASHBOARD_ERRORS, type DashboardErrorCode, DEFAULT_RETRY_AFTER_SECONDS, errorHint } from "@/lib/errors";

interface ErrorStateProps {
  code: DashboardErrorCode;
  message: string;
  retryAfterSeconds?: number;
  onRetry: () => void;
}

// What went wrong, in the words of the proxy's error code, and what can be done now.
export function ErrorState({ code, message, retryAfterSeconds, onRetry }: ErrorStateProps) {
  // Rate limited: count down, then try again without being asked.
  const left = useCountdown(code === "rate_limited" ? (retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS) : undefined, onRetry);
  const hint = errorHint(code);
  return (
    <Notice tone="error" title={DASHBOARD_ERRORS[code]?.title ?? "Error"} className="p-4">
      <p className="mt-1">{message}</p>
      {hint && <p className="mt-1">{hint}</p>}
      {code === "rate_limited" ? (
        <p className="mt-2" aria-live="polite">
          Retrying in {left} s…
        </p>
      ) : (
        <button
          type="button"
          onClick={onRetry}
          className="mt-3 rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-medium text-red-900 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-700"
        >
          Try again
        </button>
      )}
    </Notice>
  );
}
