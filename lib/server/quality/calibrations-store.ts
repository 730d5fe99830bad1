import "server-only";
import { randomUUID } from "node:crypto";
import { DashboardError } from "@/lib/errors";
import { alignment } from "@/lib/quality/alignment";
import type { Calibration, CalibrationDetail } from "@/lib/quality/calibration";
import type { StoreDb } from "../store/database";
import { toEvaluation } from "./evaluations-store";
import { formVersion } from "./forms-store";

// Calibrations (issue #41): an admin names a call, a form, several reviewers and the expert
// among them. Each evaluates the call without seeing the others' answers; once all have
// submitted, everyone sees them side by side with each reviewer's alignment with the expert.

type Row = { id: string; call_id: string; form_id: string; form_version: number; expert: string; reviewers: string; created_at: string };

async function toCalibration(db: StoreDb, r: Row): Promise<Calibration> {
  const done = await db.selectFrom("qa_evaluation").select("reviewer").where("calibration_id", "=", r.id).where("status", "=", "submitted").execute();
  return {
    id: r.id,
    callId: r.call_id,
    formId: r.form_id,
    formVersion: r.form_version,
    expert: r.expert,
    reviewers: JSON.parse(r.reviewers),
    createdAt: r.created_at,
    submitted: done.map((d) => d.reviewer),
  };
}

export async function listCalibrations(db: StoreDb): Promise<Calibration[]> {
  const rows = await db.selectFrom("qa_calibration").selectAll().orderBy("created_at", "desc").limit(100).execute();
  return Promise.all(rows.map((r) => toCalibration(db, r)));
}

async function findCalibration(db: StoreDb, id: unknown): Promise<Calibration> {
  const row = typeof id === "string" ? await db.selectFrom("qa_calibration").selectAll().where("id", "=", id).executeTakeFirst() : undefined;
  if (!row) throw new DashboardError("not_found", "There is no such calibration.");
  return toCalibration(db, row);
}

/** The calibration a reviewer's evaluation belongs to: a 403 for someone not named in it, a 400 for another call or form. */
export async function calibrationFor(
  db: StoreDb,
  id: unknown,
  of: { callId: string; formId: string; reviewer: string },
): Promise<{ id: string; formVersion: number }> {
  const c = await findCalibration(db, id);
  if (!c.reviewers.includes(of.reviewer)) throw new DashboardError("forbidden", "Only the calibration's reviewers evaluate in it.");
  if (c.callId !== of.callId || c.formId !== of.formId)
    throw new DashboardError("invalid_request", "callId and formId must be the calibration's.", {
      details: [{ param: "calibrationId", message: "another call or form" }],
    });
  return { id: c.id, formVersion: c.formVersion };
}

export async function createCalibration(
  trx: StoreDb,
  input: { callId: string; formId: string; reviewers: string[]; expert: string },
  user: string,
  now = Date.now(),
) {
  const form = await formVersion(trx, input.formId);
  const id = randomUUID();
  const row = {
    id,
    call_id: input.callId,
    form_id: form.id,
    form_version: form.version,
    expert: input.expert,
    reviewers: JSON.stringify(input.reviewers),
    created_by: user,
    created_at: new Date(now).toISOString(),
  };
  await trx.insertInto("qa_calibration").values(row).execute();
  return toCalibration(trx, row);
}

export async function calibrationDetail(db: StoreDb, id: string, viewer: string): Promise<CalibrationDetail> {
  const calibration = await findCalibration(db, id);
  const form = await formVersion(db, calibration.formId, calibration.formVersion);
  const rows = await db.selectFrom("qa_evaluation").selectAll().where("calibration_id", "=", id).execute();
  const all = rows.map(toEvaluation);
  const complete = calibration.reviewers.every((r) => calibration.submitted.includes(r));
  const expert = all.find((e) => e.reviewer === calibration.expert);
  return {
    calibration,
    form: { name: form.name, version: form.version, definition: form.definition },
    evaluations: complete ? all : all.filter((e) => e.reviewer === viewer),
    alignment: complete && expert ? Object.fromEntries(all.filter((e) => e !== expert).map((e) => [e.reviewer, alignment(expert, e)])) : null,
  };
}
