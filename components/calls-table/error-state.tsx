"use client";
import { useEffect, useState } from "react";
import { DASHBOARD_ERRORS, type DashboardErrorCode, errorHint } from "@/lib/errors";

interface ErrorStateProps {
  code: DashboardErrorCode;
  message: string;
  retryAfterSeconds?: number;
  onRetry: () => void;
}

// What went wrong, in the words of the proxy's error code, and what can be done now.
export function ErrorState({ code, message, retryAfterSeconds, onRetry }: ErrorStateProps) {
  const [left, setLeft] = useState(code === "rate_limited" ? Math.max(1, retryAfterSeconds ?? 5) : 0);

  // Rate limited: count down, then try again without being asked.
  useEffect(() => {
    if (code !== "rate_limited") return;
    if (left <= 0) {
      onRetry();
      return;
    }
    const t = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(t);
  }, [code, left, onRetry]);

  const hint = errorHint(code);

  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-950">
      <p className="font-semibold">{DASHBOARD_ERRORS[code]?.title ?? "Error"}</p>
      <p className="mt-1 text-sm">{message}</p>
      {hint && <p className="mt-1 text-sm">{hint}</p>}
      {code === "rate_limited" ? (
        <p className="mt-2 text-sm" aria-live="polite">
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
    </div>
  );
}
