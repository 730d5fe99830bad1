"use client";
// N on a call's page (outside text fields) goes to the note's box with "At current time"
// ticked; the tick is kept in this browser, so the next call's note is pinned too.
import { type RefObject, useEffect } from "react";
import { isTyping } from "@/lib/client/is-typing";
import { storedChoice } from "@/lib/client/stored-choice";
import { NOTE_KEY } from "@/lib/shortcut-keys";

const atCurrentTime = storedChoice("call-notes:at-current-time", ["yes", "no"], "no");

export function useNoteKey(box: RefObject<HTMLTextAreaElement | null>) {
  const atNow = atCurrentTime.use() === "yes";
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== NOTE_KEY || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || isTyping(e.target)) return;
      e.preventDefault();
      atCurrentTime.set("yes");
      box.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [box]);
  return { atNow, setAtNow: (on: boolean) => atCurrentTime.set(on ? "yes" : "no") };
}
