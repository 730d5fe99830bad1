"use client";
// A value kept in this browser's localStorage and shared by every component that shows or
// uses it through one small store (no prop passes through the view), which also gives the
// latest value to code that changes it several times before React renders (a drag). The
// server renders the fallback; a stored value applies right after hydration. Nothing
// stored, an entry `parse` refuses (it throws) or no storage means the fallback.
import { useSyncExternalStore } from "react";

export function storedValue<T>(storageKey: string, fallback: T, parse: (stored: string) => T, serialise: (value: T) => string = String) {
  const read = (storage: Pick<Storage, "getItem"> | undefined): T => {
    try {
      const stored = storage?.getItem(storageKey);
      return stored === null || stored === undefined ? fallback : parse(stored);
    } catch {
      return fallback;
    }
  };
  const listeners = new Set<() => void>();
  let current: T | undefined;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  /** The value now: the stored one until a change. */
  const get = (): T => {
    current ??= read(window.localStorage);
    return current;
  };
  const set = (value: T) => {
    current = value;
    try {
      window.localStorage.setItem(storageKey, serialise(value));
    } catch {
      // Private mode or a full store: the value lasts for this page only.
    }
    for (const listener of listeners) listener();
  };
  const use = () => useSyncExternalStore(subscribe, get, () => fallback);
  return { read, get, set, use };
}
