"use client";
// One shared recording player for the whole app. It fetches a signed URL just in time,
// lets the <audio> element stream it straight from storage, and survives the URL
// expiring: before playing, and when playback fails or stalls on an expired URL, it
// fetches a new one and resumes at the same position.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { RecordingInfo } from "@/lib/call-results/schemas";
import { ApiError, fetchRecording } from "@/lib/client/api-client";
import type { DashboardErrorCode } from "@/lib/errors";

export const SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const SKIP_SECONDS = 10;
// A URL this close to its expiry is replaced before playing from it.
const MIN_VALIDITY_MS = 15_000;
// Waiting this long without progress on an expired URL counts as a failure (Chromium
// keeps retrying an expired URL and fires only waiting/stalled).
const STALL_MS = 2_500;

export type PlayerError =
  | { kind: "api"; code: DashboardErrorCode; message: string; retryAfterSeconds?: number }
  | { kind: "format" }
  | { kind: "media"; message: string };

export interface PlayerState {
  callId: string | null;
  status: "idle" | "loading" | "ready" | "error";
  error?: PlayerError;
  playing: boolean;
  currentTime: number;
  duration: number;
  rate: number;
  volume: number;
  muted: boolean;
  /** A new signed URL is being fetched. */
  refreshing: boolean;
}

interface PlayerActions {
  /** `info`, when already at hand (e.g. from the by-call-task answer), saves a request. */
  load: (callId: string, options?: { autoplay?: boolean; startAt?: number; info?: RecordingInfo }) => Promise<void>;
  togglePlay: () => void;
  seek: (seconds: number) => void;
  skip: (seconds: number) => void;
  setRate: (rate: number) => void;
  stepRate: (direction: 1 | -1) => void;
  setVolume: (volume: number) => void;
  toggleMute: () => void;
  download: () => Promise<void>;
  retry: () => void;
  close: () => void;
}

type PlayerContextValue = PlayerState & PlayerActions;

const PlayerContext = createContext<PlayerContextValue | null>(null);

const INITIAL: PlayerState = { callId: null, status: "idle", playing: false, currentTime: 0, duration: 0, rate: 1, volume: 1, muted: false, refreshing: false };

function toPlayerError(error: unknown): PlayerError {
  if (error instanceof ApiError) return { kind: "api", code: error.code, message: error.message, retryAfterSeconds: error.retryAfterSeconds };
  return { kind: "media", message: "The recording could not be loaded." };
}

