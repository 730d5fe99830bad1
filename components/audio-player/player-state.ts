// The shared player's state, apart from the engine (player-engine.ts): the page reads it
// from the first render, while the engine's code loads only when a recording is wanted.
import type { DashboardErrorCode } from "@/lib/errors";

export type PlayerError =
  | { kind: "api"; code: DashboardErrorCode; message: string; retryAfterSeconds?: number; requestId?: string }
  | { kind: "format" }
  | { kind: "media"; message: string };

export interface PlayerState {
  callId: string | null;
  status: "idle" | "loading" | "ready" | "error";
  error?: PlayerError;
  playing: boolean;
  /** The recording played to its end (what "Autoplay next" waits for). */
  ended: boolean;
  currentTime: number;
  duration: number;
  rate: number;
  volume: number;
  muted: boolean;
  /** A new signed URL is being fetched. */
  refreshing: boolean;
}

export const INITIAL_PLAYER_STATE: PlayerState = {
  callId: null,
  status: "idle",
  playing: false,
  ended: false,
  currentTime: 0,
  duration: 0,
  rate: 1,
  volume: 1,
  muted: false,
  refreshing: false,
};
