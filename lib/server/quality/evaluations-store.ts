import "server-only";
import { randomUUID } from "node:crypto";
import { DashboardError } from "@/lib/errors";
import type { Evaluation } from "@/lib/quality/evaluation";
import type { Answers } from "@/lib/quality/form";
import { scoreEvaluation } from "@/lib/quality/score";
import type { StoreDb } from "../store/database";
import { formVersion } from "./forms-store";
import { assignedTo } from "./reviewer-identity";

// Evaluations (issue #41): one per call, reviewer and form. A draft is saved as it is filled
// in and keeps the form version it began with; submitting scores it and makes it final; an
// admin may reopen it. The time spent adds up across saves.

type Row = Awaited<ReturnType<typeof rowOf>>;
const rowOf = (db: StoreDb, id: string) => db.selectFrom("qa_evaluation").selectAll().where("id", "=", id).executeTakeFirst();

/** The row as the API answers it; `mine` for the caller of id `viewerId`. */
export const toEvaluation = (r: NonNullable<Row>, viewerId?: string): Evaluation => ({
  id: r.id,
  callId: r.call_id,
  formId: r.form_id,
  formVersion: r.form_version,
  reviewer: r.reviewer,
  mine: r.reviewer_id === viewerId,
  agentName: r.agent_name,
  status: r.status as Evaluation["status"],
  answers: JSON.parse(r.answers),
  score: r.score,
  criticalFailed: r.critical_failed === 1,
  needsAttention: r.needs_attention === 1,
  timeSpentMs: r.time_spent_ms,
  updatedAt: r.updated_at,
  submittedAt: r.submitted_at,
});

export interface SaveInput {
  callId: string;
  formId: string;
  /** The reviewer's name (shown) and id (whose it is: migration 024). */
  reviewer: string;
  reviewerId: string;
  agentName: string | null;
  answers: Answers;
  addTimeMs: number;
  submit: boolean;
  /** A calibration's evaluation: its id and the form version it uses; "" for the call's own. */
  calibration?: { id: string; formVersion: number };
}

/** Saves the reviewer's draft, or submits it; a 409 once it is final, a 400 naming what a submit misses. */
export async function saveEvaluation(trx: StoreDb, input: SaveInput, now = Date.now()): Promise<Evaluation> {
  const at = new Date(now).toISOString();
  const existing = await trx
    .selectFrom("qa_evaluation")
    .selectAll()
    .where("call_id", "=", input.callId)
    .where("reviewer_id", "=", input.reviewerId)
    .where("form_id", "=", input.formId)
    .where("calibration_id", "=", input.calibration?.id ?? "")
    .executeTakeFirst();
  if (existing?.status === "submitted") throw new DashboardError("conflict", "This evaluation is submitted; an admin may reopen it.");
  const form = await formVersion(trx, input.formId, existing?.form_version ?? input.calibration?.formVersion);
  const result = scoreEvaluation(form.definition, input.answers);
  if (input.submit) {
    const missing = result.unanswered.length
      ? `answer every question (${result.unanswered.length} left)`
      : result.missingComments.length
        ? "add a comment to each negative answer that needs one"
        : null;
    if (missing)
      throw new DashboardError("invalid_request", `To submit, ${missing}.`, {
        details: [{ param: "answers", message: [...result.unanswered, ...result.missingComments].join(", ") }],
      });
  }
  const values = {
    answers: JSON.stringify(input.answers),
    score: result.score,
    critical_failed: result.criticalFailed ? 1 : 0,
    needs_attention: input.submit && (result.criticalFailed || (result.score !== null && result.score < form.definition.threshold)) ? 1 : 0,
    status: input.submit ? "submitted" : "draft",
    submitted_at: input.submit ? at : null,
    updated_at: at,
  };
  const id = existing?.id ?? randomUUID();
  if (existing)
    await trx
      .updateTable("qa_evaluation")
      .set((eb) => ({ ...values, time_spent_ms: eb("time_spent_ms", "+", input.addTimeMs) }))
      .where("id", "=", id)
      .execute();
  else
    await trx
      .insertInto("qa_evaluation")
      .values({
        id,
        calibration_id: input.calibration?.id ?? "",
        call_id: input.callId,
        form_id: form.id,
        form_version: form.version,
        reviewer: input.reviewer,
        reviewer_id: input.reviewerId,
        agent_name: input.agentName,
        time_spent_ms: input.addTimeMs,
        created_at: at,
        ...values,
      })
      .execute();
  if (input.submit && !input.calibration)
    await trx
      .updateTable("qa_assignment")
      .set({ status: "done", updated_at: at, reviewer_id: input.reviewerId })
      .where("call_id", "=", input.callId)
      .where(assignedTo({ id: input.reviewerId, name: input.reviewer }))
      .where("status", "=", "open")
      .execute();
  return toEvaluation((await rowOf(trx, id))!, input.reviewerId);
}

/** Makes a submitted evaluation a draft again (an admin's, with a reason the route audits). */
export async function reopenEvaluation(trx: StoreDb, id: string, now = Date.now()): Promise<Evaluation> {
  const row = await rowOf(trx, id);
  if (!row) throw new DashboardError("not_found", "There is no such evaluation.");
  if (row.status !== "submitted") throw new DashboardError("conflict", "Only a submitted evaluation can be reopened.");
  await trx
    .updateTable("qa_evaluation")
    .set({ status: "draft", submitted_at: null, needs_attention: 0, updated_at: new Date(now).toISOString() })
    .where("id", "=", id)
    .execute();
  return toEvaluation((await rowOf(trx, id))!);
}
