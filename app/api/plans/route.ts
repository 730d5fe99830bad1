import { apiRoute } from "@/lib/server/api-route";
import { writeOnce } from "@/lib/server/idempotency/idempotency";
import { parsePlanInput } from "@/lib/server/quality/plan-input";
import { createPlan, listPlans } from "@/lib/server/quality/plans-store";
import { readReviewBody } from "@/lib/server/reviews/review-access";
import { currentStore } from "@/lib/server/store/current-store";

const NO_STORE = { "cache-control": "no-store" };

// GET /api/plans – the sampling plans (issue #41).
export const GET = apiRoute({ name: "GET /api/plans", role: "viewer" }, async () => {
  const { db } = await currentStore();
  return Response.json({ plans: await listPlans(db) }, { headers: NO_STORE });
});

// POST /api/plans – an admin defines a plan: { name, definition: { formId, perAgent, reviewers, daysBack, minDurationSeconds, dueDays, schedule } }.
export const POST = apiRoute({ name: "POST /api/plans", role: "admin", audit: { action: "plan" } }, async ({ request, user, audit }) => {
  const input = parsePlanInput(await readReviewBody(request));
  return writeOnce(async (trx) => {
    const plan = await createPlan(trx, input, user.name);
    await audit("added", `${plan.name} (${plan.id}): ${JSON.stringify(plan.definition)}`);
    return Response.json({ plan }, { status: 201, headers: NO_STORE });
  });
});
