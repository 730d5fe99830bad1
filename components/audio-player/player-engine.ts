// The shared recording player without React: it fetches a signed URL just in time, lets the
// media element stream it straight from storage, and survives the URL expiring, resuming at
// the same position. React subscribes to its state (player-context, through player-loader,
// which loads this module on demand). Its parts: the URL (signed-url-lease.ts), recovering
// from failure (recovery-watchdog.ts) and the controls (player-controls.ts).
import type { RecordingInfo } from "@/lib/call-results/schemas";
import { type MediaLike, seekTarget, setRate, setVolume, steppedRate } from "./player-controls";
import { INITIAL_PLAYER_STATE, type PlayerState } from "./player-state";
import { type Playback, RecoveryWatchdog, toPlayerError } from "./recovery-watchdog";
import { SignedUrlLease } from "./signed-url-lease";

/** The speed and volume kept across recordings and reloads (player-preferences.ts in the browser). */
export interface KeptSettings {
  read: () => { rate: number; volume: number };
  save: (settings: { rate: number; volume: number }) => void;
}

const FORGETFUL: KeptSettings = { read: () => ({ rate: 1, volume: 1 }), save: () => undefined };

export class PlayerEngine {
  private state: PlayerState;
  private readonly listeners = new Set<() => void>();
  private readonly p: Playback = { media: undefined, callId: null, position: 0, wantPlaying: false, recovering: false };
  private readonly lease: SignedUrlLease;
  private readonly watchdog: RecoveryWatchdog;
  /** The load under way, which another Play for the same call joins. */
  private loading: Promise<void> | undefined;

  constructor(
    fetchUrl: (callId: string) => Promise<RecordingInfo>,
    now: () => number = Date.now,
    private readonly kept: KeptSettings = FORGETFUL,
  ) {
    this.lease = new SignedUrlLease(fetchUrl, now, (refreshing) => this.patch({ refreshing }));
    this.watchdog = new RecoveryWatchdog(this.p, this.lease, (patch) => this.patch(patch));
    this.state = { ...INITIAL_PLAYER_STATE, ...kept.read() };
  }

  getState = (): PlayerState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private patch(p: Partial<PlayerState>) {
    this.state = { ...this.state, ...p };
    for (const listener of this.listeners) listener();
  }

  /** A change of speed or volume: shown, and kept for the next recording and the next visit. */
  private keep(p: Partial<PlayerState>) {
    this.patch(p);
    this.kept.save({ rate: this.state.rate, volume: this.state.volume });
  }

  /** Wires the media element's events, with the kept speed and volume; returns the unwiring. */
  attach(media: MediaLike): () => void {
    this.p.media = media;
    setRate(media, this.state.rate);
    media.volume = this.state.volume;
    const { watch, clear } = this.watchdog;
    const handlers: Record<string, () => void> = {
      timeupdate: () => {
        if (!media.seeking && !this.p.recovering && media.currentTime > 0) this.p.position = media.currentTime;
        if (!media.paused) this.watchdog.progressed();
        this.patch({ currentTime: media.currentTime });
      },
      durationchange: () => this.patch({ duration: Number.isFinite(media.duration) ? media.duration : 0 }),
      play: () => this.patch({ playing: true, ended: false }),
      playing: () => {
        clear();
        this.patch({ playing: true });
      },
      pause: () => this.patch({ playing: false }),
      ended: () => this.patch({ playing: false, ended: true }),
      ratechange: () => this.keep({ rate: media.playbackRate }),
      volumechange: () => this.keep({ volume: media.volume, muted: media.muted }),
      seeking: () => {
        // Wherever the user (or the browser's own controls) jumped is where to resume.
        if (!this.p.recovering) this.p.position = media.currentTime;
        watch();
      },
      seeked: clear,
      waiting: watch,
      stalled: watch,
      error: () => {
        clear();
        if (!this.p.recovering && media.getAttribute("src")) this.watchdog.failed();
      },
    };
    for (const [event, handler] of Object.entries(handlers)) media.addEventListener(event, handler);
    return () => {
      clear();
      for (const [event, handler] of Object.entries(handlers)) media.removeEventListener(event, handler);
      if (this.p.media === media) this.p.media = undefined;
    };
  }