export function PlayerProvider({ children }: { children: ReactNode }) {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [state, setState] = useState<PlayerState>(INITIAL);
  const patch = useCallback((p: Partial<PlayerState>) => setState((s) => ({ ...s, ...p })), []);

  // Everything the event handlers need, without re-subscribing on every render.
  const live = useRef({
    callId: null as string | null,
    info: undefined as RecordingInfo | undefined,
    inflight: undefined as Promise<RecordingInfo> | undefined,
    position: 0, // where playback is, or should resume
    wantPlaying: false,
    failures: 0, // failed loads since the last progress
    recovering: false,
    /** The load under way, which another Play for the same call joins. */
    loading: undefined as Promise<void> | undefined,
    stallTimer: undefined as ReturnType<typeof setTimeout> | undefined,
  });

  /** A new signed URL for the current call; concurrent callers share one request. */
  const refreshUrl = useCallback((): Promise<RecordingInfo> => {
    const l = live.current;
    const callId = l.callId;
    if (!callId) return Promise.reject(new Error("no recording loaded"));
    if (!l.inflight) {
      patch({ refreshing: true });
      l.inflight = fetchRecording(callId)
        .then((info) => {
          if (l.callId === callId) l.info = info;
          return info;
        })
        .finally(() => {
          l.inflight = undefined;
          patch({ refreshing: false });
        });
    }
    return l.inflight;
  }, [patch]);

  const urlIsFresh = () => {
    const info = live.current.info;
    return !!info && Date.parse(info.expiresAt) - Date.now() > MIN_VALIDITY_MS;
  };

  /** Points the element at a fresh URL and continues at the remembered position. */
  const reattach = useCallback(async () => {
    const l = live.current;
    const audio = audioRef.current;
    if (!audio || l.recovering) return;
    l.recovering = true;
    const position = l.position;
    let mediaFailed = false;
    try {
      const info = urlIsFresh() ? l.info! : await refreshUrl();
      // A failed element must load again even when the new link happens to be the same.
      if (audio.src !== info.downloadUrl || audio.error || audio.readyState === 0) {
        if (audio.src !== info.downloadUrl) audio.src = info.downloadUrl;
        else audio.load();
        await new Promise<void>((resolve, reject) => {
          audio.addEventListener("loadedmetadata", () => resolve(), { once: true });
          audio.addEventListener("error", () => reject(new Error("media error")), { once: true });
        });
      }
      if (Math.abs(audio.currentTime - position) > 0.5) audio.currentTime = position;
      patch({ status: "ready", error: undefined });
      if (l.wantPlaying) await audio.play().catch(() => patch({ playing: false }));
    } catch (error) {
      // Keep the position: a retry resumes from there.
      if (error instanceof ApiError) patch({ status: "error", error: toPlayerError(error), playing: false });
      else mediaFailed = true;
    } finally {
      l.recovering = false;
    }
    if (mediaFailed) onMediaFailure();
  }, [refreshUrl, patch]);

  function onMediaFailure() {
    const l = live.current;
    const audio = audioRef.current;
    if (!audio || !l.callId) return;
    l.failures += 1;
    if (l.failures <= 2) {
      // Most often the signed URL has expired: fetch a new one and carry on.
      l.info = undefined;
      void reattach();
      return;
    }
    const notSupported = audio.error?.code === 4; // MEDIA_ERR_SRC_NOT_SUPPORTED, with a fresh URL
    patch({
      status: "error",
      playing: false,
      error: notSupported ? { kind: "format" } : { kind: "media", message: "The recording could not be loaded from storage." },
    });
  }

  // Wire the element's events once.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const l = live.current;
    const clearStall = () => clearTimeout(l.stallTimer);
    const watchStall = () => {
      clearStall();
      const at = audio.currentTime;
      l.stallTimer = setTimeout(() => {
        const stuck = Math.abs(audio.currentTime - at) < 0.01 && (audio.seeking || (l.wantPlaying && audio.readyState < 3));
        if (stuck && !urlIsFresh()) void reattach();
      }, STALL_MS);
    };
    const handlers: Record<string, () => void> = {
      timeupdate: () => {
        if (!audio.seeking && !l.recovering && audio.currentTime > 0) l.position = audio.currentTime;
        if (!audio.paused) l.failures = 0;
        patch({ currentTime: audio.currentTime });
      },
      durationchange: () => patch({ duration: Number.isFinite(audio.duration) ? audio.duration : 0 }),
      play: () => patch({ playing: true }),
      playing: () => {
        clearStall();
        patch({ playing: true });
      },
      pause: () => patch({ playing: false }),
      ratechange: () => patch({ rate: audio.playbackRate }),
      volumechange: () => patch({ volume: audio.volume, muted: audio.muted }),
      seeking: () => {
        // Wherever the user (or the browser's own controls) jumped is where to resume.
        if (!l.recovering) l.position = audio.currentTime;
        watchStall();
      },
      seeked: clearStall,
      waiting: watchStall,
      stalled: watchStall,
      error: () => {
        clearStall();
        if (!l.recovering && audio.getAttribute("src")) onMediaFailure();
      },
    };
    for (const [event, handler] of Object.entries(handlers)) audio.addEventListener(event, handler);
    return () => {
      clearStall();
      for (const [event, handler] of Object.entries(handlers)) audio.removeEventListener(event, handler);
    };
  }, [reattach, patch]);

  const load = useCallback<PlayerActions["load"]>(
    async (callId, options = {}) => {
      const audio = audioRef.current;
      if (!audio) return;
      const l = live.current;
      // A second Play for the call being loaded (a shared link's automatic start and the
      // user's press, in either order) joins that load: starting over would drop the
      // position the link asked for and fetch a second URL.
      if (l.callId === callId && l.loading) {
        if (options.autoplay ?? true) l.wantPlaying = true;
        return l.loading;
      }
      audio.pause();
      Object.assign(l, { callId, info: options.info, position: options.startAt ?? 0, wantPlaying: options.autoplay ?? true, failures: 0 });
      audio.removeAttribute("src");
      audio.load();
      setState((s) => ({ ...INITIAL, rate: s.rate, volume: s.volume, muted: s.muted, callId, status: "loading", currentTime: options.startAt ?? 0 }));
      const loading = (async () => {
        try {
          if (!urlIsFresh()) await refreshUrl();
        } catch (error) {
          if (l.callId === callId) patch({ status: "error", error: toPlayerError(error) });
          return;
        }
        if (l.callId === callId) await reattach();
      })();
      l.loading = loading;
      await loading.finally(() => {
        if (l.loading === loading) l.loading = undefined;
      });
    },
    [refreshUrl, reattach, patch],
  );

  const actions = useMemo<PlayerActions>(() => {
    const audio = () => audioRef.current;
    const l = live.current;
    return {
      load,
      togglePlay: () => {
        const a = audio();
        if (!a || !l.callId) return;
        if (!a.paused) {
          l.wantPlaying = false;
          a.pause();
          return;
        }
        l.wantPlaying = true;
        // An expired (or nearly expired) URL is replaced before playing from it.
        if (!urlIsFresh() || !a.getAttribute("src")) void reattach();
        else void a.play().catch(() => patch({ playing: false }));
      },
      seek: (seconds) => {
        const a = audio();
        if (!a) return;
        const max = Number.isFinite(a.duration) ? a.duration : seconds;
        const target = Math.max(0, Math.min(seconds, max));
        l.position = target;
        if (!urlIsFresh()) void reattach();
        else a.currentTime = target;
        patch({ currentTime: target });
      },
      skip: (delta) => {
        const a = audio();
        if (a) actions.seek((a.currentTime || l.position) + delta);
      },
      setRate: (rate) => {
        const a = audio();
        if (a) a.playbackRate = rate;
      },
      stepRate: (direction) => {
        const a = audio();
        if (!a) return;
        const i = SPEEDS.findIndex((s) => s >= a.playbackRate - 0.001);
        const next = SPEEDS[Math.max(0, Math.min(SPEEDS.length - 1, (i < 0 ? SPEEDS.length - 1 : i) + direction))]!;
        a.playbackRate = next;
      },
      setVolume: (volume) => {
        const a = audio();
        if (!a) return;
        a.volume = Math.max(0, Math.min(1, volume));
        if (a.volume > 0) a.muted = false;
      },
      toggleMute: () => {
        const a = audio();
        if (a) a.muted = !a.muted;
      },
      download: async () => {
        if (!l.callId) return;
        const callId = l.callId;
        let info: RecordingInfo;
        try {
          // A URL of its own: downloading is a separate permission and audit entry.
          info = await fetchRecording(callId, "download");
        } catch (error) {
          patch({ status: "error", error: toPlayerError(error) });
          return;
        }
        try {
          // A same-named file needs the bytes here: the download attribute is ignored
          // for other origins. Storage without CORS falls back to opening the link.
          const response = await fetch(info.downloadUrl, { referrerPolicy: "no-referrer" });
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          const blob = await response.blob();
          const ext = blob.type.includes("mpeg") ? "mp3" : blob.type.includes("ogg") ? "ogg" : blob.type.includes("mp4") ? "m4a" : "wav";
          const href = URL.createObjectURL(blob);
          const a = document.createElement("a");
          a.href = href;
          a.download = `${callId}.${ext}`;
          document.body.append(a);
          a.click();
          a.remove();
          setTimeout(() => URL.revokeObjectURL(href), 60_000);
        } catch {
          window.open(info.downloadUrl, "_blank", "noopener,noreferrer");
        }
      },
      retry: () => {
        if (!l.callId) return;
        l.failures = 0;
        l.info = undefined;
        patch({ status: "loading", error: undefined });
        void reattach();
      },
      close: () => {
        const a = audio();
        Object.assign(l, { callId: null, info: undefined, wantPlaying: false, position: 0, loading: undefined });
        if (a) {
          a.pause();
          a.removeAttribute("src");
          a.load();
        }
        setState((s) => ({ ...INITIAL, rate: s.rate, volume: s.volume, muted: s.muted }));
      },
    };
  }, [load, reattach, refreshUrl, patch]);

  const value = useMemo(() => ({ ...state, ...actions }), [state, actions]);
  return (
    <PlayerContext.Provider value={value}>
      {children}
      {/* The one media element; the page never relays audio bytes, storage streams them. */}
      <audio ref={audioRef} preload="metadata" className="hidden" />
    </PlayerContext.Provider>
  );
}

export function usePlayer(): PlayerContextValue {
  const value = useContext(PlayerContext);
  if (!value) throw new Error("usePlayer needs a PlayerProvider");
  return value;
}
