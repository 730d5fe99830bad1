"use client";
// A call in progress, kept fresh on its detail page: refreshed every live interval until it
// has ended (and, for a completed call, until its recording is there, for at most a few
// minutes after the end), so its status and its Play button appear without a reload.
import { useState } from "react";
import { isLiveStatus } from "@/lib/call-results/constants";
import type { CallResult } from "@/lib/call-results/schemas";
import { useLiveQuery } from "@/lib/client/use-live-query";
import { liveCallOptions } from "@/lib/dashboard-api/live";

// A recording may be stored a little after the call ends; past this, it is not coming.
const RECORDING_WAIT_MS = 10 * 60_000;

export function stillChanging(call: CallResult, now: number): boolean {
  if (isLiveStatus(call.status)) return true;
  const ended = call.endedAt ? Date.parse(call.endedAt) : Date.parse(call.updatedAt);
  return call.status === "completed" && !call.audioAvailable && now - ended < RECORDING_WAIT_MS;
}

export function useLiveCall(initial: CallResult, intervalSeconds: number) {
  const [fetchedAt] = useState(() => Date.now());
  const { queryKey, queryFn } = liveCallOptions(initial.callId);
  const { result, state } = useLiveQuery({
    queryKey,
    // Always a function here: the factory never skips.
    queryFn: queryFn!,
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
