"use client";
import { type RefObject, useEffect, useRef, useState } from "react";

/**
 * The docked player's height, measured as it changes (More, a wrapped line, an error): the
 * page keeps room that tall at its end, so the player never covers its last content, and
 * the document's scroll padding, so what gets focus or is scrolled into view (a note just
 * added) stops above the player rather than behind it.
 */
export function useDockRoom(key: string | null): { dock: RefObject<HTMLElement | null>; room: number } {
  const dock = useRef<HTMLElement>(null);
  const [room, setRoom] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another recording may dock a new element; observe that one.
  useEffect(() => {
    const element = dock.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setRoom(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [key]);
  useEffect(() => {
    const root = document.documentElement;
    root.style.scrollPaddingBottom = room ? `${room}px` : "";
    return () => {
      root.style.scrollPaddingBottom = "";
    };
  }, [room]);
  return { dock, room };
}
