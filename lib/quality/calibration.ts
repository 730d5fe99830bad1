import type { Alignment } from "./alignment";
import type { Evaluation } from "./evaluation";
import type { FormDefinition } from "./form";

// A calibration as the API answers it (issue #41): one call, several reviewers, one expert.
export interface Calibration {
  id: string;
  callId: string;
  formId: string;
  formVersion: number;
  expert: string;
  reviewers: string[];
  createdAt: string;
  /** The reviewers who submitted. */
  submitted: string[];
}

export interface CalibrationDetail {
  calibration: Calibration;
  form: { name: string; version: number; definition: FormDefinition };
  /** Everyone's once all submitted; before that only the caller's own. */
  evaluations: Evaluation[];
  /** Per reviewer but the expert, once all submitted. */
  alignment: Record<string, Alignment> | null;
  /** Whether the caller is one of its reviewers, by their id, and has yet to submit. */
  yourTurn: boolean;
}
