// A sessionStorage or localStorage for unit tests of browser code, which run in Node:
// a Map behind the three methods the code uses, stubbed as the global `name`.
import { vi } from "vitest";

/** Stubs the global storage `name` with an empty one; returns its contents to inspect. */
export function stubWebStorage(name: "sessionStorage" | "localStorage"): Map<string, string> {
  const store = new Map<string, string>();
  vi.stubGlobal(name, {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, String(v)),
    removeItem: (k: string) => store.delete(k),
  });
  return store;
}
