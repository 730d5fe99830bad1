"use client";
// The column picker's choice, kept in this browser. The server renders the defaults; the
// stored choice is applied after hydration.
import { useCallback, useEffect, useState } from "react";

const STORAGE_KEY = "crd-columns-v1";

export function useColumnVisibility(defaults: Record<string, boolean>) {
  const [visibility, setVisibility] = useState<Record<string, boolean>>(defaults);

  useEffect(() => {
    try {
      const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "null") as unknown;
      if (stored && typeof stored === "object") {
        const clean = Object.fromEntries(Object.entries(stored).filter(([, v]) => typeof v === "boolean"));
        setVisibility((current) => ({ ...current, ...clean }));
      }
    } catch {
      // A broken entry falls back to the defaults.
    }
  }, []);

  const set = useCallback((column: string, visible: boolean) => {
    setVisibility((current) => {
      const next = { ...current, [column]: visible };
      try {
        window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Private mode or a full store: the choice lasts for this page only.
      }
      return next;
    });
  }, []);

  return { visibility, set };
}
