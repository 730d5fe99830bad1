"use client";
import { useCallback, useEffect, useRef } from "react";

// Keeps the sticky header's sideways scroll in step with the body's, both ways: the body is
// scrolled by the user, the header by the browser when a header's control takes focus out
// of view. The header hides its overflow, so it has no scrollbar of its own.
export function useSyncedScroll(onBody?: (el: HTMLDivElement | null) => void) {
  const head = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement | null>(null);
  const bodyRef = useCallback(
    (el: HTMLDivElement | null) => {
      body.current = el;
      onBody?.(el);
    },
    [onBody],
  );
  useEffect(() => {
    const h = head.current;
    const b = body.current;
    if (!h || !b) return;
    const fromBody = () => {
      if (h.scrollLeft !== b.scrollLeft) h.scrollLeft = b.scrollLeft;
    };
    const fromHead = () => {
      if (b.scrollLeft !== h.scrollLeft) b.scrollLeft = h.scrollLeft;
    };
    // A sideways wheel or trackpad gesture over the header scrolls the rows: a box that hides
    // its overflow does not scroll for the user by itself.
    const onWheel = (e: WheelEvent) => {
      if (Math.abs(e.deltaX) > Math.abs(e.deltaY)) b.scrollLeft += e.deltaX;
    };
    b.addEventListener("scroll", fromBody, { passive: true });
    h.addEventListener("scroll", fromHead, { passive: true });
    h.addEventListener("wheel", onWheel, { passive: true });
    return () => {
      b.removeEventListener("scroll", fromBody);
      h.removeEventListener("scroll", fromHead);
      h.removeEventListener("wheel", onWheel);
    };
  }, []);
  return { headRef: head, bodyRef };
}
