// The shared player as the page holds it before anyone has asked for a recording: the
// media element and the idle state, while the engine's code (player-engine.ts) stays out
// of the first load. The engine loads when the browser is idle, when a Play button is
// pointed at or focused, or at the first Play, whichever comes first; from then on every
// action goes straight to it, in the same task, so a press still reaches media.play().
import type { PlayerEngine } from "./player-engine";
import { INITIAL_PLAYER_STATE, type PlayerState } from "./player-state";

type EngineAction = "load" | "togglePlay" | "seek" | "skip" | "setRate" | "stepRate" | "setVolume" | "toggleMute" | "retry" | "close" | "fail";

export interface PlayerActions extends Pick<PlayerEngine, EngineAction> {
  /** Starts loading the engine's code, so that a Play about to come does not wait for it. */
  preload: () => void;
  /** Plays or pauses this call's recording: the loaded call toggles, another call loads and plays. */
  toggleCall: (callId: string) => void;
}

type LoadOptions = Parameters<PlayerEngine["load"]>[1];

export class PlayerLoader {
  private current: PlayerEngine | undefined;
  private loading: Promise<PlayerEngine> | undefined;
  private media: HTMLAudioElement | undefined;
  private detach: (() => void) | undefined;
  /** The engine's code could not be loaded for this load; its retry tries again. */
  private failed: { state: PlayerState; callId: string; options: LoadOptions } | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly create: () => Promise<PlayerEngine>) {}

  getState = (): PlayerState => this.failed?.state ?? this.current?.getState() ?? INITIAL_PLAYER_STATE;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private notify() {
    for (const listener of this.listeners) listener();
  }

  /** Holds the media element, and hands it to the engine once there is one; returns the release. */
  attach(media: HTMLAudioElement): () => void {
    this.media = media;
    this.detach = this.current?.attach(media);
    return () => {
      this.detach?.();
      this.detach = undefined;
      if (this.media === media) this.media = undefined;
    };
  }

  /** The engine, loading its code on the first call; a failed load is tried again on the next. */
  engine(): Promise<PlayerEngine> {
    this.loading ??= this.create().then(
      (engine) => {
        this.current = engine;
        if (this.media) this.detach = engine.attach(this.media);
        engine.subscribe(() => this.notify());
        this.notify();
        return engine;
      },
      (error: unknown) => {
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }

  private load(callId: string, options: LoadOptions): Promise<void> {
    if (this.failed) {
      this.failed = undefined;
      this.notify();
    }
    // Loaded already: straight on, within the press that asked for it.
    if (this.current) return this.current.load(callId, options);
    return this.engine().then(
      (engine) => engine.load(callId, options),
      () => {
        const state: PlayerState = {
          ...INITIAL_PLAYER_STATE,
          callId,
          status: "error",
          error: { kind: "media", message: "The player could not be loaded. Check your connection and try again." },
        };
        this.failed = { state, callId, options };
        this.notify();
      },
    );
  }

  // Stable for the page's life. Until the engine is there nothing is loaded, so the controls
  // that need a recording (all but load and preload) have nothing to act on yet.
  readonly actions: PlayerActions = {
    load: (callId, options) => this.load(callId, options),
    togglePlay: () => this.current?.togglePlay(),
    seek: (seconds) => this.current?.seek(seconds),
    skip: (delta) => this.current?.skip(delta),
    setRate: (rate) => this.current?.setRate(rate),
    stepRate: (direction) => this.current?.stepRate(direction),
    setVolume: (volume) => this.current?.setVolume(volume),
    toggleMute: () => this.current?.toggleMute(),
    retry: () => {
      if (this.failed) void this.load(this.failed.callId, this.failed.options);
      else this.current?.retry();
    },
    close: () => {
      if (this.failed) {
        this.failed = undefined;
        this.notify();
      }
      this.current?.close();
    },
    fail: (error) => this.current?.fail(error),
    preload: () => void this.engine().catch(() => undefined),
    // Read at the press, not subscribed to: the calls table's `p` must not re-render the table.
    toggleCall: (callId) => (this.getState().callId === callId && this.current ? this.current.togglePlay() : void this.load(callId, { autoplay: true })),
  };
}
