"use client";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Icon } from "@/components/ui/icon";
import { ShortcutsHelp } from "@/components/ui/shortcuts-help";
import { useCan } from "@/lib/client/role";
import { AutoplaySwitch } from "./autoplay-switch";
import { downloadRecording } from "./download-recording";
import { NowPlaying } from "./now-playing";
import { usePlayerActions, usePlayerState } from "./player-context";
import { PlayerError } from "./player-error";
import { SeekBar } from "./seek-bar";
import { SpeedSelect } from "./speed-select";
import { Transport } from "./transport";
import { useDockRoom } from "./use-dock-room";
import { usePlayThrough } from "./use-play-through";
import { usePlayerShortcuts } from "./use-player-shortcuts";
import { VolumeControl } from "./volume-control";

// The shared player, docked at the bottom while a recording is loaded.
export function RecordingPlayer() {
  const actions = usePlayerActions();
  const p = usePlayerState((s) => s);
  const through = usePlayThrough();
  usePlayerShortcuts(p.callId !== null, actions, through);
  const ids = { moreTop: useId(), moreBottom: useId() };
  // On phones the player is compact (issue #38: it took 279 of 844 px and hid a note just
  // added): the call's link, More and Close on one row, play or pause and the seek bar with
  // its times on another, two 44 px touch rows in all. "More" reveals the rest: the call's
  // facts, previous and next, ±10 s, speed, volume and the tools (CSS decides, by width).
  const [more, setMore] = useState(false);
  const extra = more ? "" : "phone:hidden";
  const canDownload = useCan("downloader");
  // With the player's code, not the page's: a failure shows in the player.
  const download = () => void (p.callId && downloadRecording(p.callId).catch(actions.fail));
  // Room at the end of the page as tall as the docked player, so it never covers content.
  const { dock, room } = useDockRoom(p.callId);

  if (!p.callId) return null;
  const loading = p.status === "loading";
  const linkAtTime = `${window.location.origin}/calls/${encodeURIComponent(p.callId)}?t=${Math.floor(p.currentTime)}`;
  return (
    <>
      <div aria-hidden="true" style={{ height: room }} />
      {/* Dark in both themes: it keeps the light palette (scheme-light), whose slate-900 is dark. */}
      <section
        ref={dock}
        aria-label="Recording player"
        className="scheme-light fixed inset-x-0 bottom-0 z-40 border-t border-slate-700 bg-slate-900 text-white shadow-2xl"
      >
        <div className="mx-auto flex max-w-screen-2xl flex-col gap-2 px-3 py-2 sm:px-4">
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <div className="flex min-w-0 flex-wrap items-baseline gap-x-3">
              <NowPlaying callId={p.callId} detailsClassName={extra} />
              <span role="status" className="text-slate-300">
                {loading ? "Loading recording…" : p.refreshing ? "Renewing the recording link…" : ""}
              </span>
              <span role="status" className="text-sky-200">
                {through.message}
              </span>
            </div>
            {/* On phones its buttons join the row above, and More's extras get a line of their own. */}
            <div className="flex flex-wrap items-center justify-end gap-1 phone:contents">
              <div id={ids.moreTop} className={`flex flex-wrap items-center gap-1 phone:order-last phone:basis-full ${extra}`}>
                <AutoplaySwitch />
                <CopyButton value={linkAtTime} label="link at current time" look="player" />
                {canDownload && (
                  <Button variant="player" onClick={download} aria-label="Download recording" title="Download recording">
                    <Icon name="download" />
                  </Button>
                )}
                <ShortcutsHelp />
              </div>
              <Button
                variant="player"
                aria-expanded={more}
                aria-controls={p.status === "error" && p.error ? ids.moreTop : `${ids.moreTop} ${ids.moreBottom}`}
                onClick={() => setMore((m) => !m)}
                className="hidden px-2 text-sm phone:ml-auto phone:inline-flex"
              >
                More
              </Button>
              <Button variant="player" onClick={actions.close} aria-label="Close player" title="Close player">
                <Icon name="x" />
              </Button>
            </div>
          </div>
          {p.status === "error" && p.error ? (
            <PlayerError key={JSON.stringify(p.error)} error={p.error} onRetry={actions.retry} onDownload={canDownload ? download : undefined} />
          ) : (
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <Transport playing={p.playing} loading={loading} actions={actions} through={through} extraClassName={extra} />
              <SeekBar currentTime={p.currentTime} duration={p.duration} disabled={loading} onSeek={actions.seek} />
              <SpeedSelect rate={p.rate} onChange={actions.setRate} className={extra} />
              <VolumeControl
                id={ids.moreBottom}
                className={extra}
                volume={p.volume}
                muted={p.muted}
                onVolume={actions.setVolume}
                onToggleMute={actions.toggleMute}
              />
            </div>
          )}
        </div>
      </section>
    </>
  );
}
