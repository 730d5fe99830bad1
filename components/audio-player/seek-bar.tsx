"use client";
import { formatDuration } from "@/lib/format";
import { PlayerSlider } from "./player-slider";

const clock = (seconds: number) => formatDuration(Math.max(0, Math.floor(seconds)));

// Where the recording is, and the slider to move there; the times beside it are for the eye
// (the slider says both to a screen reader).
export function SeekBar({
  currentTime,
  duration,
  disabled,
  onSeek,
}: {
  currentTime: number;
  duration: number;
  disabled: boolean;
  onSeek: (seconds: number) => void;
}) {
  return (
    <div className="flex min-w-48 flex-1 items-center gap-2">
      <span className="font-mono text-xs tabular-nums" aria-hidden="true">
        {clock(currentTime)}
      </span>
      <PlayerSlider
        label="Seek"
        min={0}
        max={Math.max(duration, 1)}
        step={1}
        value={Math.min(currentTime, duration || currentTime)}
        aria-valuetext={`${clock(currentTime)} of ${clock(duration)}`}
        onValue={onSeek}
        disabled={disabled || duration === 0}
        className="flex-1"
      />
      <span className="font-mono text-xs tabular-nums" aria-hidden="true">
        {clock(duration)}
      </span>
    </div>
  );
}
