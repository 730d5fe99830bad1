"use client";
import { useRouter } from "next/navigation";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { usePlayerActions } from "@/components/audio-player/player-context";
import { CallPivots } from "@/components/ui/call-pivots";
import { LiveStatus } from "@/components/ui/live-status";
import { ShortcutsHelp } from "@/components/ui/shortcuts-help";
import { CALL_FIELDS, type CallField } from "@/lib/call-results/fields";
import type { CallResult } from "@/lib/call-results/schemas";
import { rememberPosition } from "@/lib/client/calls-list";
import { STATUS_LABELS } from "@/lib/labels";
import { callHref } from "@/lib/urls";
import { BackToCalls } from "./back-to-calls";
import { CallFacts } from "./call-facts";
import { CallListNeighbours } from "./call-list-neighbours";
import { CallNotes } from "./call-notes";
import { useCallNeighbours } from "./use-call-neighbours";
import { stillChanging, useLiveCall } from "./use-live-call";
import { usePagePlayerSync } from "./use-page-player-sync";

// What a reviewer needs first, beside the recording: the state, who, the parties, when and
// how long, and the console. Every other field follows, ids first, then the spec's order.
const FIRST: CallField[] = ["audioAvailable", "status", "agentName", "from", "to", "createdAt", "durationSeconds", "detailsUrl"];
const NEXT: CallField[] = ["callId", "callTaskId", "direction", "agentId", "endUserId", "startedAt", "endedAt", "updatedAt", "isVoicemail", "resultAvailable"];
const REST: CallField[] = [...NEXT, ...CALL_FIELDS.map((f) => f.key).filter((key) => !FIRST.includes(key) && !NEXT.includes(key))];

// Every field of one call, its recording and its console page. `startAt` (from ?t=)
// loads the recording at that second. A call in progress refreshes on the live interval.
// Below them, the call's notes and reviews (CallNotes).
export function CallDetail({
  call: initial,
  startAt,
  tz,
  liveIntervalSeconds,
  userName,
  evaluation,
}: {
  call: CallResult;
  startAt?: number;
  /** The zone the page's link names, kept by its links to other calls. */
  tz?: string;
  liveIntervalSeconds: number;
  userName: string;
  /** The call's scorecard (components/quality/), laid out by the page beside the player and the notes. */
  evaluation?: ReactNode;
}) {
  const { call, state } = useLiveCall(initial, liveIntervalSeconds);
  const [watched] = useState(() => stillChanging(initial, Date.now()));
  const { load } = usePlayerActions();
  // One polite sentence when the call moves on, not one per refresh.
  const [announcement, setAnnouncement] = useState("");
  const lastSeen = useRef({ status: initial.status, audio: initial.audioAvailable });
  useEffect(() => {
    const was = lastSeen.current;
    if (was.status === call.status && was.audio === call.audioAvailable) return;
    lastSeen.current = { status: call.status, audio: call.audioAvailable };
    setAnnouncement(`The call is now ${STATUS_LABELS[call.status].toLowerCase()}.${call.audioAvailable && !was.audio ? " Its recording can be played." : ""}`);
  }, [call]);
  const loaded = useRef(false);
  useEffect(() => {
    if (loaded.current || startAt === undefined || !call.audioAvailable) return;
    loaded.current = true;
    void load(call.callId, { autoplay: true, startAt });
  }, [call, startAt, load]);
  usePagePlayerSync(call.callId, call.audioAvailable);
  const router = useRouter();
  const neighbours = useCallNeighbours(call.callId);
  const next = neighbours?.next.kind === "call" ? { list: neighbours.list, ...neighbours.next } : undefined;
  const goNext = next
    ? () => {
        rememberPosition(next.list, next.call.callId, next.page);
        router.push(callHref(next.call.callId, { tz }));
      }
    : undefined;

  return (
    <article aria-labelledby="call-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BackToCalls />
        <div className="flex flex-wrap items-center gap-x-4">
          <CallListNeighbours found={neighbours} tz={tz} />
          <ShortcutsHelp place="page" />
        </div>
      </div>
      <h1 id="call-heading" className="text-2xl font-semibold">
        Call <span className="font-mono text-xl">{call.callId}</span>
      </h1>
      <CallPivots call={call} />
      {watched && <LiveStatus id="call-live-status" state={state} intervalSeconds={liveIntervalSeconds} />}
      <span role="status" className="sr-only">
        {announcement}
      </span>
      <CallFacts call={call} fields={FIRST} startAt={startAt} label="Listen" wide />
      {evaluation}
      <CallNotes key={call.callId} callId={call.callId} userName={userName} next={goNext} />
      <h2 className="text-lg font-semibold">All fields</h2>
      <CallFacts call={call} fields={REST} startAt={startAt} label="All fields" />
    </article>
  );
}
