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
export type IdFilter = (typeof ID_FILTERS)[number];

export const PAGE_SIZE_MAX = 500;
export const PAGE_SIZE_DEFAULT = 20;

// Ids that may stand in a path (a call id, a call task id): 1–128 ASCII letters, digits,
// "_" and "-", starting with a letter or digit, as the spec's `call_abc123` ids are.
// Anything else (dots, slashes, "?", "#", "%", spaces, non-ASCII) is refused before it
// is encoded into an upstream URL or a page link.
export const PATH_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;
