"use client";
// The review's keys on a call's page (listed in components/ui/shortcuts-list.tsx), wherever no text field
// has focus: 1-5 choose the score, T moves to the tags, R marks the call reviewed, Shift+R
// marks it and opens the next call. Focus stays where it was, so the next key works too.
import { type RefObject, useEffect, useRef } from "react";
import { isTyping } from "@/lib/client/is-typing";
import { SCORES } from "@/lib/reviews/scores";
import { REVIEW_KEY, TAGS_KEY } from "@/lib/shortcut-keys";

interface ReviewKeyActions {
  score: (n: number) => void;
  mark: () => Promise<boolean>;
  next: (() => void) | undefined;
  tags: RefObject<HTMLFieldSetElement | null>;
}

export function useReviewKeys(actions: ReviewKeyActions) {
  // The latest choice, without re-adding the listener per change.
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isTyping(e.target)) return;
      const { score, mark, next, tags } = latest.current;
      const key = e.key.toLowerCase();
      const n = Number(e.key);
      if (!e.shiftKey && SCORES.includes(n as (typeof SCORES)[number])) score(n);
      else if (key === TAGS_KEY && !e.shiftKey) tags.current?.querySelector("input")?.focus();
      else if (key === REVIEW_KEY) void mark().then((done) => done && e.shiftKey && next?.());
      else return;
      e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
