"use client";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import type { CallResult, ListResponse } from "@/lib/call-results/schemas";
import { useTimeZone } from "@/lib/client/time-zone";
import { liveCallOptions } from "@/lib/dashboard-api/live";
import { callOptions } from "@/lib/dashboard-api/recordings";
import { formatDateTime, formatDuration } from "@/lib/format";
import { DIRECTION_LABELS } from "@/lib/labels";
import { callHref } from "@/lib/urls";

/** The call as a page already on screen has it (a page of the list, or the call's own page), if one does. */
function cachedCall(queryClient: QueryClient, callId: string): CallResult | undefined {
  const live = queryClient.getQueryData(liveCallOptions(callId).queryKey);
  if (live) return live;
  // Every page of every list (callResultsOptions' keys and their live twins).
  for (const [, page] of queryClient.getQueriesData<ListResponse>({ queryKey: ["call-results"] })) {
    const found = page?.data.find((c) => c.callId === callId);
    if (found) return found;
  }
  return undefined;
}

// Who and when: the call's agent, direction, parties, created time (in the time zone the
// user chose) and duration, with a link to its page. From the row already on screen when
// there is one, else fetched once (a recorded call's facts are final). `detailsClassName`
// goes on all but the link (the compact player hides them on phones until "More").
export function NowPlaying({ callId, detailsClassName }: { callId: string; detailsClassName: string }) {
  const queryClient = useQueryClient();
  const { zone } = useTimeZone();
  const { data: call } = useQuery({ ...callOptions(callId), initialData: () => cachedCall(queryClient, callId) });
  return (
    <p className="flex min-w-0 flex-wrap items-baseline gap-x-3 gap-y-0.5 text-sm">
      <Link
        // The page's own zone (`tz=`) carries over: the player docks outside the view's zone.
        href={callHref(callId, { tz: new URLSearchParams(window.location.search).get("tz") })}
        className="min-w-0 truncate rounded text-sky-300 underline underline-offset-2 hover:text-sky-200 focus-visible:outline-2 focus-visible:outline-sky-400"
      >
        Call <span className="font-mono">{callId}</span>
      </Link>
      {call && (
        <span className={`contents ${detailsClassName}`}>
          <span>
            <span className="sr-only">Agent: </span>
            {call.agentName ?? call.agentId}
          </span>
          <span className="text-slate-300">{DIRECTION_LABELS[call.direction]}</span>
          <span className="font-mono text-xs">
            {call.from}
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> to </span>
            {call.to}
          </span>
          <span className="text-slate-300">
            <span className="sr-only">Created </span>
            <time dateTime={call.createdAt}>{formatDateTime(call.createdAt, zone)}</time>
          </span>
          {call.durationSeconds !== null && (
            <span className="text-slate-300">
              <span className="sr-only">Duration </span>
              {formatDuration(call.durationSeconds)}
            </span>
          )}
        </span>
      )}
    </p>
  );
}
