import { DashboardError } from "@/lib/errors";
import { apiRoute } from "@/lib/server/api-route";
import { writeOnce } from "@/lib/server/idempotency/idempotency";
import { checkQualityId } from "@/lib/server/quality/bodies";
import { reopenEvaluation } from "@/lib/server/quality/evaluations-store";
import { readReviewBody } from "@/lib/server/reviews/review-access";

// POST /api/evaluations/{evaluationId}/reopen – an admin makes a submitted evaluation a draft again: { reason } (1–500 characters, audited).
export const POST = apiRoute<{ evaluationId: string }>(
  { name: "POST /api/evaluations/{evaluationId}/reopen", role: "admin", audit: { action: "evaluation" } },
  async ({ request, params, audit }) => {
    const id = checkQualityId("evaluationId", params.evaluationId);
    const body = await readReviewBody(request);
    const reason = typeof body.reason === "string" ? body.reason.trim() : "";
    if (reason.length < 1 || reason.length > 500 || reason.includes("\u0000"))
      throw new DashboardError("invalid_request", "reason must be 1 to 500 characters: why the evaluation is reopened.", {
        details: [{ param: "reason", message: "1 to 500 characters" }],
      });
    return writeOnce(async (trx) => {
      const evaluation = await reopenEvaluation(trx, id);
      await audit("reopened", reason, { callId: evaluation.callId });
      return Response.json({ evaluation }, { headers: { "cache-control": "no-store" } });
    });
  },
);
