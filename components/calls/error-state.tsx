"use client";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { useCountdown } from "@/lib/client/use-countdown";
import { DASHBOARD_ERRORS, type DashboardErrorCode, errorHint } from "@/lib/errors";
import { DEFAULT_RETRY_AFTER_SECONDS } from "@/lib/retry-after";

interface ErrorStateProps {
  code: DashboardErrorCode;
  message: string;
  retryAfterSeconds?: number;
  requestId?: string;
  onRetry: () => void;
}

// What went wrong, in the words of the proxy's error code, and what can be done now.
export function ErrorState({ code, message, retryAfterSeconds, requestId, onRetry }: ErrorStateProps) {
  // Rate limited: count down, then try again without being asked.
  const left = useCountdown(code === "rate_limited" ? (retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS) : undefined, onRetry);
  const hint = errorHint(code);
  return (
    <Notice tone="error" title={DASHBOARD_ERRORS[code]?.title ?? "Error"} className="p-4">
      <p className="mt-1">{message}</p>
      {hint && <p className="mt-1">{hint}</p>}
      {/* What support looks the failure up by, in the server's log. */}
      {requestId && <p className="mt-1">Reference: {requestId}</p>}
      {code === "rate_limited" ? (
        <p className="mt-2" aria-live="polite">
          Retrying in {left} s…
        </p>
      ) : (
        <Button variant="error" onClick={onRetry} className="mt-3">
          Try again
        </Button>
      )}
    </Notice>
  );
}
