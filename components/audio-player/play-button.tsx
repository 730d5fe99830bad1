"use client";
import { Icon } from "@/components/ui/icon";
import type { CallResult } from "@/lib/call-results/schemas";
import { useCan } from "@/lib/client/role";
import { usePlayerActions, usePlayerState } from "./player-context";

const LIVE = new Set(["preparing", "ringing", "in_progress"]);

/** Why a call has no recording to play, in words. */
function noRecordingReason(call: Pick<CallResult, "status" | "resultAvailable">): string {
  if (LIVE.has(call.status)) return "Call in progress";
  if (!call.resultAvailable) return "Result unavailable";
  return "No recording";
}

// Plays a call's recording in the shared player, or says why there is none. `startAt` is
// where a first press starts (a shared link's ?t=); once loaded, Play resumes where it is.
// `compact` (the calls table's actions column, issue #28): one 28 px slot whatever the
// state, so the row's actions stay narrow and line up; the words ("Playing", why there is
// nothing to play) go to the title and to screen readers, and the pressed button shows
// which row is in the player.
export function PlayButton({
  call,
  startAt,
  compact = false,
}: {
  call: Pick<CallResult, "callId" | "status" | "resultAvailable" | "audioAvailable">;
  startAt?: number;
  compact?: boolean;
}) {
  // Only this call's part of the player's state: other rows stay still while one plays.
  const mine = usePlayerState((s) => (s.callId !== call.callId ? "other" : s.playing ? "playing" : "loaded"));
  const player = usePlayerActions();
  const canListen = useCan("listener");
  const reason = !call.audioAvailable ? noRecordingReason(call) : !canListen ? "Listening needs the listener role" : undefined;
  if (reason && compact) {
    return (
      <span title={reason} className="no-audio">
        <Icon name="no-audio" className="size-4" />
        <span className="sr-only">{reason}</span>
      </span>
    );
  }
  if (reason) return <span className="play-reason">{reason}</span>;
  const current = mine !== "other";
  const playing = mine === "playing";
  const state = playing ? "Playing" : "In player";
  return (
    <span className="play-cell">
      <button
        type="button"
        aria-label={`${playing ? "Pause" : "Play"} recording of call ${call.callId}`}
        aria-pressed={current ? playing : undefined}
        title={compact && current ? state : undefined}
        onClick={() => (current ? player.togglePlay() : void player.load(call.callId, { autoplay: true, startAt }))}
        // About to press: the engine's code starts loading now, not on the press.
        onPointerEnter={player.preload}
        onFocus={player.preload}
        // Filled while its call is in the player (aria-pressed is set then: app/controls.css).
        className="play-button"
      >
        <Icon name={playing ? "pause" : "play"} className="size-4" />
      </button>
      {current && <span className={compact ? "sr-only" : "play-state"}>{state}</span>}
    </span>
  );
}
