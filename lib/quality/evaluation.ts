import type { Answers } from "./form";

// An evaluation as the API answers it (issue #41).
export interface Evaluation {
  id: string;
  callId: string;
  formId: string;
  formVersion: number;
  reviewer: string;
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
