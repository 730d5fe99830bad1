"use client";
import { useSyncExternalStore } from "react";

/** The phone layout's media query: the `phone:` variant of app/globals.css, 640 px included. */
export const PHONE_QUERY = "(width <= 640px)";

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(PHONE_QUERY);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

/**
 * Whether the viewport is phone-sized: true or false in the browser, and null on the server
 * and during hydration, when it cannot be known. A view that renders differently on phones
 * decides the first paint with CSS (the `phone:` variant) while this is null.
 */
export function usePhoneLayout(): boolean | null {
  return useSyncExternalStore<boolean | null>(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => null,
  );
}
