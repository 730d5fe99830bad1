"use client";
// Hydration takes the value the user set before it (components/layout/early-choices.tsx
// noted it), never the server's: React renders a controlled field with its state, so the
// component adopts the noted value once, right after hydrating.
import { useEffect } from "react";

type EarlyWindow = Window & { __earlyChoices?: Record<string, string> };

export function useEarlyChoice(name: string, adopt: (value: string) => void): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration; later changes are React's.
  useEffect(() => {
    const early = (window as EarlyWindow).__earlyChoices;
    const value = early?.[name];
    if (early === undefined || value === undefined) return;
    delete early[name];
    adopt(value);
  }, []);
}
