"use client";
import { useEffect, useId, useState } from "react";
import { isTyping } from "@/lib/client/is-typing";
import { useCan } from "@/lib/client/role";
import { formatDuration } from "@/lib/format";
import { Icon } from "@/components/ui/icon";
import { PlayerError } from "./player-error";
import { usePlayerActions, usePlayerState } from "./player-context";
import { SKIP_SECONDS, SPEEDS } from "./player-engine";
import { ShortcutsHelp } from "./shortcuts-help";

const clock = (seconds: number) => formatDuration(Math.max(0, Math.floor(seconds)));

// The shared player, docked at the bottom while a recording is loaded.
export function RecordingPlayer() {
  const actions = usePlayerActions();
  const p = { ...usePlayerState((s) => s), ...actions };
  const ids = { seek: useId(), speed: useId(), volume: useId(), moreTop: useId(), moreBottom: useId() };
  const [copied, setCopied] = useState(false);
  // On phones only the playing controls show; "More" reveals the rest (CSS decides, by width).
  const [more, setMore] = useState(false);
  const extra = more ? "" : "phone:hidden";
  const canDownload = useCan("downloader");

  // Shortcuts work wherever no text input has focus; Space keeps its meaning on buttons.
  useEffect(() => {
    if (!p.callId) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isTyping(e.target)) return;
      const el = e.target as HTMLElement;
      if (e.key === " ") {
        if (["BUTTON", "A", "SUMMARY"].includes(el.tagName) || (el.tagName === "INPUT" && (el as HTMLInputElement).type !== "range")) return;
        e.preventDefault();
        actions.togglePlay();
      } else if (e.key === "ArrowLeft" || e.key === "ArrowRight") {
        if (el.tagName === "INPUT") return; // the seek and volume sliders use the arrows themselves
        e.preventDefault();
        actions.skip(e.key === "ArrowLeft" ? -SKIP_SECONDS : SKIP_SECONDS);
      } else if (e.key === "[" || e.key === "]") {
        e.preventDefault();
        actions.stepRate(e.key === "[" ? -1 : 1);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [p.callId, actions]);

  if (!p.callId) return null;

  async function copyLinkAtTime() {
    const url = `${window.location.origin}/calls/${encodeURIComponent(p.callId!)}?t=${Math.floor(p.currentTime)}`;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      window.prompt("Copy this link", url);
    }
  }

  const iconButton =
    "inline-flex size-8 items-center justify-center rounded-md hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-sky-400 disabled:opacity-40";
  const loading = p.status === "loading";
  const skipButton = (seconds: number) => {
    const label = `${seconds < 0 ? "Back" : "Forward"} ${Math.abs(seconds)} seconds`;
    return (
      <button type="button" onClick={() => p.skip(seconds)} aria-label={label} title={label} className={iconButton} disabled={loading}>
        <Icon name={seconds < 0 ? "skip-back" : "skip-forward"} />
      </button>
    );
  };
  return (
    <>
      {/* Room at the end of the page, so the docked player never covers content. */}
      <div aria-hidden="true" className={`h-36 min-[641px]:h-28 ${more ? "phone:h-60" : "phone:h-44"}`} />
      {/* Dark in both themes: it keeps the light palette (scheme-light), whose slate-900 is dark. */}
      <section
        aria-label="Recording player"
        className="scheme-light fixed inset-x-0 bottom-0 z-40 border-t border-slate-700 bg-slate-900 text-white shadow-2xl"
      >
        <div className="mx-auto flex max-w-screen-2xl flex-col gap-2 px-3 py-2 sm:px-4">
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <p>
              <span className="text-slate-300">Call </span>
              <span className="font-mono">{p.callId}</span>
              <span role="status" className="ml-3 text-slate-300">
                {loading ? "Loading recording…" : p.refreshing ? "Renewing the recording link…" : ""}
              </span>
            </p>
            {/* On phones its buttons join the row above, and More's extras get a line of their own. */}
            <div className="flex flex-wrap items-center justify-end gap-1 phone:contents">
              <div id={ids.moreTop} className={`flex flex-wrap items-center gap-1 phone:order-last phone:basis-full ${extra}`}>
                <button
                  type="button"
                  onClick={copyLinkAtTime}
                  className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-sky-400"
                >
                  <Icon name="link" className="size-3.5" />
                  {copied ? "Link copied" : "Copy link at current time"}
                </button>
                {canDownload && (
                  <button type="button" onClick={() => void p.download()} aria-label="Download recording" title="Download recording" className={iconButton}>
                    <Icon name="download" />
                  </button>
                )}
                <ShortcutsHelp />
              </div>
              <button
                type="button"
                aria-expanded={more}
                aria-controls={p.status === "error" && p.error ? ids.moreTop : `${ids.moreTop} ${ids.moreBottom}`}
                onClick={() => setMore((m) => !m)}
                className="hidden items-center rounded-md px-2 text-sm hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-sky-400 phone:ml-auto phone:inline-flex"
              >
                More
              </button>
              <button type="button" onClick={p.close} aria-label="Close player" title="Close player" className={iconButton}>
                <Icon name="x" />
              </button>
            </div>
          </div>
          {p.status === "error" && p.error ? (
            <PlayerError key={JSON.stringify(p.error)} error={p.error} onRetry={p.retry} onDownload={canDownload ? () => void p.download() : undefined} />
          ) : (
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <div className="flex items-center gap-1">
                {skipButton(-SKIP_SECONDS)}
                <button
                  type="button"
                  onClick={p.togglePlay}
                  aria-label={p.playing ? "Pause" : "Play"}
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white text-slate-900 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400 disabled:opacity-40"
                  disabled={loading}
                >
                  <Icon name={p.playing ? "pause" : "play"} className="size-5" />
                </button>
                {skipButton(SKIP_SECONDS)}
              </div>
              <div className="flex min-w-48 flex-1 items-center gap-2">
                <span className="font-mono text-xs tabular-nums" aria-hidden="true">
                  {clock(p.currentTime)}
                </span>
                <label htmlFor={ids.seek} className="sr-only">
                  Seek
                </label>
                <input
                  id={ids.seek}
                  type="range"
                  min={0}
                  max={Math.max(p.duration, 1)}
                  step={1}
                  value={Math.min(p.currentTime, p.duration || p.currentTime)}
                  aria-valuetext={`${clock(p.currentTime)} of ${clock(p.duration)}`}
                  onChange={(e) => p.seek(Number(e.target.value))}
                  disabled={loading || p.duration === 0}
                  className="h-2 flex-1 accent-sky-400"
                />
                <span className="font-mono text-xs tabular-nums" aria-hidden="true">
                  {clock(p.duration)}
                </span>
              </div>
              <div className="flex items-center gap-1">
                <label htmlFor={ids.speed} className="text-xs text-slate-300">
                  Speed
                </label>
                <select
                  id={ids.speed}
                  value={p.rate}
                  onChange={(e) => p.setRate(Number(e.target.value))}
                  className="rounded bg-slate-800 px-1 py-1 text-sm focus:outline-2 focus:outline-sky-400"
                >
                  {SPEEDS.map((s) => (
                    <option key={s} value={s}>
                      {s}×
                    </option>
                  ))}
                </select>
              </div>
              <div id={ids.moreBottom} className={`flex items-center gap-1 ${extra}`}>
                <button
                  type="button"
                  onClick={p.toggleMute}
                  aria-label={p.muted ? "Unmute" : "Mute"}
                  title={p.muted ? "Unmute" : "Mute"}
                  className={iconButton}
                >
                  <Icon name={p.muted || p.volume === 0 ? "volume-off" : "volume"} />
                </button>
                <label htmlFor={ids.volume} className="sr-only">
                  Volume
                </label>
                <input
                  id={ids.volume}
                  type="range"
                  min={0}
                  max={100}
                  value={Math.round((p.muted ? 0 : p.volume) * 100)}
                  aria-valuetext={`${Math.round((p.muted ? 0 : p.volume) * 100)}%`}
                  onChange={(e) => p.setVolume(Number(e.target.value) / 100)}
                  className="h-2 w-24 accent-sky-400"
                />
              </div>
            </div>
          )}
        </div>
      </section>
    </>
  );
}
