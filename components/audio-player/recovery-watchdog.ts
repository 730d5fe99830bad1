// Keeps playback going when the signed URL under it expires. Failures come two ways: the
// element's error event (Firefox, on storage's 403), or none at all: Chromium keeps retrying
// an expired URL and fires only waiting/stalled, so a position that has not moved for
// STALL_MS while the player wants to play (or is seeking) counts as stuck. Either is
// answered with a fresh URL at the same position, MAX_FAILURES times in a row at most,
// before the player gives up and says why.
import { ApiError } from "@/lib/dashboard-api/fetch";
import type { MediaLike } from "./player-controls";
import type { PlayerError, PlayerState } from "./player-state";
import type { SignedUrlLease } from "./signed-url-lease";

export const STALL_MS = 2_500;
const MAX_FAILURES = 2;

/** What the engine and the watchdog share about the recording in the element. */
export interface Playback {
  media: MediaLike | undefined;
  callId: string | null;
  /** Where playback is, or should resume. */
  position: number;
  wantPlaying: boolean;
  /** A new URL is being put under the element; its events are ours, not the user's. */
  recovering: boolean;
}

export function toPlayerError(error: unknown): PlayerError {
  if (error instanceof ApiError)
    return { kind: "api", code: error.code, message: error.message, retryAfterSeconds: error.retryAfterSeconds, requestId: error.requestId };
  return { kind: "media", message: "The recording could not be loaded." };
}

export class RecoveryWatchdog {
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Failed loads since the last progress. */
  private failures = 0;

  constructor(
    private readonly p: Playback,
    private readonly lease: SignedUrlLease,
    private readonly report: (patch: Partial<PlayerState>) => void,
  ) {}

  /** Starts (or restarts) watching for no progress; a stuck element on a stale URL gets a new one. */
  watch = (): void => {
    const media = this.p.media;
    if (!media) return;
    this.clear();
    const at = media.currentTime;
    this.timer = setTimeout(() => {
      const stuck = Math.abs(media.currentTime - at) < 0.01 && (media.seeking || (this.p.wantPlaying && media.readyState < 3));
      if (stuck && !this.lease.fresh()) void this.reattach();
    }, STALL_MS);
  };

  clear = (): void => clearTimeout(this.timer);

  /** Playback moves on (or starts afresh): the failures so far are forgiven. */
  progressed(): void {
    this.failures = 0;
  }

  /** Points the element at a fresh URL and continues at the remembered position. */
  async reattach(): Promise<void> {
    const { media } = this.p;
    if (!media || this.p.recovering) return;
    this.p.recovering = true;
    const position = this.p.position;
    let mediaFailed = false;
    try {
      const info = await this.lease.get();
      // A failed element must load again even when the new link happens to be the same.
      if (media.src !== info.downloadUrl || media.error || media.readyState === 0) {
        if (media.src !== info.downloadUrl) media.src = info.downloadUrl;
        else media.load();
        await new Promise<void>((resolve, reject) => {
          media.addEventListener("loadedmetadata", () => resolve(), { once: true });
          media.addEventListener("error", () => reject(new Error("media error")), { once: true });
        });
      }
      if (Math.abs(media.currentTime - position) > 0.5) media.currentTime = position;
      this.report({ status: "ready", error: undefined });
      if (this.p.wantPlaying) await media.play().catch(() => this.report({ playing: false }));
    } catch (error) {
      // Keep the position: a retry resumes from there.
      if (error instanceof ApiError) this.report({ status: "error", error: toPlayerError(error), playing: false });
      else mediaFailed = true;
    } finally {
      this.p.recovering = false;
    }
    if (mediaFailed) this.failed();
  }

  /** The element failed to load or play: a new URL, or, after too many, the reason. */
  failed(): void {
    const { media } = this.p;
    if (!media || !this.p.callId) return;
    this.failures += 1;
    if (this.failures <= MAX_FAILURES) {
      // Most often the signed URL has expired: fetch a new one and carry on.
      this.lease.drop();
      void this.reattach();
      return;
    }
    const notSupported = media.error?.code === 4; // MEDIA_ERR_SRC_NOT_SUPPORTED, with a fresh URL
    this.report({
      status: "error",
      playing: false,
      error: notSupported ? { kind: "format" } : { kind: "media", message: "The recording could not be loaded from storage." },
    });
  }
}
