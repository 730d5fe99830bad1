"use client";
// The way back to the calls view from a call's page (calls-view-return.ts says how it is
// remembered): apart, so the calls view's first load leaves it out.
import { RESTORE, readReturn } from "./calls-view-return";

/** Where "← All calls" goes: the view the user came from, or the default view. */
export function callsViewHref(): string {
  return readReturn()?.href ?? "/";
}

/** For the back link's click: the calls view it opens restores the remembered scroll. */
export function markReturn(): void {
  try {
    sessionStorage.setItem(RESTORE, "1");
  } catch {}
}
