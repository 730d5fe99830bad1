// The dashboard's own API (app/api), as the browser calls it: one place for each path, so
// a route that moves is changed here and the compiler finds every caller.
const segment = (id: string) => encodeURIComponent(id);

export const DASHBOARD_PATHS = {
  callResults: "/api/call-results",
  recording: (callId: string) => `/api/call-results/${segment(callId)}/audio`,
  recordingByTask: (callTaskId: string) => `/api/call-results/by-call-task/${segment(callTaskId)}/audio`,
  summary: "/api/summary",
  export: "/api/export",
  indexStatus: "/api/index/status",
  insights: "/api/insights",
  views: "/api/views",
  view: (viewId: string) => `/api/views/${segment(viewId)}`,
  startView: "/api/views/start",
  notes: (callId: string) => `/api/calls/${segment(callId)}/notes`,
  note: (callId: string, noteId: string) => `/api/calls/${segment(callId)}/notes/${segment(noteId)}`,
  review: (callId: string) => `/api/calls/${segment(callId)}/review`,
  reviews: "/api/reviews",
  reviewMarks: "/api/reviews/marks",
  reviewsExport: "/api/reviews/export",
  forms: "/api/forms",
  form: (formId: string) => `/api/forms/${segment(formId)}`,
  evaluations: "/api/evaluations",
  evaluationsExport: "/api/evaluations/export",
  reopenEvaluation: (id: string) => `/api/evaluations/${segment(id)}/reopen`,
  calibrations: "/api/calibrations",
  calibration: (id: string) => `/api/calibrations/${segment(id)}`,
  plans: "/api/plans",
  planRuns: (planId: string) => `/api/plans/${segment(planId)}/runs`,
  assignments: "/api/assignments",
  assignment: (id: string) => `/api/assignments/${segment(id)}`,
} as const;

/** A path with its query string, or the bare path when there is none. */
export function withSearch(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
