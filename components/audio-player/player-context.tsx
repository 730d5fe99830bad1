"use client";
// React's side of the one shared recording player (player-engine.ts, loaded on demand by
// player-loader.ts). Components read the slice of state they show through a selector, and
// the actions are stable: a timeupdate re-renders the player's clock, not every Play
// button of a 500-row table.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState, useSyncExternalStore } from "react";
import { useCan } from "@/lib/client/role";
import { whenIdle } from "@/lib/client/when-idle";
import { type PlayerActions, PlayerLoader } from "./player-loader";
import { INITIAL_PLAYER_STATE, type PlayerState } from "./player-state";

const PlayerContext = createContext<PlayerLoader | null>(null);

export function PlayerProvider({ children }: { children: ReactNode }) {
  // The engine starts at the speed and volume kept in this browser, and keeps their changes.
  const [player] = useState(() => new PlayerLoader(() => import("./create-engine").then((m) => m.createEngine())));
  // A ref callback, not an effect: it runs at commit, before the effects of the page below
  // (a shared link's automatic start) ask the engine to load.
  const attach = useCallback((audio: HTMLAudioElement | null) => (audio ? player.attach(audio) : undefined), [player]);
  // Once the page is up and the browser idle, the engine's code loads for whoever may listen,
  // so a first Play seldom waits for it.
  const canListen = useCan("listener");
  useEffect(() => (canListen ? whenIdle(player.actions.preload, 5_000) : undefined), [player, canListen]);
  return (
    <PlayerContext.Provider value={player}>
      {children}
      {/* The one media element; the page never relays audio bytes, storage streams them. */}
      <audio ref={attach} preload="metadata" className="hidden" />
    </PlayerContext.Provider>
  );
}

function usePlayer(): PlayerLoader {
  const player = useContext(PlayerContext);
  if (!player) throw new Error("the player needs a PlayerProvider");
  return player;
}

/** A slice of the player's state; the component re-renders only when the slice changes. Select primitives or the state itself. */
export function usePlayerState<T>(selector: (state: PlayerState) => T): T {
  const player = usePlayer();
  return useSyncExternalStore(
    player.subscribe,
    () => selector(player.getState()),
    () => selector(INITIAL_PLAYER_STATE),
  );
}

/** The player's actions, the same for the page's whole life. */
export function usePlayerActions(): PlayerActions {
  return usePlayer().actions;
}
