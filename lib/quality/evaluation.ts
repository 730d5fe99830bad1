import type { Answers } from "./form";

// An evaluation as the API answers it (issue #41).
export interface Evaluation {
  id: string;
  callId: string;
  formId: string;
  formVersion: number;
  reviewer: string;
  /** Whether the caller wrote it (by their id: another person of the same name did not). */
  mine: boolean;
  agentName: string | null;
  status: "draft" | "submitted";
  answers: Answers;
  score: number | null;
  criticalFailed: boolean;
  needsAttention: boolean;
  timeSpentMs: number;
  updatedAt: string;
  submittedAt: string | null;
}
