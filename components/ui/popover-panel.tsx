"use client";
import { type ReactNode, type RefObject, useEffect, useRef } from "react";

const FOCUSABLE = "input, select, textarea, button, [href], [tabindex]:not([tabindex='-1'])";

interface PopoverPanelProps {
  id: string;
  title: string;
  align: "start" | "end";
  /** The popover's button: focus waiting on it moves into content that arrives late. */
  button: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}

// An open popover's panel (popover.tsx). Its code loads when the popover's button is pointed
// at, focused or first pressed, not with the page: a closed popover shows none of it.
// Opening moves focus into the panel; content whose code loads on demand takes focus when
// it arrives.
export function PopoverPanel({ id, title, align, button, children }: PopoverPanelProps) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Focus moves in unless the user has gone elsewhere while the panel or its content was on
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
  }, [button]);

  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-label={title}
      className={`absolute top-full z-30 mt-1 w-max max-w-[min(36rem,calc(100vw-1.5rem))] rounded-md border border-slate-300 bg-white p-3 text-slate-900 shadow-lg ${align === "end" ? "right-0" : "left-0"}`}
    >
      {children}
    </div>
  );
}
