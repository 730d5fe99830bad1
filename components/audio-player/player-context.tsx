"use client";
// React's side of the one shared recording player (player-engine.ts). Components read the
// slice of state they show through a selector, and the actions are stable: a timeupdate
// re-renders the player's clock, not every Play button of a 500-row table.
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState, useSyncExternalStore } from "react";
import { fetchRecording } from "@/lib/client/api-client";
import { downloadRecording } from "./download-recording";
import { INITIAL_PLAYER_STATE, PlayerEngine, type PlayerState } from "./player-engine";

export interface PlayerActions
  extends Pick<PlayerEngine, "load" | "togglePlay" | "seek" | "skip" | "setRate" | "stepRate" | "setVolume" | "toggleMute" | "retry" | "close"> {
  download: () => Promise<void>;
  /** Plays or pauses this call's recording: the loaded call toggles, another call loads and plays. */
  toggleCall: (callId: string) => void;
}

const PlayerContext = createContext<PlayerEngine | null>(null);

export function PlayerProvider({ children }: { children: ReactNode }) {
  const [engine] = useState(() => new PlayerEngine((callId) => fetchRecording(callId)));
  // A ref callback, not an effect: it runs at commit, before the effects of the page below
  // (a shared link's automatic start) ask the engine to load.
  const attach = useCallback((audio: HTMLAudioElement | null) => (audio ? engine.attach(audio) : undefined), [engine]);
  return (
    <PlayerContext.Provider value={engine}>
      {children}
      {/* The one media element; the page never relays audio bytes, storage streams them. */}
      <audio ref={attach} preload="metadata" className="hidden" />
    </PlayerContext.Provider>
  );
}

function usePlayerEngine(): PlayerEngine {
  const engine = useContext(PlayerContext);
  if (!engine) throw new Error("the player needs a PlayerProvider");
  return engine;
}

/** A slice of the player's state; the component re-renders only when the slice changes. Select primitives or the state itself. */
export function usePlayerState<T>(selector: (state: PlayerState) => T): T {
  const engine = usePlayerEngine();
  return useSyncExternalStore(
    engine.subscribe,
    () => selector(engine.getState()),
    () => selector(INITIAL_PLAYER_STATE),
  );
}

/** The player's actions, the same for the page's whole life. */
export function usePlayerActions(): PlayerActions {
  const engine = usePlayerEngine();
  return useMemo(
    () => ({
      load: engine.load,
      togglePlay: engine.togglePlay,
      seek: engine.seek,
      skip: engine.skip,
      setRate: engine.setRate,
      stepRate: engine.stepRate,
      setVolume: engine.setVolume,
      toggleMute: engine.toggleMute,
      retry: engine.retry,
      close: engine.close,
      download: async () => {
        const { callId } = engine.getState();
        if (!callId) return;
        await downloadRecording(callId).catch(engine.fail);
      },
      // Read at the press, not subscribed to: the calls table's `p` must not re-render the table.
      toggleCall: (callId) => (engine.getState().callId === callId ? engine.togglePlay() : void engine.load(callId, { autoplay: true })),
    }),
    [engine],
  );
}
