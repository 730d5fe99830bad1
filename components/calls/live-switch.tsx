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
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby={described}
        onClick={() => onToggle(!on)}
        onPointerEnter={preload}
        onFocus={preload}
        className="focus-ring inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm hover:bg-slate-50"
      >
        {/* slate-500, not 400: the knob needs 3:1 against its track (WCAG 1.4.11). */}
        <span aria-hidden="true" className={`relative inline-block h-4 w-7 rounded-full transition-colors ${on ? "bg-sky-700" : "bg-slate-500"}`}>
          <span className={`absolute top-0.5 size-3 rounded-full bg-white transition-all ${on ? "left-3.5" : "left-0.5"}`} />
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
