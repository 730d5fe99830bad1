import type { Generated } from "kysely";

// The quality program's tables (issue #41, migration 017), apart from schema.ts to keep each file one idea.

/** A scorecard (migration 017); its definitions are in qa_form_version. */
interface QaFormTable {
  id: string;
  name: string;
  is_default: number;
  latest_version: number;
  created_by: string;
  created_at: string;
  updated_at: string;
}

interface QaFormVersionTable {
  form_id: string;
  version: number;
  definition: string;
  created_by: string;
  created_at: string;
}

/** One reviewer's evaluation of a call with a form's version (migration 017). */
interface QaEvaluationTable {
  id: string;
  call_id: string;
  form_id: string;
  form_version: number;
  reviewer: string;
  /** Whose it is (migration 024); `reviewer` is the name shown. */
  reviewer_id: string;
  agent_name: string | null;
  status: string;
  answers: string;
  score: number | null;
  critical_failed: number;
  needs_attention: number;
  time_spent_ms: number;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
  calibration_id: Generated<string>;
}

/** A calibration (migration 017): several reviewers evaluate one call, one of them the expert. */
interface QaCalibrationTable {
  id: string;
  call_id: string;
  form_id: string;
  form_version: number;
  expert: string;
  reviewers: string;
  /** JSON: the reviewers' ids in the names' order, null until bound (migration 024). */
  reviewer_ids: string;
  created_by: string;
  created_at: string;
}

interface QaPlanTable {
  id: string;
  name: string;
  definition: string;
  created_by: string;
  created_at: string;
}

interface QaPlanRunTable {
  id: string;
  plan_id: string;
  run_key: string;
  seed: number;
  filter: string;
  picked: number;
  run_by: string;
  at: string;
}

interface QaAssignmentTable {
  id: string;
  run_id: string;
  call_id: string;
  agent_name: string;
  reviewer: string;
  /** Whose it is (migration 024): null until its reviewer's first act binds it (OpenID Connect). */
  reviewer_id: string | null;
  form_id: string;
  due_at: string;
  status: string;
  reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface QualitySchema {
  qa_form: QaFormTable;
  qa_form_version: QaFormVersionTable;
  qa_evaluation: QaEvaluationTable;
  qa_plan: QaPlanTable;
  qa_plan_run: QaPlanRunTable;
  qa_assignment: QaAssignmentTable;
  qa_calibration: QaCalibrationTable;
}
