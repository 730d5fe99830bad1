"use client";
import { useEffect, useState } from "react";
import type { LiveState } from "@/lib/client/use-live-query";

/** What a live refresh is doing, in words: "Live · every 5 s", "Live · paused: rate limited, retrying in 8 s". */
function liveStatusText(state: LiveState, intervalSeconds: number, now: number): string {
  switch (state.kind) {
    case "off":
      return "";
    case "hidden":
      return "Live · paused while this tab is hidden";
    case "running":
      return `Live · every ${intervalSeconds} s`;
    case "retrying": {
      const seconds = Math.max(0, Math.ceil((state.retryAt - now) / 1000));
      return `Live · paused: ${state.rateLimited ? "rate limited" : "the last refresh failed"}, retrying in ${seconds} s`;
    }
  }
}

// The state beside a live switch. Not a live region: its countdown changes every second;
// the view's one announcement says when refreshes pause.
export function LiveStatus({ id, state, intervalSeconds, since }: { id: string; state: LiveState; intervalSeconds: number; since?: string }) {
  const [now, setNow] = useState(() => Date.now());
  const counting = state.kind === "retrying";
  useEffect(() => {
    if (!counting) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [counting]);
  const text = liveStatusText(state, intervalSeconds, now);
  return (
    <span id={id} className={`text-sm ${state.kind === "retrying" ? "text-amber-800" : "text-slate-700"}`}>
      {text}
      {/* The relative range as the live view resolved it when it started (it does not slide). */}
      {text && since && ` · calls created since ${since}`}
    </span>
  );
}
