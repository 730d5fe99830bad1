"use client";
// On a call's page the page and the player are on the same call (issue #38): when the page
// moves to another call (its Next, a link), the player follows, or stops when the new call
// has no recording; when the player moves (its Next, Shift+N, "Autoplay next"), the page
// follows. So a note or a score never lands on a call other than the one playing. Space plays
// the page's call while the player has none (then the player's own keys take over).
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { usePlayerActions, usePlayerState } from "@/components/audio-player/player-context";
import { isTyping } from "@/lib/client/is-typing";
import { callHref } from "@/lib/urls";

export function usePagePlayerSync(callId: string, audioAvailable: boolean) {
  const router = useRouter();
  const { load, close } = usePlayerActions();
  const playerCall = usePlayerState((s) => s.callId);
  const playing = usePlayerState((s) => s.playing || s.status === "loading");
  // The page's first render counts as a move of the page: the player follows it there.
  const last = useRef<{ page: string | null; player: string | null }>({ page: null, player: playerCall });
  useEffect(() => {
    const was = last.current;
    last.current = { page: callId, player: playerCall };
    if (playerCall === null || playerCall === callId) return;
    if (was.page !== callId) {
      if (audioAvailable) void load(callId, { autoplay: playing });
      else close();
    } else if (was.player !== playerCall) router.push(callHref(playerCall, { tz: new URLSearchParams(window.location.search).get("tz") }));
  }, [callId, playerCall, audioAvailable, playing, load, close, router]);

  useEffect(() => {
    if (playerCall !== null || !audioAvailable) return;
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement;
      if (e.key !== " " || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isTyping(el)) return;
      if (["BUTTON", "A", "SUMMARY", "INPUT"].includes(el.tagName)) return; // Space keeps its meaning there
      e.preventDefault();
      void load(callId, { autoplay: true });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [playerCall, audioAvailable, callId, load]);
}
