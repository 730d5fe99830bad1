"use client";
// A choice among a few values, kept in this browser's localStorage and shared by every
// component that shows or uses it through one small store (no prop passes through the view).
// The server renders the default; a stored choice applies right after hydration. Anything
// else stored (or nothing, or no storage) means the default.
import { useSyncExternalStore } from "react";

export function storedChoice<const T extends string>(storageKey: string, values: readonly T[], fallback: T) {
  const isValue = (value: unknown): value is T => (values as readonly unknown[]).includes(value);
  const read = (storage: Pick<Storage, "getItem"> | undefined): T => {
    try {
      const stored = storage?.getItem(storageKey);
      return isValue(stored) ? stored : fallback;
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
  const snapshot = (): T => {
    current ??= read(window.localStorage);
    return current;
  };
  const set = (value: T) => {
    current = value;
    try {
      window.localStorage.setItem(storageKey, value);
    } catch {
      // Private mode or a full store: the choice lasts for this page only.
    }
    for (const listener of listeners) listener();
  };
  const use = () => useSyncExternalStore(subscribe, snapshot, () => fallback);
  return { read, set, use };
}
