"use client";
import { Button } from "@/components/ui/button";
import { ErrorReference } from "@/components/ui/error-reference";
import { useCountdown } from "@/lib/client/use-countdown";
import type { PlayerError as PlayerErrorValue } from "./player-state";

// A specific message for each way playback can fail, and what can be done about it.
export function PlayerError({ error, onRetry, onDownload }: { error: PlayerErrorValue; onRetry: () => void; onDownload?: () => void }) {
  const rateLimited = error.kind === "api" && error.code === "rate_limited";
  const left = useCountdown(rateLimited && error.kind === "api" ? (error.retryAfterSeconds ?? 5) : undefined, onRetry);

  let text: string;
  let action: "retry" | "download" | null = "retry";
  if (error.kind === "format") {
    text = onDownload
      ? "This browser cannot play this recording's format. Download it to listen in another player."
      : "This browser cannot play this recording's format (downloading needs the downloader role).";
    action = onDownload ? "download" : null;
  } else if (error.kind === "media") {
    text = error.message;
  } else if (error.code === "recording_not_found") {
    text = "No recording exists for this call.";
    action = null;
  } else if (rateLimited) {
    text = `Too many requests to the Call Results Service. Retrying in ${left} s…`;
    action = null;
  } else if (error.code === "upstream_error" || error.code === "upstream_timeout") {
    text = "The Call Results Service is unavailable, so no recording link could be fetched.";
  } else {
    text = error.message;
  }
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-950">
      <span>{text}</span>
      <ErrorReference error={error} className="" />
      {action === "retry" && (
        <Button variant="error" onClick={onRetry}>
          Try again
        </Button>
      )}
      {action === "download" && (
        <Button variant="error" onClick={() => onDownload?.()}>
          Download instead
        </Button>
      )}
    </div>
  );
}
