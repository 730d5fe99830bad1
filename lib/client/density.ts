"use client";
// The table's density, kept in this browser and shared by the toolbar's choice and the
// table through one small store (no prop passes through the view). The server renders
// Comfortable; a stored Compact applies right after hydration.
import { useSyncExternalStore } from "react";

export const DENSITIES = ["comfortable", "compact"] as const;
export type Density = (typeof DENSITIES)[number];
// Comfortable: the rows-in-view target is for Compact, chosen by the user, and
// Comfortable keeps every cell's value whole without a hover.
export const DEFAULT_DENSITY: Density = "comfortable";
const STORAGE_KEY = "crd-density-v1";

const isDensity = (value: unknown): value is Density => (DENSITIES as readonly unknown[]).includes(value);

/** The stored density; anything else stored (or nothing, or no storage) means the default. */
export function readDensity(storage: Pick<Storage, "getItem"> | undefined): Density {
  try {
    const stored = storage?.getItem(STORAGE_KEY);
    return isDensity(stored) ? stored : DEFAULT_DENSITY;
  } catch {
    return DEFAULT_DENSITY;
  }
}

const listeners = new Set<() => void>();
let current: Density | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): Density {
  current ??= readDensity(window.localStorage);
  return current;
}

export function setDensity(density: Density) {
  current = density;
  try {
    window.localStorage.setItem(STORAGE_KEY, density);
  } catch {
    // Private mode or a full store: the choice lasts for this page only.
  }
  for (const listener of listeners) listener();
}

export const useDensity = () => useSyncExternalStore(subscribe, snapshot, () => DEFAULT_DENSITY);
