"use client";
import { setPlayerPreferences, useAutoplayNext } from "./player-preferences";

// "Autoplay next": when a recording ends, the next call with a recording in the list plays.
// Remembered in this browser, like the speed and volume.
export function AutoplaySwitch() {
  const on = useAutoplayNext();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={() => setPlayerPreferences({ autoplayNext: !on })}
      className="inline-flex items-center gap-2 rounded-md px-2 py-1 text-xs hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-sky-400"
    >
      {/* The knob needs 3:1 against its track, and the track against the dark panel (WCAG 1.4.11). */}
      <span aria-hidden="true" className={`relative inline-block h-4 w-7 rounded-full transition-colors ${on ? "bg-sky-400" : "bg-slate-500"}`}>
        <span className={`absolute top-0.5 size-3 rounded-full transition-all ${on ? "left-3.5 bg-slate-900" : "left-0.5 bg-white"}`} />
      </span>
      Autoplay next
    </button>
  );
}
