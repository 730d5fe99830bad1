"use client";
// "Previous call" and "Next call" in the player, and "Autoplay next": they walk the list the
// user was last on, the calls view or the Reviews list (lib/client/calls-list.ts), in its order, across its pages, past calls
// without a recording, and say what they did (skipped calls, the end of the list) in one
// polite sentence.
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { hasRecording, pageHint, rememberedList, rememberPosition, skippedText } from "@/lib/client/calls-list";
import { toErrorView } from "@/lib/client/error-view";
import { findNeighbour, SCAN_PAGES } from "@/lib/client/list-neighbours";
import { useTimeZone } from "@/lib/client/time-zone";
import { callOptions } from "@/lib/dashboard-api/recordings";
import { usePlayerActions, usePlayerState } from "./player-context";
import { useAutoplayNext } from "./player-preferences";

export interface PlayThrough {
  previous: () => void;
  next: () => void;
  /** A step is being looked up. */
  busy: boolean;
  /** What the last step did, for the player's live region. */
  message: string;
}

export function usePlayThrough(): PlayThrough {
  const queryClient = useQueryClient();
  const { zone } = useTimeZone();
  const { load } = usePlayerActions();
  const callId = usePlayerState((s) => s.callId);
  const ended = usePlayerState((s) => s.ended);
  const autoplayNext = useAutoplayNext();
  const [busy, setBusy] = useState(false);
  // A message belongs to the call it was said for: playing another call some other way drops it.
  const [said, setSaid] = useState({ callId: "", text: "" });
  const stepping = useRef(false);

  const step = useCallback(
    async (direction: 1 | -1) => {
      if (!callId || stepping.current) return;
      stepping.current = true;
      setBusy(true);
      const list = rememberedList();
      const which = direction === 1 ? "next" : "previous";
      try {
        const found = await findNeighbour(list.pages(queryClient, zone), { callId, page: pageHint(list, callId) }, direction, hasRecording);
        if (found.kind === "call" && found.call.call) {
          const next = found.call.call;
          rememberPosition(list, next.callId, found.page);
          // The player names the call at once, from the row already at hand.
          queryClient.setQueryData(callOptions(next.callId).queryKey, next);
          setSaid({ callId: next.callId, text: skippedText(found.skipped).trim() });
          void load(next.callId, { autoplay: true });
        } else if (found.kind === "end") {
          setSaid({ callId, text: `${skippedText(found.skipped)}${direction === 1 ? "End" : "Start"} of the list: no ${which} call with a recording.` });
        } else if (found.kind === "far") {
          setSaid({
            callId,
            text: `${skippedText(found.skipped)}No call with a recording in the ${SCAN_PAGES} pages ${direction === 1 ? "after" : "before"} this one.`,
          });
        } else {
          setSaid({ callId, text: "This call is not in the calls list you came from, so there is no previous or next call." });
        }
      } catch (error) {
        setSaid({ callId, text: `The ${which} call could not be found: ${toErrorView(error).message}` });
      } finally {
        stepping.current = false;
        setBusy(false);
      }
    },
    [callId, queryClient, zone, load],
  );

  // The recording played to its end: on to the next, once, when the user asked for that.
  const advanced = useRef(false);
  useEffect(() => {
    if (!ended) advanced.current = false;
    else if (autoplayNext && !advanced.current) {
      advanced.current = true;
      void step(1);
    }
  }, [ended, autoplayNext, step]);

  const previous = useCallback(() => void step(-1), [step]);
  const next = useCallback(() => void step(1), [step]);
  return { previous, next, busy, message: said.callId === callId ? said.text : "" };
}
