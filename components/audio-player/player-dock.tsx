"use client";
import dynamic from "next/dynamic";
import { usePlayer } from "./player-context";

// The player's controls load with the first recording, not with every page.
const RecordingPlayer = dynamic(() => import("./recording-player").then((m) => m.RecordingPlayer));

export function PlayerDock() {
  const { callId } = usePlayer();
  return callId ? <RecordingPlayer /> : null;
}
