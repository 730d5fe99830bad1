"use client";
// The player's preferences, kept in this browser: the speed and volume (so a list is heard
// at one speed, across recordings and reloads) and "Autoplay next". Read back validated,
// field by field: the store is anyone's on this origin to write, and a bad value means that
// field's default, never a broken player.
import { useSyncExternalStore } from "react";
import { SPEEDS } from "./player-controls";

export interface PlayerPreferences {
  rate: number;
  /** 0–1 */
  volume: number;
  autoplayNext: boolean;
}

export const DEFAULT_PLAYER_PREFERENCES: PlayerPreferences = { rate: 1, volume: 1, autoplayNext: false };
const STORAGE_KEY = "crd-player-v1";
// Three small fields; anything longer was not written by this code.
const MAX_STORED_CHARS = 200;

type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

/** The stored preferences; each field that is missing or invalid is its default. */
export function readPlayerPreferences(storage: Pick<Storage, "getItem"> | undefined): PlayerPreferences {
  let stored: Partial<Record<keyof PlayerPreferences, unknown>> = {};
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    const value: unknown = raw && raw.length <= MAX_STORED_CHARS ? JSON.parse(raw) : null;
    if (value && typeof value === "object") stored = value;
  } catch {
    // No storage, or not JSON: the defaults.
  }
  const { rate, volume, autoplayNext } = stored;
  return {
    rate: (SPEEDS as readonly unknown[]).includes(rate) ? (rate as number) : DEFAULT_PLAYER_PREFERENCES.rate,
    volume: typeof volume === "number" && volume >= 0 && volume <= 1 ? volume : DEFAULT_PLAYER_PREFERENCES.volume,
    autoplayNext: typeof autoplayNext === "boolean" ? autoplayNext : DEFAULT_PLAYER_PREFERENCES.autoplayNext,
  };
}

const listeners = new Set<() => void>();
let current: PlayerPreferences | undefined;

const browserStorage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/** The preferences in force in this page. */
export function playerPreferences(): PlayerPreferences {
  current ??= readPlayerPreferences(browserStorage());
  return current;
}

/** Changes some preferences, for this page and the next. */
export function setPlayerPreferences(patch: Partial<PlayerPreferences>): void {
  const next = { ...playerPreferences(), ...patch };
  if (Object.entries(patch).every(([k, v]) => current?.[k as keyof PlayerPreferences] === v)) return;
  current = next;
  try {
    browserStorage()?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full store: the choice lasts for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** "Autoplay next", as the switch shows it (off in the server's render). */
export const useAutoplayNext = () =>
  useSyncExternalStore(
    subscribe,
    () => playerPreferences().autoplayNext,
    () => DEFAULT_PLAYER_PREFERENCES.autoplayNext,
  );
