"use client";
import dynamic from "next/dynamic";
import { Suspense, useId } from "react";
import type { ListQuery } from "@/lib/call-results/list-query";
import type { LiveFeedInput } from "./use-live-feed";

// The live view's code (its refreshes, its status and pause) loads when the switch is about
// to be pressed (pointed at, focused), not with the page; with Live on in the URL it comes
// with the page, rendered by the server.
const loadFeed = () => import("./live-feed");
const LiveFeed = dynamic(() => loadFeed().then((m) => m.LiveFeed));
const preload = () => void loadFeed().catch(() => undefined);

interface LiveSwitchProps {
  on: boolean;
  onToggle: (on: boolean) => void;
  onFix: (patch: Partial<ListQuery>) => void;
  feed: LiveFeedInput;
}

// "Live updates": a switch, and next to it what the live view is doing or why it is paused.
export function LiveSwitch({ on, onToggle, onFix, feed }: LiveSwitchProps) {
  const described = useId();
  // What describes the switch while it is off, and while the live view's code is on its way.
  const idle = <span id={described} className="text-sm text-slate-700" />;
  return (
    <div className="cluster">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby={described}
        onClick={() => onToggle(!on)}
        onPointerEnter={preload}
        onFocus={preload}
        className="btn btn-secondary gap-2"
      >
        <span aria-hidden="true" className="switch-track">
          <span className="switch-knob" />
        </span>
        Live updates
      </button>
      {/* A boundary of its own, new as the switch turns on: the switch shows the press at once,
          and the status joins it when its code is there (an outer boundary, already shown,
          would hold the whole view's update back until then). */}
      {on ? (
        <Suspense fallback={idle}>
          <LiveFeed id={described} onFix={onFix} {...feed} />
        </Suspense>
      ) : (
        idle
      )}
    </div>
  );
}
