"use client";
// The player's keys (listed in components/ui/shortcuts-list.tsx), wherever no text field has focus: Space
// plays or pauses (but keeps its meaning on buttons and links), the arrows skip (but not on a
// slider, which uses them itself), [ and ] change the speed, Shift+P and Shift+N go to the
// previous and next call. None is a key of the calls table's rows (p, o, j, k, the arrows
// up and down).
import { useEffect } from "react";
import { isTyping } from "@/lib/client/is-typing";
import { SKIP_SECONDS } from "./player-controls";
import type { PlayerActions } from "./player-loader";

export function usePlayerShortcuts(active: boolean, actions: PlayerActions, calls: { previous: () => void; next: () => void }) {
  const { previous, next } = calls;
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isTyping(e.target)) return;
      const el = e.target as HTMLElement;
      const act = (action: () => void) => {
        e.preventDefault();
        action();
      };
      switch (e.key) {
        case " ":
          if (["BUTTON", "A", "SUMMARY"].includes(el.tagName) || (el.tagName === "INPUT" && (el as HTMLInputElement).type !== "range")) return;
          return act(actions.togglePlay);
        case "ArrowLeft":
        case "ArrowRight":
          if (el.tagName === "INPUT") return; // the seek and volume sliders use the arrows themselves
          return act(() => actions.skip(e.key === "ArrowLeft" ? -SKIP_SECONDS : SKIP_SECONDS));
        case "[":
        case "]":
          return act(() => actions.stepRate(e.key === "[" ? -1 : 1));
        // Shift and the letter: a lone p is the calls table's row key for Play.
        case "P":
          return e.shiftKey ? act(previous) : undefined;
        case "N":
          return e.shiftKey ? act(next) : undefined;
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [active, actions, previous, next]);
}
