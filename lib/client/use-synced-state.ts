"use client";
import { useState } from "react";

/**
 * Local state that follows an outside value (here: the URL). A control shows the user's
 * change at once, instead of snapping back until the URL update has re-rendered the page.
 * A new value (by its key) replaces the local one during render, as React advises for
 * state that follows a prop, so no render shows the old one after the URL moved.
 */
export function useSyncedState<T>(value: T, key: string = JSON.stringify(value) ?? "") {
  const [local, setLocal] = useState(value);
  const [seenKey, setSeenKey] = useState(key);
  if (seenKey !== key) {
    setSeenKey(key);
    setLocal(value);
  }
  return [local, setLocal] as const;
}