  /** `info`, when already at hand (e.g. from the by-call-task answer), saves a request. */
  load = async (callId: string, options: { autoplay?: boolean; startAt?: number; info?: RecordingInfo } = {}): Promise<void> => {
    const { media } = this.p;
    if (!media) return;
    // A second Play for the call being loaded (a shared link's automatic start and the user's
    // press, in either order) joins it: starting over would lose the link's position.
    if (this.p.callId === callId && this.loading) {
      if (options.autoplay ?? true) this.p.wantPlaying = true;
      return this.loading;
    }
    media.pause();
    Object.assign(this.p, { callId, position: options.startAt ?? 0, wantPlaying: options.autoplay ?? true });
    this.lease.reset(callId, options.info);
    this.watchdog.progressed();
    media.removeAttribute("src");
    media.load();
    this.reset({ callId, status: "loading", currentTime: options.startAt ?? 0 });
    const loading = (async () => {
      try {
        await this.lease.get();
      } catch (error) {
        if (this.p.callId === callId) this.patch({ status: "error", error: toPlayerError(error) });
        return;
      }
      if (this.p.callId === callId) await this.watchdog.reattach();
    })();
    this.loading = loading;
    await loading.finally(() => {
      if (this.loading === loading) this.loading = undefined;
    });
  };

  /** A fresh state for another recording (or none); the speed and volume stay. */
  private reset(p: Partial<PlayerState>) {
    const { rate, volume, muted } = this.state;
    this.patch({ ...INITIAL_PLAYER_STATE, rate, volume, muted, ...p });
  }

  togglePlay = (): void => {
    const { media } = this.p;
    if (!media || !this.p.callId) return;
    if (!media.paused) {
      this.p.wantPlaying = false;
      media.pause();
      return;
    }
    this.p.wantPlaying = true;
    // An expired (or nearly expired) URL is replaced before playing from it.
    if (!this.lease.fresh() || !media.getAttribute("src")) void this.watchdog.reattach();
    else void media.play().catch(() => this.patch({ playing: false }));
  };

  seek = (seconds: number): void => {
    const { media } = this.p;
    if (!media) return;
    const target = seekTarget(media, seconds);
    this.p.position = target;
    if (!this.lease.fresh()) void this.watchdog.reattach();
    else media.currentTime = target;
    this.patch({ currentTime: target });
  };

  skip = (delta: number): void => {
    const { media } = this.p;
    if (media) this.seek((media.currentTime || this.p.position) + delta);
  };

  setRate = (rate: number): void => void (this.p.media && setRate(this.p.media, rate));

  stepRate = (direction: 1 | -1): void => void (this.p.media && setRate(this.p.media, steppedRate(this.p.media.playbackRate, direction)));

  setVolume = (volume: number): void => void (this.p.media && setVolume(this.p.media, volume));

  toggleMute = (): void => {
    if (this.p.media) this.p.media.muted = !this.p.media.muted;
  };

  /** Shows a failure that happened outside playback (a download). */
  fail = (error: unknown): void => this.patch({ status: "error", error: toPlayerError(error) });

  retry = (): void => {
    if (!this.p.callId) return;
    this.watchdog.progressed();
    this.lease.drop();
    this.patch({ status: "loading", error: undefined });
    void this.watchdog.reattach();
  };

  close = (): void => {
    const { media } = this.p;
    Object.assign(this.p, { callId: null, wantPlaying: false, position: 0 });
    this.lease.reset(null);
    this.loading = undefined;
    if (media) {
      media.pause();
      media.removeAttribute("src");
      media.load();
    }
    this.reset({});
  };
}
