"use client";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { useCountdown } from "@/lib/client/use-countdown";
import { ApiError } from "@/lib/dashboard-api/fetch";
import { DEFAULT_RETRY_AFTER_SECONDS } from "@/lib/retry-after";

// Why the summary could not be counted (summary-panel.tsx): a rate limit counts down and
// retries by itself; any other failure offers "Try again".
export function SummaryError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const limited = error instanceof ApiError && error.code === "rate_limited";
  const left = useCountdown(limited ? (error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS) : undefined, onRetry);
  return (
    <Notice tone="warning" role="status" title="The summary could not be counted">
      <p>{limited ? `The Call Results Service is rate limiting requests. Retrying in ${left} s…` : error.message}</p>
      {!limited && (
        <Button variant="warning" onClick={onRetry} className="mt-2">
          Try again
        </Button>
      )}
    </Notice>
  );
}
