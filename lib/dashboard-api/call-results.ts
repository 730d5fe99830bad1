// The calls list and a call's recording: their query keys and queryOptions factories,
// shared by the hooks that read them, the code that prefetches them, and the server that
// renders the first page into the same cache (app/(dashboard)/page.tsx).
import { queryOptions } from "@tanstack/react-query";
import { isCreatedPreset, resolveCreatedPreset } from "@/lib/call-results/created-range";
import { listQueryKey } from "@/lib/call-results/list-query";
import type { CallResult, ListResponse, Pending, RecordingInfo } from "@/lib/call-results/schemas";
import { requestJson } from "./fetch";
import { DASHBOARD_PATHS, withSearch } from "./paths";

/**
 * `search` is a serialised list query (listQueryKey). `live` marks a live view's periodic
 * refresh, which the server may answer from its one-interval micro-cache.
 */
export function fetchCallResults(search: string, signal?: AbortSignal, options: { live?: boolean } = {}): Promise<ListResponse> {
  const params = new URLSearchParams(search);
  if (options.live) params.set("live", "1");
  return requestJson<ListResponse>(withSearch(DASHBOARD_PATHS.callResults, params), { signal });
}

/**
 * The list's search for a request now: a relative range (`created=24h`) becomes the absolute
 * createdFrom/createdTo it means at this moment in `zone`, so each fetch of the same key
 * covers the range as of that fetch.
 */
export function searchNow(key: string, zone: string | null): string {
  const params = new URLSearchParams(key);
  const created = params.get("created");
  if (zone === null || created === null || !isCreatedPreset(created)) return key;
  params.delete("created");
  const range = resolveCreatedPreset(created, Date.now(), zone);
  params.set("createdFrom", range.createdFrom);
  params.set("createdTo", range.createdTo);
  return params.toString();
}

/** The zone a key's range depends on: only a relative one does, so other keys stay one cache entry across zones. */
export function rangeZone(key: string, zone: string): string | null {
  return new URLSearchParams(key).has("created") ? zone : null;
}

/** One page of the list; `key` is the serialised list query (listQueryKey), `zone` places a relative range's days. */
export const callResultsOptions = (key: string, zone: string) =>
  queryOptions({
    queryKey: ["call-results", key, rangeZone(key, zone)] as const,
    queryFn: ({ signal }) => fetchCallResults(searchNow(key, rangeZone(key, zone)), signal),
  });

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
