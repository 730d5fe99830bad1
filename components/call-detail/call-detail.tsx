"use client";
import Link from "next/link";
import { useEffect, useRef } from "react";
import type { CallResult } from "@/lib/call-results/schemas";
import { formatDuration } from "@/lib/format";
import { PlayButton } from "@/components/audio-player/play-button";
import { usePlayer } from "@/components/audio-player/player-context";
import { ConsoleLink } from "@/components/ui/console-link";
import { DirectionLabel } from "@/components/ui/direction-label";
import { EmptyValue } from "@/components/ui/empty-value";
import { IdValue } from "@/components/ui/id-value";
import { RelativeTime } from "@/components/ui/relative-time";
import { StatusBadge } from "@/components/ui/status-badge";
import { YesNo } from "@/components/ui/yes-no";

const time = (v: string | null, nullLabel: string) => (v === null ? <EmptyValue label={nullLabel} /> : <RelativeTime iso={v} />);

// Every field of one call, its recording and its console page. `startAt` (from ?t=)
// loads the recording at that second.
export function CallDetail({ call, startAt }: { call: CallResult; startAt?: number }) {
  const player = usePlayer();
  const loaded = useRef(false);
  useEffect(() => {
    if (loaded.current || startAt === undefined || !call.audioAvailable) return;
    loaded.current = true;
    void player.load(call.callId, { autoplay: true, startAt });
  }, [call, startAt, player]);

  const fields: Array<[string, React.ReactNode]> = [
    ["Status", <StatusBadge key="s" status={call.status} />],
    ["Call ID", <IdValue key="c" value={call.callId} name="call ID" nullLabel="none" />],
    ["Call task ID", <IdValue key="t" value={call.callTaskId} name="call task ID" nullLabel="no call task" />],
    ["Direction", <DirectionLabel key="d" direction={call.direction} />],
    [
      "From",
      <span key="f" className="font-mono">
        {call.from}
      </span>,
    ],
    [
      "To",
      <span key="to" className="font-mono">
        {call.to}
      </span>,
    ],
    ["Agent", call.agentName ?? <EmptyValue key="a" label="agent name unavailable" />],
    ["Agent ID", <IdValue key="ai" value={call.agentId} name="agent ID" nullLabel="none" />],
    ["End user ID", <IdValue key="e" value={call.endUserId} name="end user ID" nullLabel="no end user" />],
    ["Created", time(call.createdAt, "")],
    ["Started", time(call.startedAt, "not started")],
    ["Ended", time(call.endedAt, "not ended")],
    [
      "Duration",
      call.durationSeconds === null ? (
        <EmptyValue key="du" label="not determined" />
      ) : (
        <span key="du" className="font-mono">
          {formatDuration(call.durationSeconds)}
        </span>
      ),
    ],
    ["Updated", time(call.updatedAt, "")],
    ["Voicemail", <YesNo key="v" value={call.isVoicemail} />],
    ["Result available", <YesNo key="r" value={call.resultAvailable} />],
    ["Recording", <PlayButton key="p" call={call} startAt={startAt} />],
    ["Console", <ConsoleLink key="co" url={call.detailsUrl} callId={call.callId} />],
  ];
  return (
    <article aria-labelledby="call-heading" className="space-y-4">
      <Link href="/" className="text-sm text-sky-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-sky-600">
        ← All calls
      </Link>
      <h1 id="call-heading" className="text-2xl font-semibold">
        Call <span className="font-mono text-xl">{call.callId}</span>
      </h1>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-md border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3">
        {fields.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
            <dd className="mt-0.5 break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
