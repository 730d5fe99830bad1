// A sampling plan (issue #41): which calls to review, for whom, by when. Its runs choose the
// calls from the local call index with these filters.
export interface PlanDefinition {
  formId: string;
  /** Calls per agent in each run. */
  perAgent: number;
  /** Only these agents (by name); every agent when empty. */
  agents: string[];
  /** Reviewers (user names), given calls in turn. */
  reviewers: string[];
  /** Calls created in the last this many days (up to the run). */
  daysBack: number;
  /** Only calls longer than this. */
  minDurationSeconds: number;
  /** Days from the run to the assignments' due date. */
  dueDays: number;
  /** "weekly": runs every Monday (UTC) by itself too; "manual": only when run now. */
  schedule: "manual" | "weekly";
}

export interface Plan {
  id: string;
  name: string;
  definition: PlanDefinition;
  createdAt: string;
}

export interface PlanRun {
  id: string;
  planId: string;
  seed: number;
  filter: { fromMs: number; toMs: number; minDurationSeconds: number; agents: string[]; status: "completed"; notEvaluated: true };
  picked: number;
  runBy: string;
  at: string;
}

export interface Assignment {
  id: string;
  runId: string;
  callId: string;
  agentName: string;
  reviewer: string;
  formId: string;
  dueAt: string;
  status: "open" | "done" | "returned";
  reason: string | null;
}
