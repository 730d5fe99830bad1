"use client";
import { useEffect, useState } from "react";

/**
 * Local state that follows an outside value (here: the URL). A control shows the user's
 * change at once, instead of snapping back until the URL update has re-rendered the page.
 */
export function useSyncedState<T>(value: T, key: string = JSON.stringify(value) ?? "") {
  const [local, setLocal] = useState(value);
  useEffect(() => setLocal(value), [key]);
  return [local, setLocal] as const;
}
