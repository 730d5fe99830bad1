import { DashboardError } from "@/lib/errors";
import { SCORE_MAX, SCORE_MIN, SCORE_RULE } from "@/lib/reviews/scores";
import { apiRoute } from "@/lib/server/api-route";
import { checkPathId } from "@/lib/server/http/path-params";
import { writeOnce } from "@/lib/server/idempotency/idempotency";
import { requireCallExists } from "@/lib/server/note-bounds/call-exists";
import { requireWriteQuota } from "@/lib/server/note-bounds/write-quota";
import { numberField, readReviewBody } from "@/lib/server/reviews/review-access";
import { reviewTags } from "@/lib/server/reviews/review-config";
import { putReview } from "@/lib/server/store/reviews";

// PUT /api/calls/{callId}/review – marks the call reviewed by the caller: { score: 1–5, tags: [configured tags] }.
export const PUT = apiRoute<{ callId: string }>(
  {
    name: "PUT /api/calls/{callId}/review",
    role: "listener",
    audit: { action: "review", target: ({ callId }) => ({ callId: checkPathId("callId", callId) }) },
  },
  async ({ request, params, user, audit }) => {
    const callId = checkPathId("callId", params.callId);
    const body = await readReviewBody(request);
    const score = numberField(body, "score", SCORE_MIN, SCORE_MAX, false)!;
    if (!Number.isInteger(score))
      throw new DashboardError("invalid_request", `score must be ${SCORE_RULE}.`, {
        details: [{ param: "score", message: `must be ${SCORE_RULE}` }],
      });
    const allowed = reviewTags();
    const tags = body.tags ?? [];
    if (!Array.isArray(tags) || tags.some((t) => typeof t !== "string" || !allowed.includes(t)))
      throw new DashboardError("invalid_request", `tags must be a list of the configured tags: ${allowed.join(", ")}.`, {
        details: [{ param: "tags", message: "must be configured tags" }],
      });
    await requireCallExists(callId, user, request.signal);
    return writeOnce(async (trx) => {
      await requireWriteQuota(trx, user.name);
      const review = await putReview(trx, { callId, reviewer: user.name, reviewerId: user.id, score, tags: [...new Set(tags as string[])] });
      await audit("reviewed", `score ${score}${review.tags.length ? `; ${review.tags.join(", ")}` : ""}`);
      return Response.json({ review }, { headers: { "cache-control": "no-store" } });
    });
  },
);
