"use client";
import dynamic from "next/dynamic";
import { type ReactNode, Suspense, useId } from "react";
import { Button } from "./button";
import { useDisclosure } from "./use-disclosure";

// The panel's code (its look, moving focus in) loads when the button is about to be pressed
// (pointed at, focused), not with the page; a press before it is there opens the panel once
// it arrives, and focus moves in then.
const loadPanel = () => import("./popover-panel");
const PopoverPanel = dynamic(() => loadPanel().then((m) => m.PopoverPanel));

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

// A button that opens a small non-modal panel under it (the filter bar's Status, Created and
// Time zone). Escape closes it and focus returns to the button; a click elsewhere or Tab
// past its end closes it. Its content is rendered only while it is open.
export function Popover({ label, title, children, align = "start", buttonClassName = "", preload }: PopoverProps) {
  const { open, setOpen, root: wrapper, button, close } = useDisclosure();
  const panelId = useId();
  const load = () => {
    void loadPanel().catch(() => undefined);
    preload?.();
  };

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
        onPointerEnter={load}
        onFocus={load}
        className={`whitespace-nowrap ${buttonClassName}`}
      >
        {label}
        <span aria-hidden="true" className={`text-xs transition-transform ${open ? "rotate-180" : ""}`}>
          ▾
        </span>
      </Button>
      {/* A boundary of its own: the button shows the press at once, the panel follows. */}
      {open && (
        <Suspense fallback={null}>
          <PopoverPanel id={panelId} title={title} align={align} button={button}>
            {children(() => close(true))}
          </PopoverPanel>
        </Suspense>
      )}
    </div>
  );
}
