// The dashboard's own API (app/api), as the browser calls it: one place for each path, so
// a route that moves is changed here and the compiler finds every caller. The calls page
// loads this module first; the paths only other pages or its on-demand parts call are in
// page-paths.ts, so they add nothing to its first load.
export const segment = (id: string) => encodeURIComponent(id);

export const DASHBOARD_PATHS = {
  callResults: "/api/call-results",
  recording: (callId: string) => `/api/call-results/${segment(callId)}/audio`,
  recordingByTask: (callTaskId: string) => `/api/call-results/by-call-task/${segment(callTaskId)}/audio`,
  summary: "/api/summary",
  indexStatus: "/api/index/status",
  reviewMarks: "/api/reviews/marks",
} as const;

/** A path with its query string, or the bare path when there is none. */
export function withSearch(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
