"use client";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { Button } from "./button";
import { Caret } from "./caret";
import { useDisclosure } from "./use-disclosure";

interface PopoverProps {
  /** The button's text, which names it too ("Status: 2 selected"). */
  label: ReactNode;
  /** The panel's accessible name ("Status"). */
  title: string;
  /** The panel's content; `close` closes it and gives focus back to the button. */
  children: (close: () => void) => ReactNode;
  /** Where the panel opens, under the button: from its left edge (default) or its right. */
  align?: "start" | "end";
  buttonClassName?: string;
  /** Starts loading content that loads on demand, when the button is pointed at or focused. */
  preload?: () => void;
}

const FOCUSABLE = "input, select, textarea, button, [href], [tabindex]:not([tabindex='-1'])";

// A button that opens a small non-modal panel under it (the filter bar's Status, Created and
// Time zone). Opening moves focus into the panel; Escape closes it and focus returns to the
// button; a click elsewhere or Tab past its end closes it. Its content is rendered only
// while it is open; content whose code loads on demand takes focus when it arrives.
export function Popover({ label, title, children, align = "start", buttonClassName = "", preload }: PopoverProps) {
  const { open, setOpen, root: wrapper, button, close } = useDisclosure();
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const focusFirst = () => {
      const first = panel.current?.querySelector<HTMLElement>(`[data-autofocus], ${FOCUSABLE}`);
      first?.focus();
      return first !== null && first !== undefined;
    };
    if (focusFirst() || !panel.current) return;
    // Content whose code is still loading: focus moves in once it is there, unless the user
    // has gone elsewhere meanwhile (a click on the button leaves focus on it, or on <body>).
    const arriving = new MutationObserver(() => {
      const waiting = document.activeElement === button.current || document.activeElement === document.body;
      if (!waiting || focusFirst()) arriving.disconnect();
    });
    arriving.observe(panel.current, { childList: true, subtree: true });
    return () => arriving.disconnect();
  }, [open, button]);

  return (
    <div
      ref={wrapper}
      className="relative"
      onKeyDown={(e) => {
        if (e.key !== "Escape" || !open) return;
        // The page's own Escape (the player's, a dialog's) is not this one's.
        e.stopPropagation();
        close(true);
      }}
      onBlur={(e) => {
        if (open && !wrapper.current?.contains(e.relatedTarget as Node | null) && e.relatedTarget !== null) setOpen(false);
      }}
    >
      <Button
        ref={button}
        variant="secondary"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={preload}
        onFocus={preload}
        className={`whitespace-nowrap ${buttonClassName}`}
      >
        {label}
        <Caret />
      </Button>
      {open && (
        <div ref={panel} id={panelId} role="dialog" aria-label={title} className={`popover-panel ${align === "end" ? "right-0" : "left-0"}`}>
          {children(() => close(true))}
        </div>
      )}
    </div>
  );
}
