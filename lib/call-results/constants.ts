// The spec's enumerations and limits (§2, §3, §4.1, §8). Free of zod, so that client
// components can import them without shipping a validator.

export const CALL_STATUSES = ["preparing", "ringing", "in_progress", "completed", "no_answer", "unreachable", "failed"] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

export const CALL_DIRECTIONS = ["inbound", "outbound", "web"] as const;
export type CallDirection = (typeof CALL_DIRECTIONS)[number];

export const SORT_FIELDS = ["createdAt", "startedAt", "endedAt", "durationSeconds"] as const;
export type SortBy = (typeof SORT_FIELDS)[number];

export const SORT_ORDERS = ["asc", "desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const ID_FILTERS = ["callTaskId", "callId", "endUserId", "agentId"] as const;

export const PAGE_SIZE_MAX = 500;
export const PAGE_SIZE_DEFAULT = 20;

// Ids that may stand in a path (a call id, a call task id): 1–128 ASCII letters, digits,
// "_" and "-", starting with a letter or digit, as the spec's `call_abc123` ids are.
// Anything else (dots, slashes, "?", "#", "%", spaces, non-ASCII) is refused before it
// is encoded into an upstream URL or a page link.
export const PATH_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

// Statuses of a call that has not ended yet: it can still change, and has no recording.
export const LIVE_STATUSES = ["preparing", "ringing", "in_progress"] as const satisfies readonly CallStatus[];

export function isLiveStatus(status: CallStatus): boolean {
  return (LIVE_STATUSES as readonly CallStatus[]).includes(status);
}

// The list operation's filter parameters (§4.1); with paging and sorting they make
// LIST_QUERY_PARAMS (list-query.ts).
export const FILTER_PARAMS = [...ID_FILTERS, "status", "createdFrom", "createdTo"] as const;

// The header that carries the API key (§2), lowercase as Node's request headers are.
export const API_KEY_HEADER = "x-api-key";

// The three operations' paths (§4), relative to the base address. Ids must have passed
// PATH_ID_PATTERN; they are encoded here all the same.
export const API_PATHS = {
  list: "/api/v1/call-results",
  recordingByCall: (callId: string) => `/api/v1/call-results/${encodeURIComponent(callId)}/audio`,
  recordingByTask: (callTaskId: string) => `/api/v1/call-results/by-call-task/${encodeURIComponent(callTaskId)}/audio`,
} as const;
