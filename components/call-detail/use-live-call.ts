"use client";
// A call in progress, kept fresh on its detail page: refreshed every live interval until it
// has ended (and, for a completed call, until its recording is there, for at most a few
// minutes after the end), so its status and its Play button appear without a reload.
import { useState } from "react";
import { isLiveStatus } from "@/lib/call-results/constants";
import { listQueryKey } from "@/lib/call-results/list-query";
import type { CallResult } from "@/lib/call-results/schemas";
import { fetchCallResults } from "@/lib/client/api-client";
import { useLiveQuery } from "@/lib/client/use-live-query";

// A recording may be stored a little after the call ends; past this, it is not coming.
const RECORDING_WAIT_MS = 10 * 60_000;

export function stillChanging(call: CallResult, now: number): boolean {
  if (isLiveStatus(call.status)) return true;
  const ended = call.endedAt ? Date.parse(call.endedAt) : Date.parse(call.updatedAt);
  return call.status === "completed" && !call.audioAvailable && now - ended < RECORDING_WAIT_MS;
}

export function useLiveCall(initial: CallResult, intervalSeconds: number) {
  const [fetchedAt] = useState(() => Date.now());
  const { result, state } = useLiveQuery({
    queryKey: ["call", initial.callId, "live"] as const,
    // The spec has no "get": the list filtered by the call id, as a live refresh (live=1).
    queryFn: async ({ signal }): Promise<CallResult | undefined> =>
      (await fetchCallResults(listQueryKey({ callId: initial.callId, pageSize: 1 }), signal, { live: true })).data[0],
    intervalMs: intervalSeconds * 1000,
    enabled: stillChanging(initial, fetchedAt),
    initialData: initial,
    initialDataUpdatedAt: fetchedAt,
    continueWhile: (call) => call !== undefined && stillChanging(call, Date.now()),
  });
  // A call the service no longer lists stays as last seen.
  const call = result.data ?? initial;
  return { call, state: stillChanging(call, Date.now()) ? state : ({ kind: "off" } as const) };
}
