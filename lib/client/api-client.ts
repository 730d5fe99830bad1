// The browser's side of the dashboard API (/api/call-results…). Bodies are trusted to
// match the contract: the route handlers validated them already, and zod stays out of
// the client bundle.
import type { CallStatus } from "@/lib/call-results/constants";
import type { ListResponse, Pending, RecordingInfo } from "@/lib/call-results/schemas";
import type { DashboardErrorCode, ErrorResponseBody } from "@/lib/errors";

export class ApiError extends Error {
  constructor(
    readonly code: DashboardErrorCode,
    message: string,
    readonly status: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { accept: "application/json" } });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError("upstream_error", "The dashboard could not be reached. Check your connection and try again.", 0);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError("internal_error", `The dashboard answered HTTP ${response.status} without a readable body.`, response.status);
  }
  if (!response.ok) {
    const e = body as Partial<ErrorResponseBody>;
    const retryAfter = Number(response.headers.get("retry-after"));
    throw new ApiError(
      e.code ?? "internal_error",
      e.error ?? `The dashboard answered HTTP ${response.status}.`,
      response.status,
      Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : undefined,
    );
  }
  return body as T;
}

/**
 * `search` is a serialised list query (listQueryKey). `live` marks a live view's periodic
 * refresh, which the server may answer from its one-interval micro-cache.
 */
export function fetchCallResults(search: string, signal?: AbortSignal, options: { live?: boolean } = {}): Promise<ListResponse> {
  const params = new URLSearchParams(search);
  if (options.live) params.set("live", "1");
  const query = params.toString();
  return getJson<ListResponse>(`/api/call-results${query ? `?${query}` : ""}`, signal);
}

/** `download` asks for the URL to save the file, which needs the downloader role and is audited as such. */
export function fetchRecording(callId: string, purpose: "play" | "download" = "play", signal?: AbortSignal): Promise<RecordingInfo> {
  const query = purpose === "download" ? "?purpose=download" : "";
  return getJson<{ data: RecordingInfo }>(`/api/call-results/${encodeURIComponent(callId)}/audio${query}`, signal).then((r) => r.data);
}

export interface Summary {
  counts: Record<CallStatus, number>;
  total: number;
  range: { from: string; to: string };
  unit: "hour" | "day" | "week";
  step: number;
  bins: { from: string; to: string; count: number }[];
}

/** Counts by status and calls over time; `search` is a serialised list query. */
export function fetchSummary(search: string, zone: string, signal?: AbortSignal): Promise<Summary> {
  const params = new URLSearchParams(search);
  params.set("zone", zone);
  return getJson<Summary>(`/api/summary?${params}`, signal);
}

export type TaskRecording = { kind: "ready"; recording: RecordingInfo } | { kind: "pending"; pending: Pending };

/** By call task: 202 with the pending object while the result is being created. */
export async function fetchRecordingByTask(callTaskId: string, signal?: AbortSignal): Promise<TaskRecording> {
  const body = await getJson<{ data: RecordingInfo } | Pending>(`/api/call-results/by-call-task/${encodeURIComponent(callTaskId)}/audio`, signal);
  return "status" in body && body.status === "pending"
    ? { kind: "pending", pending: body }
    : { kind: "ready", recording: (body as { data: RecordingInfo }).data };
}
