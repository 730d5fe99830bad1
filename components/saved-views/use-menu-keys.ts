"use client";
import { type KeyboardEvent, type RefObject, useEffect } from "react";

// The keyboard and pointer behaviour of the ARIA menu button pattern for the Views menu:
// focus goes to the first (or, opened with ArrowUp, the last) item; arrow keys, Home and
// End move between items; Escape and Tab close the menu and put focus back on the button;
// a pointer press outside the menu and its button closes it where the pointer went.
export function useMenuKeys({
  root,
  menu,
  button,
  initialFocus,
  onClose,
}: {
  root: RefObject<HTMLElement | null>;
  menu: RefObject<HTMLElement | null>;
  button: RefObject<HTMLButtonElement | null>;
  initialFocus: "first" | "last";
  onClose: (refocus: boolean) => void;
}): (e: KeyboardEvent) => void {
  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  // Once, when the menu opens (its items are there by then); a later render must not move the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only, by design (above).
  useEffect(() => {
    const all = items();
    (initialFocus === "last" ? all.at(-1) : all[0])?.focus();
  }, []);

  useEffect(() => {
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!root.current?.contains(target) && !button.current?.contains(target)) onClose(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [onClose, button, root]);

  return (e) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      e.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (e.key === "ArrowDown") move(at + 1);
    else if (e.key === "ArrowUp") move(at - 1);
    else if (e.key === "Home") move(0);
    else if (e.key === "End") move(all.length - 1);
    else if (e.key === "Escape" || e.key === "Tab") {
      e.preventDefault();
      onClose(true);
    }
  };
}
