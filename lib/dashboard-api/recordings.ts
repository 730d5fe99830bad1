// One call's facts and the recordings (of a call, of a call task): what the player and the
// task page ask for, apart from the calls list (call-results.ts), which the calls page needs
// from its first render while these wait for a Play.
import { queryOptions } from "@tanstack/react-query";
import { listQueryKey } from "@/lib/call-results/list-query";
import type { CallResult, Pending, RecordingInfo } from "@/lib/call-results/schemas";
import { fetchCallResults } from "./call-results";
import { requestJson } from "./fetch";
import { DASHBOARD_PATHS } from "./paths";

/**
 * One call's facts, as the player names what it plays. The spec has no "get": the list
 * filtered by the call id; null when the service does not list it. A call with a recording
 * has ended, so its facts are final and never go stale.
 */
export const callOptions = (callId: string) =>
  queryOptions({
    queryKey: ["call", callId] as const,
    queryFn: async ({ signal }): Promise<CallResult | null> => (await fetchCallResults(listQueryKey({ callId, pageSize: 1 }), signal)).data[0] ?? null,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** `download` asks for the URL to save the file, which needs the downloader role and is audited as such. */
export function fetchRecording(callId: string, purpose: "play" | "download" = "play", signal?: AbortSignal): Promise<RecordingInfo> {
  const path = DASHBOARD_PATHS.recording(callId) + (purpose === "download" ? "?purpose=download" : "");
  return requestJson<{ data: RecordingInfo }>(path, { signal }).then((r) => r.data);
}

export type TaskRecording = { kind: "ready"; recording: RecordingInfo } | { kind: "pending"; pending: Pending };

/** By call task: 202 with the pending object while the result is being created. */
async function fetchRecordingByTask(callTaskId: string, signal?: AbortSignal): Promise<TaskRecording> {
  const body = await requestJson<{ data: RecordingInfo } | Pending>(DASHBOARD_PATHS.recordingByTask(callTaskId), { signal });
  return "status" in body && body.status === "pending"
    ? { kind: "pending", pending: body }
    : { kind: "ready", recording: (body as { data: RecordingInfo }).data };
}

/** The recording of a call task, or that it is still pending. `round` restarts the polling. */
export const taskRecordingOptions = (callTaskId: string, round: number) =>
  queryOptions({
    queryKey: ["task-recording", callTaskId, round] as const,
    queryFn: ({ signal }) => fetchRecordingByTask(callTaskId, signal),
  });
