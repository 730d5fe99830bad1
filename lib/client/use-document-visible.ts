"use client";
// Whether this tab is visible (Page Visibility API). Live refreshes stop while it is hidden:
// nobody is looking, and every refresh costs the shared upstream budget.
import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  document.addEventListener("visibilitychange", onChange);
  return () => document.removeEventListener("visibilitychange", onChange);
}

export function useDocumentVisible(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.visibilityState !== "hidden",
    () => true,
  );
}
