"use client";
// Working the queue from a call's page (?queue=1, issue #41): J and K open the next and the
// previous call of the signed-in reviewer's open assignments, and `next` (after a submit)
// reads the queue again and opens its first open call, or the queue when none is left.
// Where this call stands is said: "Call 2 of 3 in your queue".
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { isTyping } from "@/lib/client/is-typing";
import { myAssignmentsOptions } from "@/lib/dashboard-api/assignments";

export const queueHref = (callId: string) => `/calls/${encodeURIComponent(callId)}?queue=1`;

export function useQueueNavigation(callId: string, inQueue: boolean) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...myAssignmentsOptions(), enabled: inQueue });
  const calls = (data ?? []).map((a) => a.callId);
  const at = calls.indexOf(callId);
  const go = (offset: number) => {
    const target = calls[at + offset];
    if (at >= 0 && target) router.push(queueHref(target));
  };
  const next = async () => {
    const fresh = await queryClient.fetchQuery({ ...myAssignmentsOptions(), staleTime: 0 });
    const open = fresh.find((a) => a.callId !== callId);
    router.push(open ? queueHref(open.callId) : "/queue");
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
    next: () => void next(),
    /** The scorecard this call's assignment names. */
    formId: data?.[at]?.formId,
  };
}
