"use client";
import { LiveStatus } from "@/components/ui/live-status";
import type { ListQuery } from "@/lib/call-results/list-query";
import { useTimeZone } from "@/lib/client/time-zone";
import { formatDateTime } from "@/lib/format";
import { type LiveFeedInput, useLiveFeed } from "./use-live-feed";

// What stands beside the Live switch while it is on: why the view is paused and its fix, or
// what the refreshes are doing; and the refreshes themselves (use-live-feed.ts).
export function LiveFeed({ id, onFix, ...input }: LiveFeedInput & { id: string; onFix: (patch: Partial<ListQuery>) => void }) {
  const { pause, state, since } = useLiveFeed(input);
  const { zone } = useTimeZone();
  if (pause) {
    return (
      <span id={id} className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        {pause.reason}
        <button type="button" onClick={() => onFix(pause.fix)} className="focus-ring rounded px-1 text-sky-800 underline underline-offset-2 hover:bg-slate-100">
          {pause.fixLabel}
        </button>
      </span>
    );
  }
  return <LiveStatus id={id} state={state} intervalSeconds={input.intervalSeconds} since={since ? formatDateTime(since, zone) : undefined} />;
}
