"use client";
// A choice among a few values, kept in this browser (stored-value.ts). Anything else stored
// means the default.
import { storedValue } from "./stored-value";

export function storedChoice<const T extends string>(storageKey: string, values: readonly T[], fallback: T) {
  const isValue = (value: unknown): value is T => (values as readonly unknown[]).includes(value);
  const { read, set, use } = storedValue<T>(storageKey, fallback, (stored) => (isValue(stored) ? stored : fallback));
  return { read, set, use };
}
