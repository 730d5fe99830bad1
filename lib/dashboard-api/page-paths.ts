// The dashboard's own API paths that only other pages than the calls page, or its parts that
// load on demand, call (paths.ts has the rest, and its comment says why two modules).
import { segment } from "./paths";

export const PAGE_PATHS = {
  insights: "/api/insights",
  reviews: "/api/reviews",
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
  notes: (callId: string) => `/api/calls/${segment(callId)}/notes`,
  note: (callId: string, noteId: string) => `/api/calls/${segment(callId)}/notes/${segment(noteId)}`,
  review: (callId: string) => `/api/calls/${segment(callId)}/review`,
  export: "/api/export",
  views: "/api/views",
  view: (viewId: string) => `/api/views/${segment(viewId)}`,
  startView: "/api/views/start",
  indexAgents: "/api/index/agents",
  reviewTags: "/api/reviews/tags",
} as const;
