"use client";
import { useId } from "react";
import type { ListQuery } from "@/lib/call-results/list-query";
import type { LivePause } from "@/lib/client/live-view";
import { useTimeZone } from "@/lib/client/time-zone";
import type { LiveState } from "@/lib/client/use-live-query";
import { formatDateTime } from "@/lib/format";
import { LiveStatus } from "./live-status";

interface LiveSwitchProps {
  on: boolean;
  onToggle: (on: boolean) => void;
  /** Why this view cannot be live, when it cannot. */
  pause: LivePause | undefined;
  onFix: (patch: Partial<ListQuery>) => void;
  state: LiveState;
  intervalSeconds: number;
  /** The start of the range a relative one was resolved into as the view went live. */
  since?: string;
}

// "Live updates": a switch, and next to it what the live view is doing or why it is paused.
export function LiveSwitch({ on, onToggle, pause, onFix, state, intervalSeconds, since }: LiveSwitchProps) {
  const described = useId();
  const { zone } = useTimeZone();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby={described}
        onClick={() => onToggle(!on)}
        className="focus-ring inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm hover:bg-slate-50"
      >
        {/* slate-500, not 400: the knob needs 3:1 against its track (WCAG 1.4.11). */}
        <span aria-hidden="true" className={`relative inline-block h-4 w-7 rounded-full transition-colors ${on ? "bg-sky-700" : "bg-slate-500"}`}>
          <span className={`absolute top-0.5 size-3 rounded-full bg-white transition-all ${on ? "left-3.5" : "left-0.5"}`} />
        </span>
        Live updates
      </button>
      {on && pause ? (
        <span id={described} className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          {pause.reason}
          <button
            type="button"
            onClick={() => onFix(pause.fix)}
            className="focus-ring rounded px-1 text-sky-800 underline underline-offset-2 hover:bg-slate-100"
          >
            {pause.fixLabel}
          </button>
        </span>
      ) : (
        <LiveStatus
          id={described}
          state={on ? state : { kind: "off" }}
          intervalSeconds={intervalSeconds}
          since={since ? formatDateTime(since, zone) : undefined}
        />
      )}
    </div>
  );
}
