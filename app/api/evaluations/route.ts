import { DashboardError } from "@/lib/errors";
import { apiRoute } from "@/lib/server/api-route";
import { spendToken } from "@/lib/server/auth/guard";
import { callFacts } from "@/lib/server/call-facts";
import { checkPathId } from "@/lib/server/http/path-params";
import { writeOnce } from "@/lib/server/idempotency/idempotency";
import { parseAnswers } from "@/lib/server/quality/answers-input";
import { checkQualityId, EVALUATION_BODY_BYTES } from "@/lib/server/quality/bodies";
import { calibrationFor } from "@/lib/server/quality/calibrations-store";
import { queryEvaluations } from "@/lib/server/quality/evaluations-query";
import { saveEvaluation } from "@/lib/server/quality/evaluations-store";
import { formVersion } from "@/lib/server/quality/forms-store";
import { numberField, readReviewBody } from "@/lib/server/reviews/review-access";
import { currentStore } from "@/lib/server/store/current-store";

const NO_STORE = { "cache-control": "no-store" };
/** A save adds at most this much time: a tab left open a day is not a day's work. */
const MAX_ADD_MS = 3_600_000;

// GET /api/evaluations – ?callId= (a call's, drafts included) or the submitted ones by formId, reviewer, agent,
// minScore, maxScore, critical=yes, needsAttention=yes, from, to (submitted, ISO), limit.
export const GET = apiRoute({ name: "GET /api/evaluations", role: "viewer" }, async ({ url, user }) => {
  const { db } = await currentStore();
  return Response.json(await queryEvaluations(db, url, user.id), { headers: NO_STORE });
});

// PUT /api/evaluations – the caller's evaluation of a call: { callId, formId, answers, addTimeMs, submit, calibrationId? }.
// A draft is saved as it is filled in; submit: true scores it and makes it final.
export const PUT = apiRoute({ name: "PUT /api/evaluations", role: "listener", audit: { action: "evaluation" } }, async ({ request, user, audit }) => {
  const body = await readReviewBody(request, EVALUATION_BODY_BYTES);
  const callId = checkPathId("callId", typeof body.callId === "string" ? body.callId : "");
  const formId = checkQualityId("formId", body.formId);
  const addTimeMs = Math.round(numberField(body, "addTimeMs", 0, MAX_ADD_MS, true) ?? 0);
  if (body.submit !== undefined && typeof body.submit !== "boolean")
    throw new DashboardError("invalid_request", "submit must be true or false.", { details: [{ param: "submit", message: "must be a boolean" }] });
  const { db } = await currentStore();
  const calibration = body.calibrationId === undefined ? undefined : await calibrationFor(db, body.calibrationId, { callId, formId, reviewer: user });
  const existing = await db
    .selectFrom("qa_evaluation")
    .select("form_version")
    .where("call_id", "=", callId)
    .where("reviewer_id", "=", user.id)
    .where("form_id", "=", formId)
    .where("calibration_id", "=", calibration?.id ?? "")
    .executeTakeFirst();
  const form = await formVersion(db, formId, existing?.form_version ?? calibration?.formVersion);
  const answers = parseAnswers(form.definition, body.answers);
  const call = (await callFacts([callId], { pay: (points) => spendToken(user, points), priority: "interactive", signal: request.signal })).get(callId);
  if (!call) throw new DashboardError("not_found", `There is no call ${callId}: an evaluation needs a call the service knows.`);
  const submit = body.submit === true;
  return writeOnce(async (trx) => {
    const evaluation = await saveEvaluation(trx, {
      callId,
      formId,
      reviewer: user.name,
      reviewerId: user.id,
      agentName: call.agentName,
      answers,
      addTimeMs,
      submit,
      calibration,
    });
    const outcome = submit ? "submitted" : "saved";
    const details = `${form.name} v${evaluation.formVersion}${submit ? `: score ${evaluation.score ?? "none"}${evaluation.criticalFailed ? ", critical failure" : ""}` : ""}`;
    // Drafts saved as the reviewer types fold into one entry a minute (store/audit.ts).
    await audit(outcome, details, { callId });
    return Response.json({ evaluation }, { headers: NO_STORE });
  });
});
