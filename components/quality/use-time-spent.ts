"use client";
// The time a reviewer spends on an evaluation (issue #41): it counts only while the tab is
// visible and the reviewer did something (a key, a click, a scroll) in the last 30 s, so a
// tab left open does not count as work. `take` hands over what was counted since it was
// last called, for the next save to add.
import { useCallback, useEffect, useRef } from "react";

const IDLE_MS = 30_000;
const TICK_MS = 1_000;

export function useTimeSpent(active: boolean) {
  const counted = useRef(0);
  const lastActivity = useRef(Date.now());
  useEffect(() => {
    if (!active) return;
    let last = Date.now();
    const onActivity = () => {
      lastActivity.current = Date.now();
    };
    const tick = () => {
      const now = Date.now();
      if (document.visibilityState === "visible" && now - lastActivity.current < IDLE_MS) counted.current += now - last;
      last = now;
    };
    const events = ["keydown", "pointerdown", "pointermove", "scroll", "focusin"] as const;
    for (const name of events) window.addEventListener(name, onActivity, { passive: true, capture: true });
    // Hidden, then shown again: the time away does not count.
    const onVisibility = () => {
      last = Date.now();
      onActivity();
    };
    document.addEventListener("visibilitychange", onVisibility);
    const timer = window.setInterval(tick, TICK_MS);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
      for (const name of events) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [active]);
  return useCallback(() => {
    const ms = counted.current;
    counted.current = 0;
    return Math.min(ms, 3_600_000);
  }, []);
}
