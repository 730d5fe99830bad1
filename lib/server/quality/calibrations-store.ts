import "server-only";
import { randomUUID } from "node:crypto";
import { DashboardError } from "@/lib/errors";
import { alignment } from "@/lib/quality/alignment";
import type { Calibration, CalibrationDetail } from "@/lib/quality/calibration";
import type { SessionUser } from "@/lib/roles";
import type { StoreDb } from "../store/database";
import { toEvaluation } from "./evaluations-store";
import { formVersion } from "./forms-store";
import type { NamedReviewer } from "./reviewer-identity";

// Calibrations (issue #41): an admin names a call, a form, several reviewers and the expert
// among them. Each evaluates the call without seeing the others' answers; once all have
// submitted, everyone sees them side by side with each reviewer's alignment with the expert.
// Who is who goes by id (migration 024): the names are labels.

type Row = { id: string; call_id: string; form_id: string; form_version: number; expert: string; reviewers: string; reviewer_ids: string; created_at: string };

/** A calibration with its members' ids (same order as the names; null until bound). */
type Found = Calibration & { reviewerIds: Array<string | null> };

async function toCalibration(db: StoreDb, r: Row): Promise<Found> {
  const done = await db.selectFrom("qa_evaluation").select("reviewer_id").where("calibration_id", "=", r.id).where("status", "=", "submitted").execute();
  const reviewers: string[] = JSON.parse(r.reviewers);
  const reviewerIds: Array<string | null> = JSON.parse(r.reviewer_ids);
  const submittedIds = new Set(done.map((d) => d.reviewer_id));
  return {
    id: r.id,
    callId: r.call_id,
    formId: r.form_id,
    formVersion: r.form_version,
    expert: r.expert,
    reviewers,
    createdAt: r.created_at,
    submitted: reviewers.filter((_, i) => reviewerIds[i] !== null && submittedIds.has(reviewerIds[i]!)),
    reviewerIds,
  };
}

/** The calibration as the API answers it, without the ids. */
const shown = ({ reviewerIds: _, ...calibration }: Found): Calibration => calibration;

export async function listCalibrations(db: StoreDb): Promise<Calibration[]> {
  const rows = await db.selectFrom("qa_calibration").selectAll().orderBy("created_at", "desc").limit(100).execute();
  return Promise.all(rows.map(async (r) => shown(await toCalibration(db, r))));
}

async function findCalibration(db: StoreDb, id: unknown): Promise<Found> {
  const row = typeof id === "string" ? await db.selectFrom("qa_calibration").selectAll().where("id", "=", id).executeTakeFirst() : undefined;
  if (!row) throw new DashboardError("not_found", "There is no such calibration.");
  return toCalibration(db, row);
}

/** Which member the user is: their id's place, or a place named for them and not yet bound; -1 for none. */
const memberIndex = (c: Found, user: Pick<SessionUser, "id" | "name">) => {
  const byId = c.reviewerIds.indexOf(user.id);
  return byId >= 0 ? byId : c.reviewers.findIndex((name, i) => c.reviewerIds[i] === null && name === user.name);
};

/** The calibration a reviewer's evaluation belongs to: a 403 for someone not named in it, a 400 for another call or form. */
export async function calibrationFor(
  db: StoreDb,
  id: unknown,
  of: { callId: string; formId: string; reviewer: Pick<SessionUser, "id" | "name"> },
): Promise<{ id: string; formVersion: number }> {
  const c = await findCalibration(db, id);
  const member = memberIndex(c, of.reviewer);
  if (member < 0) throw new DashboardError("forbidden", "Only the calibration's reviewers evaluate in it.");
  if (c.callId !== of.callId || c.formId !== of.formId)
    throw new DashboardError("invalid_request", "callId and formId must be the calibration's.", {
      details: [{ param: "calibrationId", message: "another call or form" }],
    });
  if (c.reviewerIds[member] === null) {
    // The first act of a name the dashboard had no id for (OpenID Connect) binds it to this user.
    const before = JSON.stringify(c.reviewerIds);
    const after = JSON.stringify(c.reviewerIds.map((rid, i) => (i === member ? of.reviewer.id : rid)));
    await db.updateTable("qa_calibration").set({ reviewer_ids: after }).where("id", "=", c.id).where("reviewer_ids", "=", before).execute();
  }
  return { id: c.id, formVersion: c.formVersion };
}

export async function createCalibration(
  trx: StoreDb,
  input: { callId: string; formId: string; reviewers: NamedReviewer[]; expert: string },
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
    reviewers: JSON.stringify(input.reviewers.map((r) => r.name)),
    reviewer_ids: JSON.stringify(input.reviewers.map((r) => r.id)),
    created_by: user,
    created_at: new Date(now).toISOString(),
  };
  await trx.insertInto("qa_calibration").values(row).execute();
  return shown(await toCalibration(trx, row));
}

export async function calibrationDetail(db: StoreDb, id: string, viewer: Pick<SessionUser, "id" | "name">): Promise<CalibrationDetail> {
  const calibration = await findCalibration(db, id);
  const form = await formVersion(db, calibration.formId, calibration.formVersion);
  const rows = await db.selectFrom("qa_evaluation").selectAll().where("calibration_id", "=", id).execute();
  // Only the members' evaluations count, each member's by their id.
  const byMember = calibration.reviewerIds.map((rid) => rows.find((r) => rid !== null && r.reviewer_id === rid));
  const complete = byMember.every((r) => r?.status === "submitted");
  const all = byMember.flatMap((r) => (r ? [toEvaluation(r, viewer.id)] : []));
  const expertRow = byMember[calibration.reviewers.indexOf(calibration.expert)];
  const expert = expertRow ? toEvaluation(expertRow, viewer.id) : undefined;
  const own = rows.filter((r) => r.reviewer_id === viewer.id).map((r) => toEvaluation(r, viewer.id));
  // By id, as the evaluation route decides: a name given again to someone else is not a turn.
  const member = memberIndex(calibration, viewer);
  return {
    yourTurn: member >= 0 && byMember[member]?.status !== "submitted",
    calibration: shown(calibration),
    form: { name: form.name, version: form.version, definition: form.definition },
    evaluations: complete ? all : own,
    alignment: complete && expert ? Object.fromEntries(all.filter((e) => e.id !== expert.id).map((e) => [e.reviewer, alignment(expert, e)])) : null,
  };
}
