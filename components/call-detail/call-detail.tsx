"use client";
import { BackToCalls } from "@/components/layout/back-to-calls";
import { CallPivots } from "@/components/ui/call-pivots";
import { useEffect, useRef, useState } from "react";
import { FIELD_RENDERERS } from "@/components/call-fields/field-renderers";
import { usePlayerActions } from "@/components/audio-player/player-context";
import { CALL_FIELDS, type CallField, callField } from "@/lib/call-results/fields";
import type { CallResult } from "@/lib/call-results/schemas";
import { STATUS_LABELS } from "@/lib/labels";
import { LiveStatus } from "@/components/calls/live-status";
import { stillChanging, useLiveCall } from "./use-live-call";

// What a reader looks for first: the state, the ids, the parties, then the times; any
// other field follows in the spec's order.
const FIRST: CallField[] = [
  "status",
  "callId",
  "callTaskId",
  "direction",
  "from",
  "to",
  "agentName",
  "agentId",
  "endUserId",
  "createdAt",
  "startedAt",
  "endedAt",
  "durationSeconds",
  "updatedAt",
  "isVoicemail",
  "resultAvailable",
  "audioAvailable",
  "detailsUrl",
];
const DETAIL_ORDER: CallField[] = [...FIRST, ...CALL_FIELDS.map((f) => f.key).filter((key) => !FIRST.includes(key))];

// Every field of one call, its recording and its console page. `startAt` (from ?t=)
// loads the recording at that second. A call in progress refreshes on the live interval.
export function CallDetail({ call: initial, startAt, liveIntervalSeconds }: { call: CallResult; startAt?: number; liveIntervalSeconds: number }) {
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

  return (
    <article aria-labelledby="call-heading" className="space-y-4">
      <BackToCalls />
      <h1 id="call-heading" className="text-2xl font-semibold">
        Call <span className="font-mono text-xl">{call.callId}</span>
      </h1>
      <CallPivots call={call} />
      {watched && <LiveStatus id="call-live-status" state={state} intervalSeconds={liveIntervalSeconds} />}
      <span role="status" className="sr-only">
        {announcement}
      </span>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-md border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3">
        {DETAIL_ORDER.map((key) => (
          <div key={key} className="min-w-0">
            <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{callField(key).label}</dt>
            <dd className="mt-0.5 break-words">{FIELD_RENDERERS[key](call, { place: "detail", startAt })}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
