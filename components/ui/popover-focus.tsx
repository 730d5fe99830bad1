"use client";
import { type RefObject, useEffect } from "react";

const FOCUSABLE = "input, select, textarea, button, [href], [tabindex]:not([tabindex='-1'])";

interface PopoverFocusProps {
  /** The open panel. */
  panel: RefObject<HTMLDivElement | null>;
  /** The popover's button: focus waiting on it moves into the panel. */
  button: RefObject<HTMLButtonElement | null>;
}

// Moves focus into an open popover's panel (popover.tsx), and into content that arrives late.
// Its code loads when the popover's button is pointed at, focused or first pressed, not with
// the page: a closed popover needs none of it. Renders nothing.
export function PopoverFocus({ panel, button }: PopoverFocusProps) {
  useEffect(() => {
    // Focus moves in unless the user has gone elsewhere while this code or the content was on
    // its way (a press on the button leaves focus on it, or on <body>).
    const waiting = () => document.activeElement === button.current || document.activeElement === document.body;
    const focusFirst = () => {
      const first = panel.current?.querySelector<HTMLElement>(`[data-autofocus], ${FOCUSABLE}`);
      first?.focus();
      return first !== null && first !== undefined;
    };
    if (!waiting() || focusFirst() || !panel.current) return;
    // Content whose code is still loading: focus moves in once it is there.
    const arriving = new MutationObserver(() => {
      if (!waiting() || focusFirst()) arriving.disconnect();
    });
    arriving.observe(panel.current, { childList: true, subtree: true });
    return () => arriving.disconnect();
  }, [panel, button]);
  return null;
}
