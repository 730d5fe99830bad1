// The player's controls as changes to the media element: speed, volume and where to seek.
// No state of their own: the element holds them, and its events report them back.

export const SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const SKIP_SECONDS = 10;

/** What the engine uses of an HTMLMediaElement; tests pass a fake. */
export type MediaLike = Pick<
  HTMLMediaElement,
  | "currentTime"
  | "duration"
  | "paused"
  | "readyState"
  | "seeking"
  | "error"
  | "src"
  | "playbackRate"
  | "defaultPlaybackRate"
  | "volume"
  | "muted"
  | "play"
  | "pause"
  | "load"
  | "getAttribute"
  | "removeAttribute"
  | "addEventListener"
  | "removeEventListener"
>;

/** A seek target within the recording (its length, once known). */
export function seekTarget(media: MediaLike, seconds: number): number {
  const max = Number.isFinite(media.duration) ? media.duration : seconds;
  return Math.max(0, Math.min(seconds, max));
}

/**
 * Sets the speed for this recording and the next: loading a new source resets playbackRate
 * to defaultPlaybackRate, so that is set too, and the speed survives Next.
 */
export function setRate(media: MediaLike, rate: number): void {
  media.defaultPlaybackRate = rate;
  media.playbackRate = rate;
}

/** The next speed up or down the list from `rate` (an off-list rate steps from the nearest above). */
export function steppedRate(rate: number, direction: 1 | -1): number {
  const i = SPEEDS.findIndex((s) => s >= rate - 0.001);
  return SPEEDS[Math.max(0, Math.min(SPEEDS.length - 1, (i < 0 ? SPEEDS.length - 1 : i) + direction))]!;
}

/** Sets the volume (0–1); turning it up unmutes. */
export function setVolume(media: MediaLike, volume: number): void {
  media.volume = Math.max(0, Math.min(1, volume));
  if (media.volume > 0) media.muted = false;
}
