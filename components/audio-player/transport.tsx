"use client";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { PathIcon } from "./path-icon";
import { SKIP_SECONDS } from "./player-controls";
import { PLAYER_ICONS } from "./player-icons";
import type { PlayerActions } from "./player-loader";
import type { PlayThrough } from "./use-play-through";

interface TransportProps {
  playing: boolean;
  loading: boolean;
  actions: PlayerActions;
  through: PlayThrough;
  /** Classes of all but play or pause (the compact player hides them on phones until "More"). */
  extraClassName: string;
}

// The playing controls: previous call, back, play or pause, forward, next call. The calls come
// from the list the user was on (use-play-through.ts).
export function Transport({ playing, loading, actions, through, extraClassName }: TransportProps) {
  const button = (label: string, icon: keyof typeof PLAYER_ICONS, onClick: () => void, disabled: boolean) => (
    <Button variant="player" onClick={onClick} aria-label={label} title={label} disabled={disabled} className={extraClassName}>
      <PathIcon path={PLAYER_ICONS[icon]} />
    </Button>
  );
  return (
    <div className="flex items-center gap-1" aria-busy={through.busy}>
      {button("Previous call", "previous", through.previous, through.busy)}
      {button(`Back ${SKIP_SECONDS} seconds`, "skip-back", () => actions.skip(-SKIP_SECONDS), loading)}
      <button
        type="button"
        onClick={actions.togglePlay}
        aria-label={playing ? "Pause" : "Play"}
        className="inline-flex size-10 items-center justify-center rounded-full bg-white text-slate-900 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400 disabled:opacity-40"
        disabled={loading}
      >
        <Icon name={playing ? "pause" : "play"} className="size-5" />
      </button>
      {button(`Forward ${SKIP_SECONDS} seconds`, "skip-forward", () => actions.skip(SKIP_SECONDS), loading)}
      {button("Next call", "next", through.next, through.busy)}
    </div>
  );
}
