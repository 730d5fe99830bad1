"use client";
import { Button } from "@/components/ui/button";
import { PathIcon } from "./path-icon";
import { PLAYER_ICONS } from "./player-icons";
import { PlayerSlider } from "./player-slider";

interface VolumeControlProps {
  volume: number;
  muted: boolean;
  onVolume: (volume: number) => void;
  onToggleMute: () => void;
  /** The wrapper's id and classes (the player hides it on phones until "More"). */
  id: string;
  className: string;
}

// Mute and the volume slider; the volume stays for the next recording and the next visit.
export function VolumeControl({ volume, muted, onVolume, onToggleMute, id, className }: VolumeControlProps) {
  const percent = Math.round((muted ? 0 : volume) * 100);
  const label = muted ? "Unmute" : "Mute";
  return (
    <div id={id} className={`flex items-center gap-1 ${className}`}>
      <Button variant="player" onClick={onToggleMute} aria-label={label} title={label}>
        <PathIcon path={PLAYER_ICONS[muted || volume === 0 ? "volume-off" : "volume"]} />
      </Button>
      <PlayerSlider
        label="Volume"
        min={0}
        max={100}
        value={percent}
        aria-valuetext={`${percent}%`}
        onValue={(value) => onVolume(value / 100)}
        className="w-24"
      />
    </div>
  );
}
