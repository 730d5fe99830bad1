import { DashboardError } from "@/lib/errors";
import { apiRoute } from "@/lib/server/api-route";
import { checkPathId } from "@/lib/server/http/path-params";
import { writeOnce } from "@/lib/server/idempotency/idempotency";
import { checkQualityId } from "@/lib/server/quality/bodies";
import { createCalibration, listCalibrations } from "@/lib/server/quality/calibrations-store";
import { namedReviewer } from "@/lib/server/quality/reviewer-identity";
import { readReviewBody } from "@/lib/server/reviews/review-access";
import { currentStore } from "@/lib/server/store/current-store";
import { textProblem } from "@/lib/text-input";

const NO_STORE = { "cache-control": "no-store" };

// GET /api/calibrations – the calibrations, newest first, with who has submitted.
export const GET = apiRoute({ name: "GET /api/calibrations", role: "viewer" }, async () => {
  const { db } = await currentStore();
  return Response.json({ calibrations: await listCalibrations(db) }, { headers: NO_STORE });
});

// POST /api/calibrations – an admin starts one: { callId, formId, reviewers: [2–10 names], expert (one of them) }.
export const POST = apiRoute({ name: "POST /api/calibrations", role: "admin", audit: { action: "evaluation" } }, async ({ request, user, audit }) => {
  const body = await readReviewBody(request);
  const callId = checkPathId("callId", typeof body.callId === "string" ? body.callId : "");
  const formId = checkQualityId("formId", body.formId);
  const reviewers = Array.isArray(body.reviewers) ? [...new Set(body.reviewers)] : [];
  if (reviewers.length < 2 || reviewers.length > 10 || reviewers.some((r) => typeof r !== "string" || !r.trim() || r.length > 100 || textProblem(r) !== null))
    throw new DashboardError("invalid_request", "reviewers must be 2 to 10 different names.", { details: [{ param: "reviewers", message: "2 to 10 names" }] });
  if (typeof body.expert !== "string" || !reviewers.includes(body.expert))
    throw new DashboardError("invalid_request", "expert must be one of the reviewers.", {
      details: [{ param: "expert", message: "not one of the reviewers" }],
    });
  const expert = body.expert;
  return writeOnce(async (trx) => {
    // Each reviewer by id from now on; a name that cannot review is refused by name.
    const named = [];
    for (const name of reviewers as string[]) named.push(await namedReviewer(trx, name, "reviewers"));
    const calibration = await createCalibration(trx, { callId, formId, reviewers: named, expert }, user.name);
    await audit("added", `calibration ${calibration.id}: ${reviewers.join(", ")}; expert ${expert}`, { callId });
    return Response.json({ calibration }, { status: 201, headers: NO_STORE });
  });
});
