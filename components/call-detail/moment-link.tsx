"use client";
import type { MouseEvent } from "react";
import { usePlayerActions, usePlayerState } from "@/components/audio-player/player-context";
import { formatMoment } from "@/lib/reviews/review";

// "Play from 0:42": a link to the call at that moment (?t=, so it can be opened or copied)
// that, clicked here, seeks the shared player there and plays.
export function MomentLink({ callId, seconds }: { callId: string; seconds: number }) {
  const mine = usePlayerState((s) => (s.callId !== callId ? "other" : s.playing ? "playing" : "loaded"));
  const player = usePlayerActions();
  function play(e: MouseEvent) {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return; // a new tab keeps the link's own way
    e.preventDefault();
    if (mine === "other") return void player.load(callId, { autoplay: true, startAt: seconds });
    player.seek(seconds);
    if (mine !== "playing") player.togglePlay();
  }
  const moment = formatMoment(seconds);
  return (
    <a
      href={`/calls/${encodeURIComponent(callId)}?t=${Math.floor(seconds)}`}
      onClick={play}
      onPointerEnter={player.preload}
      className="font-mono text-sm text-sky-800 underline underline-offset-2 focus-ring"
    >
      Play from {moment}
    </a>
  );
}
