"use client";
// Working the queue from a call's page (?queue=1, issue #41): J and K open the next and the
// previous call of the signed-in reviewer's open assignments, and `next` opens the one after
// this call (after a submit). Where this call stands is said: "Call 2 of 3 in your queue".
import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { isTyping } from "@/lib/client/is-typing";
import { myAssignmentsOptions } from "@/lib/dashboard-api/assignments";

export const queueHref = (callId: string) => `/calls/${encodeURIComponent(callId)}?queue=1`;

export function useQueueNavigation(callId: string, inQueue: boolean) {
  const router = useRouter();
  const { data } = useQuery({ ...myAssignmentsOptions(), enabled: inQueue });
  const calls = (data ?? []).map((a) => a.callId);
  const at = calls.indexOf(callId);
  // After a submit this call leaves the open list; the next is the one after where it stood.
  const lastAt = useRef(at);
  if (at >= 0) lastAt.current = at;
  const go = (offset: number) => {
    const list = calls.filter((c) => c !== callId);
    const base = at >= 0 ? at + (offset > 0 ? 0 : -1) : lastAt.current + (offset > 0 ? 0 : -1);
    const target = list[Math.max(0, Math.min(list.length - 1, base))];
    if (target) router.push(queueHref(target));
    else router.push("/queue");
  };
  const goRef = useRef(go);
  goRef.current = go;
  useEffect(() => {
    if (!inQueue) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || isTyping(e.target)) return;
      if (e.key !== "j" && e.key !== "k") return;
      e.preventDefault();
      goRef.current(e.key === "j" ? 1 : -1);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [inQueue]);
  return {
    position: inQueue && at >= 0 ? `Call ${at + 1} of ${calls.length} in your queue` : null,
    next: () => goRef.current(1),
  };
}
