// The shared recording player without React: it fetches a signed URL just in time, lets
// the media element stream it straight from storage, and survives the URL expiring:
// before playing, and when playback fails or stalls on an expired URL, it fetches a new
// one and resumes at the same position. React subscribes to its state (player-context, through
// player-loader, which loads this module on demand).
import type { RecordingInfo } from "@/lib/call-results/schemas";
import { ApiError } from "@/lib/dashboard-api/fetch";
import { INITIAL_PLAYER_STATE, type PlayerError, type PlayerState } from "./player-state";

export const SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const SKIP_SECONDS = 10;
// A URL this close to its expiry is replaced before playing from it.
const MIN_VALIDITY_MS = 15_000;
// Waiting this long without progress on an expired URL counts as a failure (Chromium
// keeps retrying an expired URL and fires only waiting/stalled).
export const STALL_MS = 2_500;
// Media failures in a row, each answered with a new URL, before the player gives up.
const MAX_FAILURES = 2;

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

export function toPlayerError(error: unknown): PlayerError {
  if (error instanceof ApiError) return { kind: "api", code: error.code, message: error.message, retryAfterSeconds: error.retryAfterSeconds };
  return { kind: "media", message: "The recording could not be loaded." };
}

export class PlayerEngine {
  private state: PlayerState = INITIAL_PLAYER_STATE;
  private readonly listeners = new Set<() => void>();
  private media: MediaLike | undefined;
  private callId: string | null = null;
  private info: RecordingInfo | undefined;
  private inflight: Promise<RecordingInfo> | undefined;
  /** Where playback is, or should resume. */
  private position = 0;
  private wantPlaying = false;
  /** Failed loads since the last progress. */
  private failures = 0;
  private recovering = false;
  /** The load under way, which another Play for the same call joins. */
  private loading: Promise<void> | undefined;
  private stallTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly fetchUrl: (callId: string) => Promise<RecordingInfo>,
    private readonly now: () => number = Date.now,
  ) {}

  getState = (): PlayerState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private patch(p: Partial<PlayerState>) {
    this.state = { ...this.state, ...p };
    for (const listener of this.listeners) listener();
  }

  /** Wires the media element's events; returns the unwiring. */
  attach(media: MediaLike): () => void {
    this.media = media;
    const clearStall = () => clearTimeout(this.stallTimer);
    const watchStall = () => {
      clearStall();
      const at = media.currentTime;
      this.stallTimer = setTimeout(() => {
        const stuck = Math.abs(media.currentTime - at) < 0.01 && (media.seeking || (this.wantPlaying && media.readyState < 3));
        if (stuck && !this.urlIsFresh()) void this.reattach();
      }, STALL_MS);
    };
    const handlers: Record<string, () => void> = {
      timeupdate: () => {
        if (!media.seeking && !this.recovering && media.currentTime > 0) this.position = media.currentTime;
        if (!media.paused) this.failures = 0;
        this.patch({ currentTime: media.currentTime });
      },
      durationchange: () => this.patch({ duration: Number.isFinite(media.duration) ? media.duration : 0 }),
      play: () => this.patch({ playing: true }),
      playing: () => {
        clearStall();
        this.patch({ playing: true });
      },
      pause: () => this.patch({ playing: false }),
      ratechange: () => this.patch({ rate: media.playbackRate }),
      volumechange: () => this.patch({ volume: media.volume, muted: media.muted }),
      seeking: () => {
        // Wherever the user (or the browser's own controls) jumped is where to resume.
        if (!this.recovering) this.position = media.currentTime;
        watchStall();
      },
      seeked: clearStall,
      waiting: watchStall,
      stalled: watchStall,
      error: () => {
        clearStall();
        if (!this.recovering && media.getAttribute("src")) this.onMediaFailure();
      },
    };
    for (const [event, handler] of Object.entries(handlers)) media.addEventListener(event, handler);
    return () => {
      clearStall();
      for (const [event, handler] of Object.entries(handlers)) media.removeEventListener(event, handler);
      if (this.media === media) this.media = undefined;
    };
  }

  private urlIsFresh(): boolean {
    return !!this.info && Date.parse(this.info.expiresAt) - this.now() > MIN_VALIDITY_MS;
  }

  /** A new signed URL for the current call; concurrent callers share one request. */
  private refreshUrl(): Promise<RecordingInfo> {
    const callId = this.callId;
    if (!callId) return Promise.reject(new Error("no recording loaded"));
    if (!this.inflight) {
      this.patch({ refreshing: true });
      this.inflight = this.fetchUrl(callId)
        .then((info) => {
          if (this.callId === callId) this.info = info;
          return info;
        })
        .finally(() => {
          this.inflight = undefined;
          this.patch({ refreshing: false });
        });
    }
    return this.inflight;
  }

  /** Points the element at a fresh URL and continues at the remembered position. */
  private async reattach(): Promise<void> {
    const media = this.media;
    if (!media || this.recovering) return;
    this.recovering = true;
    const position = this.position;
    let mediaFailed = false;
    try {
      const info = this.urlIsFresh() ? this.info! : await this.refreshUrl();
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
      this.patch({ status: "ready", error: undefined });
      if (this.wantPlaying) await media.play().catch(() => this.patch({ playing: false }));
    } catch (error) {
      // Keep the position: a retry resumes from there.
      if (error instanceof ApiError) this.patch({ status: "error", error: toPlayerError(error), playing: false });
      else mediaFailed = true;
    } finally {
      this.recovering = false;
    }
    if (mediaFailed) this.onMediaFailure();
  }

  private onMediaFailure() {
    const media = this.media;
    if (!media || !this.callId) return;
    this.failures += 1;
    if (this.failures <= MAX_FAILURES) {
      // Most often the signed URL has expired: fetch a new one and carry on.
      this.info = undefined;
      void this.reattach();
      return;
    }
    const notSupported = media.error?.code === 4; // MEDIA_ERR_SRC_NOT_SUPPORTED, with a fresh URL
    this.patch({
      status: "error",
      playing: false,
      error: notSupported ? { kind: "format" } : { kind: "media", message: "The recording could not be loaded from storage." },
    });
  }

  /** `info`, when already at hand (e.g. from the by-call-task answer), saves a request. */
  load = async (callId: string, options: { autoplay?: boolean; startAt?: number; info?: RecordingInfo } = {}): Promise<void> => {
    const media = this.media;
    if (!media) return;
    // A second Play for the call being loaded (a shared link's automatic start and the
    // user's press, in either order) joins that load: starting over would drop the
    // position the link asked for and fetch a second URL.
    if (this.callId === callId && this.loading) {
      if (options.autoplay ?? true) this.wantPlaying = true;
      return this.loading;
    }
    media.pause();
    this.callId = callId;
    this.info = options.info;
    this.position = options.startAt ?? 0;
    this.wantPlaying = options.autoplay ?? true;
    this.failures = 0;
    media.removeAttribute("src");
    media.load();
    const { rate, volume, muted } = this.state;
    this.patch({ ...INITIAL_PLAYER_STATE, rate, volume, muted, callId, status: "loading", currentTime: options.startAt ?? 0 });
    const loading = (async () => {
      try {
        if (!this.urlIsFresh()) await this.refreshUrl();
      } catch (error) {
        if (this.callId === callId) this.patch({ status: "error", error: toPlayerError(error) });
        return;
      }
      if (this.callId === callId) await this.reattach();
    })();
    this.loading = loading;
    await loading.finally(() => {
      if (this.loading === loading) this.loading = undefined;
    });
  };

  togglePlay = (): void => {
    const media = this.media;
    if (!media || !this.callId) return;
    if (!media.paused) {
      this.wantPlaying = false;
      media.pause();
      return;
    }
    this.wantPlaying = true;
    // An expired (or nearly expired) URL is replaced before playing from it.
    if (!this.urlIsFresh() || !media.getAttribute("src")) void this.reattach();
    else void media.play().catch(() => this.patch({ playing: false }));
  };

  seek = (seconds: number): void => {
    const media = this.media;
    if (!media) return;
    const max = Number.isFinite(media.duration) ? media.duration : seconds;
    const target = Math.max(0, Math.min(seconds, max));
    this.position = target;
    if (!this.urlIsFresh()) void this.reattach();
    else media.currentTime = target;
    this.patch({ currentTime: target });
  };

  skip = (delta: number): void => {
    const media = this.media;
    if (media) this.seek((media.currentTime || this.position) + delta);
  };

  setRate = (rate: number): void => {
    if (this.media) this.media.playbackRate = rate;
  };

  stepRate = (direction: 1 | -1): void => {
    const media = this.media;
    if (!media) return;
    const i = SPEEDS.findIndex((s) => s >= media.playbackRate - 0.001);
    media.playbackRate = SPEEDS[Math.max(0, Math.min(SPEEDS.length - 1, (i < 0 ? SPEEDS.length - 1 : i) + direction))]!;
  };

  setVolume = (volume: number): void => {
    const media = this.media;
    if (!media) return;
    media.volume = Math.max(0, Math.min(1, volume));
    if (media.volume > 0) media.muted = false;
  };

  toggleMute = (): void => {
    if (this.media) this.media.muted = !this.media.muted;
  };

  /** Shows a failure that happened outside playback (a download). */
  fail = (error: unknown): void => {
    this.patch({ status: "error", error: toPlayerError(error) });
  };

  retry = (): void => {
    if (!this.callId) return;
    this.failures = 0;
    this.info = undefined;
    this.patch({ status: "loading", error: undefined });
    void this.reattach();
  };

  close = (): void => {
    const media = this.media;
    this.callId = null;
    this.info = undefined;
    this.wantPlaying = false;
    this.position = 0;
    this.loading = undefined;
    if (media) {
      media.pause();
      media.removeAttribute("src");
      media.load();
    }
    const { rate, volume, muted } = this.state;
    this.patch({ ...INITIAL_PLAYER_STATE, rate, volume, muted });
  };
}
