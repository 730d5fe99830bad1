"use client";
// A visible countdown to an automatic retry (a rate limit's Retry-After), shared by the
// table's error and the player's: seconds left, then `onDone` once.
import { useEffect, useState } from "react";

export function useCountdown(seconds: number | undefined, onDone: () => void): number {
  const [left, setLeft] = useState(seconds === undefined ? 0 : Math.max(1, seconds));
  useEffect(() => {
    if (seconds === undefined) return;
    if (left <= 0) {
      onDone();
      return;
    }
    const t = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(t);
  }, [seconds, left, onDone]);
  return left;
}
