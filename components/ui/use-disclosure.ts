"use client";
import { useEffect, useRef, useState } from "react";

/**
 * A panel that a button opens under it (the filter bar's popovers, the column picker): open
 * or closed, the box holding both (`root`) and the button. A pointer press outside the box
 * closes the panel and leaves focus where the pointer went; `close(true)` gives focus back
 * to the button (Escape, a choice made).
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  return { open, setOpen, root, button, close };
}
