"use client";
import dynamic from "next/dynamic";
import { usePlayerState } from "./player-context";

// The player's controls load with the first recording, not with every page.
const RecordingPlayer = dynamic(() => import("./recording-player").then((m) => m.RecordingPlayer));

export function PlayerDock() {
  const callId = usePlayerState((s) => s.callId);
  return callId ? <RecordingPlayer /> : null;
}
